import { SYSCODE_ACTION } from '@apex/shared/common';
import { JOB_MODES } from '@apex/shared/master';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { exportedSheet } from '../../../test/workbook';
import { queryRows } from '../../db/client';

const t = useTestApp();
const refused = refusalsOf(t);

type Item = { id: number; codeType: string; code: string; nameEn: string; enabled: boolean; version: number };

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string, token = t.admin) => send('GET', `/api/sys/codes?${query}`, undefined, token);
const codesOf = (res: { body: { data: { rows: Item[] } } }) => res.body.data.rows.map((i) => i.code);

async function createItem(body: object) {
  const res = await send('POST', '/api/sys/codes', { codeType: 'PACKAGE_TYPE', nameEn: 'Test', ...body });
  expect(res.status).toBe(200);
  return res.body.data as Item;
}
const itemOf = async (codeType: string, code: string) =>
  (await list(`codeType=${codeType}&keyword=${code}`)).body.data.rows.find((i: Item) => i.code === code) as Item;
const form = ({ nameEn, enabled }: Item) => ({ nameEn, nameCn: '', nameHk: '', sort: 5, enabled });

describe('GET /sys/codes', () => {
  it('lists a type’s codes in their order, finds them by code or name, and filters on enabled', async () => {
    const modes = await list('codeType=job_mode');
    expect(codesOf(modes)).toEqual([...JOB_MODES]);
    expect(modes.body.data.rows[0]).toMatchObject({ systemOwned: true, typeLocked: true, enabled: true });
    expect(codesOf(await list('keyword=冷柜'))).toEqual(['20RF', '40RH']);
    expect((await list('enabled=false')).body.data.total).toBe(0);
  });

  it('is open to operators, and closed to the warehouse', async () => {
    expect((await list('', await t.signIn('op01'))).status).toBe(200);
    const wh = await t.signIn('wh01');
    const body = await refused(() => list('', wh), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('POST /sys/codes', () => {
  it('adds an upper-cased code to an open type, logs it, and serves it to the client’s dictionary', async () => {
    const item = await createItem({ code: ' ibc ', nameEn: '  IBC totes ', nameCn: '吨桶', sort: 95 });
    expect(item).toMatchObject({ codeType: 'PACKAGE_TYPE', code: 'IBC', nameEn: 'IBC totes', systemOwned: false });
    expect(await auditActionsOf(t, 'systemCode', item.id)).toEqual(['systemCode.created']);
    const served = await send('POST', '/api/JobSelectMode/GetResult?type=1', {
      ActionCode: SYSCODE_ACTION,
      PostData: ['PACKAGE_TYPE'],
    });
    expect(served.body.data.map((c: { SYS_CODE: string }) => c.SYS_CODE)).toContain('IBC');
  });

  it('refuses a code its type already has, an unknown type and a locked type', async () => {
    const dup = await refused(
      () => send('POST', '/api/sys/codes', { codeType: 'package_type', code: 'ctns', nameEn: 'x' }),
      409,
    );
    expect(dup).toMatchObject({ code: 'record.duplicate', message: 'Code PACKAGE_TYPE/CTNS already exists' });
    const unknown = await refused(
      () => send('POST', '/api/sys/codes', { codeType: 'NOPE', code: 'A', nameEn: 'x' }),
      400,
    );
    expect(unknown.data.issues).toEqual([{ field: 'body.codeType', message: 'There is no code type NOPE' }]);
    const locked = await refused(
      () => send('POST', '/api/sys/codes', { codeType: 'JOB_MODE', code: 'RORO', nameEn: 'x' }),
      400,
    );
    expect(locked.code).toBe('systemCode.typeLocked');
  });

  it('refuses a code with spaces, an empty English name and a sort out of range', async () => {
    const body = await refused(
      () => send('POST', '/api/sys/codes', { codeType: 'LANE', code: 'A B', nameEn: ' ', sort: -1 }),
      400,
    );
    expect(body.data.issues.map((i: { field: string }) => i.field)).toEqual(['body.code', 'body.nameEn', 'body.sort']);
  });

  it('is refused to an operator without /baseCode/edit', async () => {
    const op = await t.signIn('op01');
    const body = await refused(
      () => send('POST', '/api/sys/codes', { codeType: 'LANE', code: 'X', nameEn: 'x' }, op),
      403,
    );
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('PUT /sys/codes/:id', () => {
  it('renames, re-sorts and disables a code; the client’s dictionary leaves it out', async () => {
    const lane = await itemOf('LANE', 'AF');
    const res = await send('PUT', `/api/sys/codes/${lane.id}`, {
      ...form(lane),
      version: lane.version,
      nameEn: 'Africa (all)',
      enabled: false,
    });
    expect(res.body.data).toMatchObject({ nameEn: 'Africa (all)', sort: 5, enabled: false, version: lane.version + 1 });
    expect(await auditActionsOf(t, 'systemCode', lane.id)).toEqual(['systemCode.updated']);
    const served = await send('POST', '/api/JobSelectMode/GetResult?type=1', {
      ActionCode: SYSCODE_ACTION,
      PostData: ['LANE'],
    });
    expect(served.body.data.map((c: { SYS_CODE: string }) => c.SYS_CODE)).not.toContain('AF');
  });

  it('renames a code of a locked type, but does not disable it', async () => {
    const oe = await itemOf('JOB_TYPE', 'OE');
    const renamed = await send('PUT', `/api/sys/codes/${oe.id}`, {
      ...form(oe),
      version: oe.version,
      nameEn: 'Sea Export',
    });
    expect(renamed.body.data.nameEn).toBe('Sea Export');
    const body = await refused(
      () => send('PUT', `/api/sys/codes/${oe.id}`, { ...form(oe), version: oe.version + 1, enabled: false }),
      400,
    );
    expect(body.data.issues[0].field).toBe('body.enabled');
  });

  it('refuses a stale version, and rolls back when the log row cannot be written', async () => {
    const item = await createItem({ code: 'STALE' });
    await send('PUT', `/api/sys/codes/${item.id}`, { ...form(item), version: 1, nameEn: 'Renamed' });
    const stale = await refused(() => send('PUT', `/api/sys/codes/${item.id}`, { ...form(item), version: 1 }), 409);
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'systemCode.updated');
    await refused(() => send('PUT', `/api/sys/codes/${item.id}`, { ...form(item), version: 2 }), 500).finally(restore);
    expect((await send('GET', `/api/sys/codes/${item.id}`)).body.data).toMatchObject({ nameEn: 'Renamed', version: 2 });
  });
});

describe('DELETE /sys/codes/:id', () => {
  it('deletes a code an administrator added, and logs it', async () => {
    const item = await createItem({ code: 'GONE' });
    expect((await send('DELETE', `/api/sys/codes/${item.id}?version=1`)).status).toBe(200);
    expect((await send('GET', `/api/sys/codes/${item.id}`)).status).toBe(404);
    expect(await auditActionsOf(t, 'systemCode', item.id)).toEqual(['systemCode.created', 'systemCode.deleted']);
  });

  it('keeps the product’s codes (disable them instead), and refuses a stale version', async () => {
    const ctns = await itemOf('PACKAGE_TYPE', 'CTNS');
    const owned = await refused(() => send('DELETE', `/api/sys/codes/${ctns.id}?version=${ctns.version}`), 400);
    expect(owned.message).toBe(
      'Code PACKAGE_TYPE/CTNS comes with the product and cannot be deleted; disable it instead',
    );
    const item = await createItem({ code: 'TWICE' });
    await send('PUT', `/api/sys/codes/${item.id}`, { ...form(item), version: 1 });
    expect((await refused(() => send('DELETE', `/api/sys/codes/${item.id}?version=1`), 409)).code).toBe('record.stale');
  });

  it('keeps a code a job uses (disable it instead)', async () => {
    const item = await createItem({ code: 'SKIDS' });
    await t.database.db.execute(
      sql`insert into jobs (job_no, job_type, job_mode, office_code, package_type)
          values ('TESTCODEUSE1', 'OE', 'LCL', 'SHA', 'SKIDS')`,
    );
    const body = await refused(() => send('DELETE', `/api/sys/codes/${item.id}?version=1`), 409);
    expect(body).toMatchObject({
      code: 'record.inUse',
      message: 'Code PACKAGE_TYPE/SKIDS is still in use (jobs: 1) and cannot be deleted',
    });
  });
});

describe('GET /sys/codes/export', () => {
  it('answers the filtered codes as a workbook with headers in the caller’s language', async () => {
    const { sheet, values } = await exportedSheet(t, '/api/sys/codes/export?codeType=FREIGHT_TERM', 'zh_HK');
    expect(values(1).slice(0, 3)).toEqual(['代碼類型', '代碼', '英文名稱']);
    expect(sheet.rowCount).toBe(3);
    expect(values(2).slice(0, 8)).toEqual(['FREIGHT_TERM', 'PP', 'Prepaid', '预付', '預付', 10, '是', '是']);
  });
});

describe('seed', () => {
  it('marks every item of the product as system-owned, and locks the types the product branches on', async () => {
    const rows = await queryRows<{ code_type: string; locked: boolean; owned: boolean }>(
      t.database.db,
      sql`select t.code_type, t.locked, bool_and(c.system_owned) as owned
          from system_code_types t join system_codes c using (code_type)
          where c.created_by = 'system' group by t.code_type, t.locked order by 1`,
    );
    expect(rows.every((r) => r.owned)).toBe(true);
    expect(rows.filter((r) => r.locked).map((r) => r.code_type)).toEqual([
      'CARGO_TYPE',
      'DATE_FILTER',
      'EDI_SOURCE',
      'FREIGHT_TERM',
      'JOB_MODE',
      'JOB_TYPE',
      'ORDER_SOURCE',
    ]);
  });
});
