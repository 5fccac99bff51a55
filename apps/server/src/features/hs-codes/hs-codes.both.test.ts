import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { csvFields, seedHsCodes } from '../../seed/hs-codes';

const t = useTestApp(['wh01']);

type HsCode = { code: string; description: string; level: number; parent: string | null };
const get = (url: string, token: string | undefined = t.tokens.wh01) => t.call({ method: 'GET', url, token });
const codesOf = async (url: string) => ((await get(url)).body.data as HsCode[]).map((h) => h.code);

describe('HS codes', () => {
  it('are seeded once: every chapter, heading and subheading, each under its parent', async () => {
    const all = await get('/api/sys/hsCodes?pageSize=1');
    expect(all.body.data.total).toBe(6940);
    expect(await seedHsCodes(t.database.db)).toBe(0);
    const horses = await get('/api/sys/hsCodes?keyword=0101');
    expect(horses.body.data.rows).toEqual([
      { code: '0101', description: 'Horses, asses, mules and hinnies; live', level: 4, parent: '01', section: 'I' },
      expect.objectContaining({ code: '010121', level: 6, parent: '0101' }),
      expect.objectContaining({ code: '010129', level: 6, parent: '0101' }),
      expect.objectContaining({ code: '010130', level: 6, parent: '0101' }),
      expect.objectContaining({ code: '010190', level: 6, parent: '0101' }),
    ]);
    expect((await get('/api/sys/hsCodes?keyword=01')).body.data.rows[0]).toMatchObject({ code: '01', parent: null });
  });

  it('are found by description words in any order, and filtered by level', async () => {
    const words = await get('/api/sys/hsCodes?keyword=live%20horses&level=6');
    expect(words.body.data.rows.map((h: HsCode) => h.code)).toEqual(['010121', '010129']);
    expect((await get('/api/sys/hsCodes?level=2&pageSize=200')).body.data.total).toBe(97);
  });

  it('answer the picker: a code prefix or words, the first `limit` by code', async () => {
    expect(await codesOf('/api/sys/hsCodes/search?q=8471&limit=3')).toEqual(['8471', '847130', '847141']);
    const words = await codesOf('/api/sys/hsCodes/search?q=coffee%20roasted');
    expect(words).toEqual(expect.arrayContaining(['090121', '090122']));
    expect(await codesOf('/api/sys/hsCodes/search?q=qqzzx')).toEqual([]);
    expect((await get('/api/sys/hsCodes/search?q=')).status).toBe(400);
  });

  it('need a signed-in user', async () => {
    expect((await get('/api/sys/hsCodes/search?q=01', '')).status).toBe(401);
  });

  it('read quoted CSV fields with commas and doubled quotes', () => {
    expect(csvFields('I,0101,"Horses, asses; ""live""",01,4')).toEqual([
      'I',
      '0101',
      'Horses, asses; "live"',
      '01',
      '4',
    ]);
  });
});
