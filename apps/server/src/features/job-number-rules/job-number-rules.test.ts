import { describe, expect, it } from 'vitest';
import { auditActionsOf, failAuditOf, refusalsOf } from '../../../test/db-state';
import { readExport } from '../../../test/read-xlsx';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(['fin01']);
const refused = refusalsOf(t);

type Rule = { id: number; officeCode: string; jobType: string; version: number } & Record<string, unknown>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.admin) =>
  t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (query: string) => send('GET', `/api/sys/job-number-rules?${query}`);
const ruleOf = async (office: string, jobType: string, kind = 'JOB') =>
  ((await list(`keyword=${office}&jobType=${jobType}`)).body.data.rows as Rule[]).find((r) => r.kind === kind)!;
const preview = (id: number, date: string) => send('GET', `/api/sys/job-number-rules/${id}/preview?date=${date}`);
const form = ({ prefix, datePattern, seqWidth, resetPeriod }: Rule) => ({ prefix, datePattern, seqWidth, resetPeriod });

describe('GET /sys/job-number-rules', () => {
  it('lists a rule for each demo office and job type, one for its export HB/Ls, its invoices, its warehouse-in nos, its trucking orders, its customs entrustments and its rail entrusts, and exports them', async () => {
    const all = await list('sortField=officeCode&pageSize=100');
    expect(all.body.data.rows.map((r: Rule) => `${r.officeCode}/${r.kind}/${r.jobType}`).sort()).toEqual(
      ['HKG', 'NGB', 'SHA', 'SZX'].flatMap((office) => [
        `${office}/CUS/OE`,
        `${office}/CUS/OI`,
        `${office}/HBL/OE`,
        `${office}/INV/OE`,
        `${office}/INV/OI`,
        `${office}/JOB/OE`,
        `${office}/JOB/OI`,
        `${office}/RAIL/OE`,
        `${office}/RAIL/OI`,
        `${office}/TRK/OE`,
        `${office}/TRK/OI`,
        `${office}/WHI/OE`,
        `${office}/WHI/OI`,
      ]),
    );
    const sheet = await readExport(t, '/api/sys/job-number-rules/export?jobType=OE', t.admin);
    expect(sheet.getColumn(2).values.slice(1, 4)).toEqual(['Numbers', 'Job no', 'HB/L no']);
    expect(sheet.getColumn(4).values.slice(1, 4)).toEqual(['Prefix', 'HKGOE', 'HKGHB']);
  });
  it('is an administrator’s: finance may not look', async () => {
    const body = await refused(() => send('GET', '/api/sys/job-number-rules', undefined, t.tokens.fin01), 403);
    expect(body.message).toBe('no permission to use the function');
  });
});

describe('GET /sys/job-number-rules/:id/preview', () => {
  it('shows the next number without taking it', async () => {
    const sha = await ruleOf('SHA', 'OE');
    // A month no demo job is numbered in (they are numbered around today).
    expect((await preview(sha.id, '2099-03-22')).body.data).toEqual({ jobNo: 'SHAOE99030001', date: '2099-03-22' });
    expect((await preview(sha.id, '2099-03-22')).body.data.jobNo).toBe('SHAOE99030001');
  });
  it('refuses a day that does not exist, naming the field', async () => {
    const sha = await ruleOf('SHA', 'OE');
    for (const date of ['2026-02-30', '2027-02-29', '2026-04-31']) {
      const body = await refused(() => preview(sha.id, date), 400);
      expect(body).toMatchObject({ code: 'validation.invalid', data: { issues: [{ field: 'query.date' }] } });
    }
    expect((await preview(sha.id, '2028-02-29')).status).toBe(200);
  });
  it('says spec §8’s "no job no prefix" for a rule without one', async () => {
    const hkg = await ruleOf('HKG', 'OI');
    const body = await refused(() => preview(hkg.id, '2026-11-22'), 400);
    expect(body).toMatchObject({ code: 'jobNo.noPrefix', message: 'no job no prefix' });
  });
});

describe('POST, PUT and DELETE /sys/job-number-rules', () => {
  it('creates a rule for an office without one, upper-cased, and logs it', async () => {
    const created = await send('POST', '/api/sys/job-number-rules', {
      officeCode: 'sha',
      jobType: 'OE',
      prefix: 'x',
      seqWidth: 5,
      resetPeriod: 'NEVER',
    });
    // SHA already has an OE rule: one rule an office and job type.
    expect(created.status).toBe(409);
    expect(created.body).toMatchObject({ code: 'record.duplicate', message: 'Job number rule SHA OE already exists' });
    const sha = await ruleOf('SHA', 'OE');
    expect((await send('DELETE', `/api/sys/job-number-rules/${sha.id}?version=1`)).status).toBe(200);
    const again = await send('POST', '/api/sys/job-number-rules', {
      officeCode: 'sha',
      jobType: 'OE',
      prefix: 'x-sh',
      seqWidth: 5,
      resetPeriod: 'NEVER',
    });
    expect(again.body.data).toMatchObject({ officeCode: 'SHA', prefix: 'X-SH', datePattern: '', seqWidth: 5 });
    expect(await auditActionsOf(t, 'jobNumberRule', again.body.data.id)).toEqual(['jobNumberRule.created']);
    expect(await auditActionsOf(t, 'jobNumberRule', sha.id)).toEqual(['jobNumberRule.deleted']);
  });
  it('refuses an unknown office, a width out of 3–8, and a restart its date part does not show', async () => {
    const office = await refused(
      () =>
        send('POST', '/api/sys/job-number-rules', {
          officeCode: 'XXX',
          jobType: 'OE',
          seqWidth: 4,
          resetPeriod: 'NEVER',
        }),
      400,
    );
    expect(office.data.issues).toEqual([{ field: 'body.officeCode', message: 'Office XXX does not exist' }]);
    const rules = await refused(
      () =>
        send('POST', '/api/sys/job-number-rules', {
          officeCode: 'SHA',
          jobType: 'OI',
          datePattern: 'YY',
          seqWidth: 9,
          resetPeriod: 'MONTHLY',
        }),
      400,
    );
    expect(rules.data.issues).toEqual([
      { field: 'body.seqWidth', message: expect.any(String) },
      {
        field: 'body.datePattern',
        message: 'The date part must show the period the sequence restarts in, or numbers would repeat',
      },
    ]);
  });
  it('updates a rule, refuses a stale version, and rolls back when the log row fails', async () => {
    const ngb = await ruleOf('NGB', 'OI');
    const ok = await send('PUT', `/api/sys/job-number-rules/${ngb.id}`, { ...form(ngb), version: 1, prefix: 'nbi' });
    expect(ok.body.data).toMatchObject({ prefix: 'NBI', version: 2 });
    expect((await preview(ngb.id, '2027-01-05')).body.data.jobNo).toBe('NBI27010001');
    const stale = await refused(
      () => send('PUT', `/api/sys/job-number-rules/${ngb.id}`, { ...form(ngb), version: 1 }),
      409,
    );
    expect(stale.code).toBe('record.stale');
    const restore = await failAuditOf(t, 'jobNumberRule.updated');
    await refused(() => send('PUT', `/api/sys/job-number-rules/${ngb.id}`, { ...form(ngb), version: 2 }), 500).finally(
      restore,
    );
  });
  it('keeps an invoice rule’s numbers to digits, at most 18 of them, on update as on create (spec §9)', async () => {
    const rule = await ruleOf('SZX', 'OI', 'INV');
    expect(rule).toMatchObject({ prefix: '7552', datePattern: 'YYMM', seqWidth: 5 });
    expect((await preview(rule.id, '2099-03-22')).body.data.jobNo).toBe('7552990300001');
    const url = `/api/sys/job-number-rules/${rule.id}`;
    const letters = await refused(() => send('PUT', url, { ...form(rule), version: rule.version, prefix: 'INV' }), 400);
    expect(letters.data.issues).toEqual([
      { field: 'body.prefix', message: 'An invoice number is digits only (at most 18): the prefix must be digits' },
    ]);
    // 7 + 8 + 4 = 19 digits.
    const long = { ...form(rule), version: rule.version, prefix: '1234567', datePattern: 'YYYYMMDD', seqWidth: 4 };
    const tooLong = await refused(() => send('PUT', url, long), 400);
    expect(tooLong.data.issues).toEqual([{ field: 'body.prefix', message: 'Invoice no is at most 18 digits' }]);
    const created = { officeCode: 'SZX', kind: 'INV', jobType: 'OE', resetPeriod: 'NEVER' };
    await send('DELETE', `/api/sys/job-number-rules/${(await ruleOf('SZX', 'OE', 'INV')).id}?version=1`);
    const longNew = await refused(
      () =>
        send('POST', '/api/sys/job-number-rules', { ...created, prefix: '1234567890', seqWidth: 8, datePattern: 'YY' }),
      400,
    );
    expect(longNew.data.issues).toEqual([{ field: 'body.prefix', message: 'Invoice no is at most 18 digits' }]);
    const ok = await send('PUT', url, { ...long, seqWidth: 3 });
    expect(ok.body.data).toMatchObject({ prefix: '1234567', version: rule.version + 1 });
  });
});
