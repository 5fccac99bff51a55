import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['op01', 'sales01']);

const URL = '/api/JobList/GetColumnsFilter';
const column = (key: string, visible = true, width?: number) => ({ key, visible, ...(width ? { width } : {}) });
const post = (token: string, payload: object) =>
  t.call({
    method: 'POST',
    url: URL,
    token,
    payload: { targetDbCode: 'APEX', userName: 'x', langType: 'en', ...payload },
  });

describe('JobList/GetColumnsFilter', () => {
  it('saves a grid layout and answers all of the user’s layouts, by table key', async () => {
    await post(t.tokens.op01, {
      tableKey: 'oceanExport.jobs',
      columns: [column('jobNo', true, 120), column('mblNo', false)],
    });
    const res = await post(t.tokens.op01, {
      tableKey: 'oceanImport.jobs',
      columns: [{ ...column('eta'), fixed: 'left' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { tableKey: 'oceanExport.jobs', columns: [column('jobNo', true, 120), column('mblNo', false)] },
      { tableKey: 'oceanImport.jobs', columns: [{ ...column('eta'), fixed: 'left' }] },
    ]);
  });

  it('overwrites a grid’s layout, forgets it on an empty list, and only reads without columns', async () => {
    await post(t.tokens.op01, { tableKey: 'hbl.list', columns: [column('a'), column('b')] });
    await post(t.tokens.op01, { tableKey: 'hbl.list', columns: [column('b', false)] });
    const layout = async (payload: object) =>
      (await post(t.tokens.op01, payload)).body.data.find((g: { tableKey: string }) => g.tableKey === 'hbl.list');
    expect(await layout({ tableKey: 'hbl.list' })).toEqual({ tableKey: 'hbl.list', columns: [column('b', false)] });
    expect(await layout({ tableKey: 'hbl.list', columns: [] })).toBeUndefined();
  });

  it('keeps each user’s layouts apart', async () => {
    await post(t.tokens.op01, { tableKey: 'shared.grid', columns: [column('op')] });
    await post(t.tokens.sales01, { tableKey: 'shared.grid', columns: [column('sales')] });
    const salesLayouts = (await post(t.tokens.sales01, {})).body.data;
    expect(salesLayouts).toEqual([{ tableKey: 'shared.grid', columns: [column('sales')] }]);
    const opLayout = (await post(t.tokens.op01, {})).body.data.find(
      (g: { tableKey: string }) => g.tableKey === 'shared.grid',
    );
    expect(opLayout.columns).toEqual([column('op')]);
  });

  it('leaves out a stored layout that no longer passes the column rules instead of failing', async () => {
    await t.database.db.execute(
      sql`insert into grid_column_settings (user_id, table_key, columns)
          select id, 'legacy.grid', '[{"key":"x","visible":"yes"}]'::jsonb from users where account = 'op01'`,
    );
    const res = await post(t.tokens.op01, {});
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { tableKey: string }) => g.tableKey)).not.toContain('legacy.grid');
  });

  it('wants a table key with columns, and each column once, in the caller’s language', async () => {
    const noKey = await post(t.tokens.op01, { columns: [column('a')] });
    expect(noKey.status).toBe(400);
    expect(noKey.body.data.issues).toEqual([
      { field: 'body.tableKey', message: 'tableKey is required when columns are given' },
    ]);
    const repeated = await t.call({
      method: 'POST',
      url: URL,
      token: t.tokens.op01,
      headers: { 'x-language': 'zh_HK' },
      payload: { tableKey: 'g', columns: [column('a'), column('b'), column('a')] },
    });
    expect(repeated.body.data.issues).toEqual([{ field: 'body.columns[2].key', message: '欄 a 重複出現' }]);
    const badWidth = await post(t.tokens.op01, { tableKey: 'g', columns: [column('a', true, 5)] });
    expect(badWidth.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.columns[0].width']);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'POST', url: URL, payload: {} })).status).toBe(401);
  });
});
