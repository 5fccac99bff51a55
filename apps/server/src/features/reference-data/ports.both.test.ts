import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);

interface Port {
  PORT_SEACODE: string;
  PORT_ENAME: string;
  PORT_CNAME: string;
  COUNTRY_CODE: string;
  COUNTRY_ENAME: string;
  COUNTRY_CNAME: string;
  B_SEA: number;
  MAIN_SEACODE: string;
}

const ports = (query: string, token = t.tokens.op01) =>
  t.call({ method: 'POST', url: `/api/selectData/Get_SYSTEMDATA_PORT?${query}`, token, payload: {} });
const codesOf = async (query: string) => ((await ports(query)).body.data as Port[]).map((p) => p.PORT_SEACODE);

describe('selectData/Get_SYSTEMDATA_PORT', () => {
  it('answers every enabled sea port with isAll=true, main codes first, by code, with its country', async () => {
    await t.database.db.execute(sql`update ports set enabled = false where port_code = 'CNNBO'`);
    const res = await ports('isAll=true');
    expect(res.status).toBe(200);
    const all = res.body.data as Port[];
    const [expected] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from ports where enabled and is_sea`,
    );
    expect(all.length).toBeGreaterThan(1500);
    expect(all).toHaveLength(expected!.count);
    const main = all.filter((p) => !p.MAIN_SEACODE).map((p) => p.PORT_SEACODE);
    const others = all.filter((p) => p.MAIN_SEACODE).map((p) => p.PORT_SEACODE);
    expect(all.map((p) => p.PORT_SEACODE)).toEqual([...main.sort(), ...others.sort()]);
    const codes = all.map((p) => p.PORT_SEACODE);
    expect(codes).not.toContain('CNNBO');
    expect(all.find((p) => p.PORT_SEACODE === 'CNSHA')).toEqual({
      PORT_SEACODE: 'CNSHA',
      PORT_ENAME: 'Shanghai',
      PORT_CNAME: '上海',
      COUNTRY_CODE: 'CN',
      COUNTRY_ENAME: "People's Republic of China",
      COUNTRY_CNAME: '中国',
      B_SEA: 1,
      MAIN_SEACODE: '',
    });
    expect(all.find((p) => p.PORT_SEACODE === 'CNNBO')).toBeUndefined();
    expect(all.filter((p) => p.PORT_CNAME === '').length).toBeGreaterThan(1000);
  });

  it('tells the two Shanghais apart: the main code first, the other naming it (issue 16)', async () => {
    const shanghai = (await ports('keyword=shanghai')).body.data as Port[];
    expect(shanghai.map((p) => [p.PORT_SEACODE, p.MAIN_SEACODE, p.COUNTRY_CODE, p.B_SEA])).toEqual([
      ['CNSHA', '', 'CN', 1],
      ['CNSGH', 'CNSHA', 'CN', 1],
    ]);
  });

  it('reads TRUE and 1 as true too (spec §9)', async () => {
    const count = (await ports('isAll=true')).body.data.length;
    expect((await ports('isAll=TRUE')).body.data).toHaveLength(count);
    expect((await ports('isAll=1')).body.data).toHaveLength(count);
  });

  it('finds ports by code, English or Chinese name, codes that start with the keyword first', async () => {
    const byCode = await codesOf('keyword=hk');
    expect(byCode[0]).toBe('HKHKG');
    expect(byCode).toContain('CNSHK');
    expect(await codesOf(`keyword=${encodeURIComponent('上海')}`)).toEqual(['CNSHA']);
    expect(await codesOf('keyword=NINGBO')).toEqual(expect.arrayContaining(['CNNGB']));
    expect(await codesOf('keyword=%25')).toEqual([]);
    expect(await codesOf('keyword=an&limit=3')).toHaveLength(3);
  });

  it('names invalid query fields', async () => {
    const res = await ports('isAll=yes&limit=0');
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['query.isAll', 'query.limit']);
  });

  it('needs a signed-in user', async () => {
    expect((await ports('isAll=true', '')).status).toBe(401);
  });
});
