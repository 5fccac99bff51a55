import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestOffice } from '../../../test/admin-factories';
import { excelImports } from '../../../test/excel-import';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

const t = useTestApp(['fin01']);
const { importerOf, countOf, rejectionOf } = excelImports(t);
const importRules = importerOf('sys/job-number-rules', 'jobNumberRules');

/** An office without rules (every demo office has both job types' rules). */
let office = '';
beforeAll(async () => {
  office = (await createTestOffice(t)).officeCode;
});

const ruleRecord = (overrides: Record<string, unknown> = {}) => ({
  officeCode: office.toLowerCase(),
  jobType: 'OE',
  prefix: 'imp',
  seqWidth: 4,
  resetPeriod: 'NEVER',
  ...overrides,
});

const rulesOf = (officeCode: string) =>
  queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select r.job_type, r.prefix, r.date_pattern, r.seq_width, r.reset_period
        from job_number_rules r join offices o on o.id = r.office_id
        where o.office_code = ${officeCode} order by r.job_type`,
  );

describe('POST /sys/job-number-rules/import', () => {
  it('imports a rule per row, the job type by code or by name in any language, and logs each', async () => {
    const res = await importRules([
      ruleRecord({ prefix: ' xm-e ', datePattern: 'yymm', resetPeriod: 'monthly' }),
      ruleRecord({ jobType: '海運進口', seqWidth: '5' }),
    ]);
    expect(res.body).toMatchObject({ data: { imported: 2 }, message: '2 row(s) imported' });
    expect(await rulesOf(office)).toEqual([
      { job_type: 'OE', prefix: 'XM-E', date_pattern: 'YYMM', seq_width: 4, reset_period: 'MONTHLY' },
      { job_type: 'OI', prefix: 'IMP', date_pattern: '', seq_width: 5, reset_period: 'NEVER' },
    ]);
    expect(await countOf('sys_oper_log', `action = 'jobNumberRule.created' and detail::text like '%${office}%'`)).toBe(
      2,
    );
  });

  it('imports nothing when any row is wrong, naming its row and column', async () => {
    const fresh = (await createTestOffice(t)).officeCode;
    const before = await countOf('job_number_rules');
    const errors = rejectionOf(
      await importRules([
        ruleRecord({ officeCode: fresh }), // row 2: fine on its own
        ruleRecord({ officeCode: 'sha' }), // row 3: SHA has its OE rule
        ruleRecord({ officeCode: fresh, jobType: 'Ocean Export' }), // row 4: repeats row 2
        ruleRecord({ officeCode: 'XXX', jobType: 'OI' }), // row 5
        ruleRecord({ officeCode: fresh, jobType: 'AIR' }), // row 6
        ruleRecord({ officeCode: fresh, jobType: 'OI', seqWidth: 9, resetPeriod: 'WEEKLY' }), // row 7
        ruleRecord({ officeCode: fresh, jobType: 'OI', datePattern: 'YY', resetPeriod: 'DAILY' }), // row 8
      ]),
    );
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, ''],
      [4, ''],
      [5, 'officeCode'],
      [6, 'jobType'],
      [7, 'seqWidth'],
      [7, 'resetPeriod'],
      [8, 'datePattern'],
    ]);
    expect(errors[0]!.message).toBe('Job number rule SHA OE already exists');
    expect(errors[2]).toMatchObject({ column: 'Office code', message: 'Office XXX does not exist' });
    expect(errors[3]!.message).toContain('OE, OI');
    expect(errors[6]).toMatchObject({
      column: 'Date part (YY, YYYY, YYMM, YYYYMM, YYMMDD, YYYYMMDD)',
      message: 'The date part must show the period the sequence restarts in, or numbers would repeat',
    });
    expect(await countOf('job_number_rules')).toBe(before);
  });

  it('is refused without the job-number rules’ edit permission', async () => {
    const res = await importRules([ruleRecord({ jobType: 'OI' })], { token: t.tokens.fin01 });
    expect(res.status).toBe(403);
  });
});
