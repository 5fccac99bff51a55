import { SYSCODE_ACTION } from '@apex/shared/common';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['op01']);

interface Code {
  SYS_CODE_TYPE: string;
  SYS_CODE: string;
  SYS_CODE_NAME: string;
  SORT: number;
}

const getResult = (payload: object, { type = '1', language = 'en_US', token = t.tokens.op01 } = {}) =>
  t.call({
    method: 'POST',
    url: `/api/JobSelectMode/GetResult?type=${type}`,
    token,
    headers: { 'x-language': language },
    payload,
  });
const codes = async (PostData: string[], language?: string): Promise<Code[]> =>
  (await getResult({ ActionCode: SYSCODE_ACTION, PostData }, { language })).body.data;

describe(`JobSelectMode/GetResult?type=1 ${SYSCODE_ACTION}`, () => {
  it('answers every enabled code when no type is asked for, sorted by type, sort and code', async () => {
    const all = await codes([]);
    const [{ count }] = (await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from system_codes where enabled`,
    )) as [{ count: number }];
    expect(all).toHaveLength(count);
    const key = (c: Code) => [c.SYS_CODE_TYPE, String(c.SORT).padStart(9, '0'), c.SYS_CODE].join('|');
    expect(all.map(key)).toEqual(all.map(key).sort());
  });

  it('answers only the types asked for', async () => {
    const found = await codes(['JOB_TYPE', 'FREIGHT_TERM']);
    expect(found.map((c) => `${c.SYS_CODE_TYPE}:${c.SYS_CODE}`)).toEqual([
      'FREIGHT_TERM:PP',
      'FREIGHT_TERM:CC',
      'JOB_TYPE:OE',
      'JOB_TYPE:OI',
    ]);
    expect(found[2]).toMatchObject({ SYS_CODE_ENAME: 'Ocean Export', SYS_CODE_CNAME: '海运出口' });
    expect(found[2]).toHaveProperty('SYS_CODE_ID', expect.any(Number));
  });

  it('names each code in the caller’s language, in English where no translation exists', async () => {
    const names = async (language: string) => (await codes(['JOB_TYPE'], language)).map((c) => c.SYS_CODE_NAME);
    expect(await names('en_US')).toEqual(['Ocean Export', 'Ocean Import']);
    expect(await names('zh_CN')).toEqual(['海运出口', '海运进口']);
    expect(await names('zh_HK')).toEqual(['海運出口', '海運進口']);
    await t.database.db.execute(sql`update system_codes set name_hk = '' where code_type = 'JOB_TYPE' and code = 'OI'`);
    expect(await names('zh_HK')).toEqual(['海運出口', 'Ocean Import']);
  });

  it('leaves out disabled codes', async () => {
    await t.database.db.execute(sql`update system_codes set enabled = false where code_type = 'LANE' and code = 'AF'`);
    expect((await codes(['LANE'])).map((c) => c.SYS_CODE)).not.toContain('AF');
  });

  it('refuses an unknown action code, or the action under another type, naming ActionCode', async () => {
    const unknown = await getResult({ ActionCode: 'NO_SUCH_ACTION', PostData: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'systemCode.unknownAction',
      message: 'Unknown ActionCode NO_SUCH_ACTION for type 1',
      data: { issues: [{ field: 'body.ActionCode', message: 'Unknown ActionCode NO_SUCH_ACTION for type 1' }] },
    });
    const otherType = await getResult({ ActionCode: SYSCODE_ACTION }, { type: '2', language: 'zh_CN' });
    expect(otherType.status).toBe(400);
    expect(otherType.body.code).toBe('systemCode.unknownAction');
    expect(otherType.body.message).toBe(`类型 2 没有 ActionCode ${SYSCODE_ACTION}`);
  });

  it('names the invalid fields', async () => {
    const fields = (res: { body: { data: { issues: { field: string }[] } } }) =>
      res.body.data.issues.map((i) => i.field);
    const type = await getResult({ ActionCode: SYSCODE_ACTION }, { type: 'x' });
    expect(type.status).toBe(400);
    expect(fields(type)).toEqual(['query.type']);
    const body = await getResult({ ActionCode: ' ', PostData: 'JOB_TYPE' });
    expect(fields(body)).toEqual(['body.ActionCode', 'body.PostData']);
  });

  it('needs a signed-in user', async () => {
    expect((await getResult({ ActionCode: SYSCODE_ACTION }, { token: '' })).status).toBe(401);
  });
});
