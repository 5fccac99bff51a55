import { OPER_LOG_WINDOW } from '@apex/shared/settings';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../../../test/db-state';
import { jobInput } from '../../../test/job-factories';
import { readExport } from '../../../test/read-xlsx';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['op01']);
const refused = refusalsOf(t);

type Entry = {
  id: number;
  account: string;
  action: string;
  entity: string;
  entityId: string;
  recordKey: string;
  detail: unknown;
};

const list = async (query: string, token = t.admin) => {
  const res = await t.call({ method: 'GET', url: `/api/sys/oper-log?${query}`, token });
  expect(res.status).toBe(200);
  return res.body.data as { rows: Entry[]; total: number };
};

describe('GET /sys/oper-log', () => {
  it('finds the row an action wrote, by user, record type, record id and action, with its changes', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/sys/carriers',
      token: t.admin,
      payload: { scac: 'ZOLG', nameEn: 'Log Test Line' },
    });
    const id = String(created.body.data.id);
    await t.call({
      method: 'PUT',
      url: `/api/sys/carriers/${id}`,
      token: t.admin,
      payload: { version: 1, nameEn: 'Log Test Line 2', nameCn: '', blacklisted: false, blacklistReason: '' },
    });
    const found = await list(`account=ADMIN&entity=carrier&keyword=${id}`);
    expect(found.rows.map((r) => r.action)).toEqual(['carrier.updated', 'carrier.created']);
    expect(found.rows[0]!.detail).toEqual({ scac: 'ZOLG', changes: { nameEn: ['Log Test Line', 'Log Test Line 2'] } });
    expect((await list(`action=carrier.created&keyword=${id}`)).rows).toHaveLength(1);
    expect((await list(`account=op01&keyword=${id}`)).rows).toEqual([]);
  });

  it('keeps each row’s record by its business key, found by it, and exports the action in words (issue 16)', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/ocean-export/jobs',
      token: t.admin,
      payload: await jobInput(t),
    });
    const { id, jobNo } = created.body.data as { id: number; jobNo: string };
    await t.call({ method: 'DELETE', url: `/api/ocean-export/jobs/${id}?version=1`, token: t.admin });
    const byKey = await list(`keyword=${jobNo}`);
    expect(byKey.rows.map((r) => [r.action, r.entityId, r.recordKey])).toEqual([
      ['job.deleted', String(id), jobNo],
      ['job.created', String(id), jobNo],
    ]);
    const signIn = (await list('account=op01&action=auth.signIn&pageSize=1')).rows[0];
    expect(signIn?.recordKey).toBe('op01');
    const sheet = await readExport(t, `/api/sys/oper-log/export?keyword=${jobNo}`, t.admin, 'zh_CN');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[header.indexOf('操作')]).toBe('删除工作单');
    expect(row[header.indexOf('记录')]).toBe(jobNo);
  });

  it('filters by a date range, newest first', async () => {
    const now = Date.now();
    const from = new Date(now - 60_000).toISOString();
    const recent = await list(`from=${from}&pageSize=200`);
    expect(recent.total).toBeGreaterThan(0);
    const times = recent.rows.map((r) => (r as unknown as { at: string }).at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list(`to=${new Date(now - 3_600_000 * 24 * 365 * 50).toISOString()}`)).total).toBe(0);
  });

  it('counts at most the window, and refuses pages beyond it', async () => {
    // Enough rows to pass the window, written straight into the log.
    await t.database.db.execute(
      sql`insert into sys_oper_log (account, action, entity) select 'bulk', 'test.bulk', 'bulk' from generate_series(1, ${OPER_LOG_WINDOW + 5})`,
    );
    expect((await list('entity=bulk&pageSize=10')).total).toBe(OPER_LOG_WINDOW);
    const last = await list(`entity=bulk&pageSize=200&page=${OPER_LOG_WINDOW / 200}`);
    expect(last.rows).toHaveLength(200);
    const beyond = await t.call({
      method: 'GET',
      url: `/api/sys/oper-log?entity=bulk&pageSize=200&page=${OPER_LOG_WINDOW / 200 + 1}`,
      token: t.admin,
    });
    expect(beyond.status).toBe(400);
  });

  it('exports the matches as a workbook', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sys/oper-log/export?entity=carrier', token: t.admin });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('writes its times in the zone the browser says it is in, as every list export does (issue 16)', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/ocean-export/jobs',
      token: t.admin,
      payload: await jobInput(t),
    });
    const url = `/api/sys/oper-log/export?keyword=${(created.body.data as { jobNo: string }).jobNo}`;
    const timeOf = (sheet: Awaited<ReturnType<typeof readExport>>) =>
      (sheet.getRow(2).values as unknown[]).find((value): value is Date => value instanceof Date);
    const utc = timeOf(await readExport(t, url, t.admin));
    const shanghai = timeOf(await readExport(t, url, t.admin, 'en_US', { 'x-time-zone': 'Asia/Shanghai' }));
    // Shanghai is UTC+8 all year: the cell shows the wall clock there.
    expect(shanghai!.getTime() - utc!.getTime()).toBe(8 * 3_600_000);
  });

  it('is closed to staff', async () => {
    const body = await refused(() => t.call({ method: 'GET', url: '/api/sys/oper-log', token: t.tokens.op01 }), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});
