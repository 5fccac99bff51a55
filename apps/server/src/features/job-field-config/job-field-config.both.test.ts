import { isRequiredByDefault, JOB_MODES, jobFieldsOf, type TJobFieldConfig } from '@apex/shared/master';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { useTestApp } from '../../../test/test-app';
import { exportedSheet } from '../../../test/workbook';
import { queryRows } from '../../db/client';

const t = useTestApp();
const refused = refusalsOf(t);

const config = async (jobType: string, jobMode: string, token = t.admin) =>
  t.call({ method: 'GET', url: `/api/sys/job-fields?jobType=${jobType}&jobMode=${jobMode}`, token });
const rowsOf = async (jobType: string, jobMode: string) =>
  (await config(jobType, jobMode)).body.data as TJobFieldConfig[];
const save = (payload: object, token = t.admin) =>
  t.call({ method: 'PUT', url: '/api/sys/job-fields', token, payload });
const field = (rows: TJobFieldConfig[], name: string) => rows.find((r) => r.fieldName === name)!;
const change = (row: TJobFieldConfig, requiredOnNew: boolean, requiredOnEdit: boolean) => ({
  fieldName: row.fieldName,
  requiredOnNew,
  requiredOnEdit,
  version: row.version,
});
/** The rows this module changes, to check that a refused save changed none of them. */
const configDigest = async () =>
  queryRows(t.database.db, sql`select md5(string_agg(r::text, '|' order by id)) from job_field_configs r`);

describe('GET /sys/job-fields', () => {
  it('answers every field of the type, in the job card’s order, with the product’s defaults', async () => {
    const oeFcl = await rowsOf('OE', 'FCL');
    expect(oeFcl.map((r) => r.fieldName)).toEqual(jobFieldsOf('OE'));
    for (const row of oeFcl) expect(row.requiredOnNew).toBe(isRequiredByDefault(row.fieldName, 'FCL'));
    expect(field(oeFcl, 'containerTypeQty').requiredOnEdit).toBe(true);
    expect(field(await rowsOf('OE', 'LCL'), 'containerTypeQty').requiredOnEdit).toBe(false);
    expect((await rowsOf('OI', 'HBL')).map((r) => r.fieldName)).toContain('lastFreeDate');
  });

  it('is open to every signed-in user (the job screens read it), and refuses an unknown mode', async () => {
    const wh = await t.signIn('wh01');
    expect((await config('OI', 'LCL', wh)).status).toBe(200);
    const bad = await config('OE', 'RORO');
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['query.jobMode']);
  });

  it('has a row for every field, job type and mode', async () => {
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from job_field_configs`,
    );
    expect(row!.count).toBe(JOB_MODES.length * (jobFieldsOf('OE').length + jobFieldsOf('OI').length));
  });
});

describe('PUT /sys/job-fields', () => {
  it('saves the changed switches of one type and mode together, and logs them once', async () => {
    const rows = await rowsOf('OE', 'BULK');
    const res = await save({
      jobType: 'OE',
      jobMode: 'BULK',
      fields: [change(field(rows, 'mblNo'), false, true), change(field(rows, 'pol'), false, false)],
    });
    expect(res.status).toBe(200);
    const after = res.body.data as TJobFieldConfig[];
    expect(field(after, 'mblNo')).toMatchObject({
      requiredOnNew: false,
      requiredOnEdit: true,
      version: 2,
      updatedBy: 'admin',
    });
    expect(field(after, 'pol')).toMatchObject({ requiredOnNew: false, requiredOnEdit: false, version: 2 });
    expect(field(await rowsOf('OE', 'FCL'), 'pol').requiredOnNew).toBe(true);
    expect(await auditActionsOf(t, 'jobFieldConfig', 'OE/BULK')).toEqual(['jobFieldConfig.updated']);
  });

  it('refuses the always-required agents off, new without edit, a field of the other type and a field twice', async () => {
    const rows = await rowsOf('OE', 'LCL');
    const before = await configDigest();
    const res = await save({
      jobType: 'OE',
      jobMode: 'LCL',
      fields: [
        change(field(rows, 'overseasAgent'), false, false),
        change(field(rows, 'vessel'), true, false),
        { fieldName: 'lastFreeDate', requiredOnNew: true, requiredOnEdit: true, version: 1 },
        change(field(rows, 'voyage'), true, true),
        change(field(rows, 'voyage'), false, false),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      { field: 'body.fields[4].fieldName', message: 'Field voyage is listed twice' },
      { field: 'body.fields[0].requiredOnNew', message: 'Field overseasAgent is always required on new and on edit' },
      {
        field: 'body.fields[1].requiredOnEdit',
        message: 'Field vessel is required on new, so it must also be required on edit',
      },
      { field: 'body.fields[2].fieldName', message: 'OE jobs have no field lastFreeDate' },
    ]);
    expect(await configDigest()).toEqual(before);
  });

  it('refuses the whole save when one field was saved by someone else meanwhile', async () => {
    const rows = await rowsOf('OI', 'FCL');
    await save({ jobType: 'OI', jobMode: 'FCL', fields: [change(field(rows, 'lane'), true, true)] });
    const before = await configDigest();
    const stale = await save({
      jobType: 'OI',
      jobMode: 'FCL',
      fields: [change(field(rows, 'vessel'), true, true), change(field(rows, 'lane'), false, false)],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('record.stale');
    expect(await configDigest()).toEqual(before);
  });

  it('rolls back when the log row cannot be written', async () => {
    const rows = await rowsOf('OI', 'LCL');
    const before = await configDigest();
    const restore = await failAuditOf(t, 'jobFieldConfig.updated');
    const res = await save({
      jobType: 'OI',
      jobMode: 'LCL',
      fields: [change(field(rows, 'vessel'), true, true)],
    }).finally(restore);
    expect(res.status).toBe(500);
    expect(await configDigest()).toEqual(before);
  });

  it('is refused to an operator', async () => {
    const op = await t.signIn('op01');
    const rows = await rowsOf('OE', 'FCL');
    const body = await refused(
      () => save({ jobType: 'OE', jobMode: 'FCL', fields: [change(rows[0]!, true, true)] }, op),
      403,
    );
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('GET /sys/job-fields/export', () => {
  it('answers every type and mode as a workbook, with the field names of spec §3 in the caller’s language', async () => {
    const { sheet, values } = await exportedSheet(t, '/api/sys/job-fields/export', 'zh_CN');
    expect(values(1)).toEqual([
      '工作单类型',
      '工作单模式',
      '英文字段名',
      '中文字段名',
      '后台字段名',
      '新建必填',
      '编辑必填',
      '更新人',
    ]);
    expect(sheet.rowCount).toBe(1 + JOB_MODES.length * (jobFieldsOf('OE').length + jobFieldsOf('OI').length));
    expect(values(2).slice(0, 5)).toEqual(['OE', 'BULK', 'Job status', '工作单状态', 'jobStatus']);
    // Grouped by type and mode: the last field of OE/BULK, then the first of the next mode.
    const perMode = jobFieldsOf('OE').length;
    expect(values(1 + perMode).slice(0, 2)).toEqual(['OE', 'BULK']);
    expect(values(2 + perMode).slice(0, 5)).toEqual(['OE', 'CONSOL', 'Job status', '工作单状态', 'jobStatus']);
  });
});
