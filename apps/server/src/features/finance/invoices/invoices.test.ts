import { HEADERS } from '@apex/shared';
import { describe, expect, it } from 'vitest';
import { auditActionsOf, FINANCE_TABLES, refusalsOf } from '../../../../test/db-state';
import {
  addLines,
  confirmedInvoice,
  jobMoneyOf,
  type LineSeed,
  newCustomer,
  openJob,
} from '../../../../test/finance-factories';
import { readExport } from '../../../../test/read-xlsx';
import { useTestApp } from '../../../../test/test-app';
import { queryRows, sql } from '../../../db/client';

const t = useTestApp(['fin01', 'op01', 'hk.ops']);
const refused = refusalsOf(t, FINANCE_TABLES);

const OE = '/api/ocean-export/jobs';
const INVOICES = '/api/finance/invoices';
type Token = string;
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token: Token = t.tokens.fin01,
) => t.call({ method, url, token, ...(payload ? { payload } : {}) });
const create = (jobId: number, body: object, token?: Token, path = OE) =>
  send('POST', `${path}/${jobId}/invoices`, { kind: 'INVOICE', invoiceDate: '2099-01-15', ...body }, token);
const confirm = (id: number, version: number, extra: object = {}, token?: Token) =>
  send('POST', `${INVOICES}/${id}/confirm`, { version, ...extra }, token);

/** A job of the admin's office (SHA) with lines, and a draft of the first `onDraft` of them. */
async function jobWithDraft(seeds: LineSeed[], onDraft = seeds.length) {
  const job = await openJob(t, t.admin);
  const lines = await addLines(t, job.id, seeds);
  const draft = await create(job.id, { lineIds: lines.slice(0, onDraft).map((l) => l.id) });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  return { job, lines, invoice: draft.body.data as { id: number; version: number; invoiceNo: string } };
}

const CHECKED = { checkStatus: 'CHECKED' } as const;

describe('which lines an invoice holds', () => {
  it('refuses lines of two currencies, two parties, the other side, another job or another invoice', async () => {
    const job = await openJob(t, t.admin);
    const other = await openJob(t, t.admin);
    const [partner] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from parties where 'OVERSEAS_AGENT' = any(roles) order by id limit 1`,
    );
    const [cny, usd, party, cost] = await addLines(t, job.id, [
      {},
      { currency: 'USD', exchangeRate: '7.12340000' },
      { partyId: partner!.id },
      { side: 'AP' },
    ]);
    const [elsewhere] = await addLines(t, other.id, [{}]);
    const cases: [number[], number, string, string][] = [
      [
        [cny!.id, usd!.id],
        400,
        'invoice.currencyMismatch',
        'Invoice currency differs from detail currency: line 2 is in USD',
      ],
      [[cny!.id, party!.id], 400, 'invoice.partyMismatch', ''],
      [[cost!.id], 400, 'invoice.sideMismatch', 'Line 4 is not a line this kind of document holds (AR)'],
      [[cny!.id, elsewhere!.id], 400, 'invoice.lineNotOfJob', `Line ${elsewhere!.id} is not a line of this job`],
    ];
    for (const [lineIds, status, code, message] of cases) {
      const body = await refused(() => create(job.id, { lineIds }), status);
      expect(body.code).toBe(code);
      if (message) expect(body.message).toBe(message);
    }
    expect((await create(job.id, { lineIds: [cny!.id] })).status).toBe(200);
    const taken = await refused(() => create(job.id, { lineIds: [cny!.id] }), 409);
    expect(taken).toMatchObject({ code: 'invoice.lineOnOtherInvoice', message: 'Line 1 is already on invoice Draft' });
  });

  it('records a vendor bill of costs with the supplier’s invoice no on its lines, and frees them when it goes', async () => {
    const job = await openJob(t, t.admin);
    const [cost] = await addLines(t, job.id, [{ side: 'AP', price: '880.00' }]);
    const bill = await create(job.id, { kind: 'VENDOR_BILL', lineIds: [cost!.id], vendorInvoiceNo: 'MSK-7781' });
    expect(bill.body.data).toMatchObject({ side: 'AP', vendorInvoiceNo: 'MSK-7781', grossTotal: '880.00' });
    const vendorNo = async () =>
      (
        await queryRows<{ vendor_invoice_no: string; invoice_id: number | null }>(
          t.database.db,
          sql`select vendor_invoice_no, invoice_id from job_charges where id = ${cost!.id}`,
        )
      )[0];
    expect(await vendorNo()).toEqual({ vendor_invoice_no: 'MSK-7781', invoice_id: bill.body.data.id });
    expect((await send('DELETE', `${INVOICES}/${bill.body.data.id}?version=1`)).status).toBe(200);
    expect(await vendorNo()).toEqual({ vendor_invoice_no: '', invoice_id: null });
    expect(await auditActionsOf(t, 'invoice', bill.body.data.id)).toEqual(['invoice.created', 'invoice.deleted']);
  });

  it('changes a draft’s lines and date, with its due date from the party’s credit days', async () => {
    const { lines, invoice } = await jobWithDraft(
      [{ price: '10.00' }, { price: '20.00', agingBeginDate: '2099-01-02' }],
      1,
    );
    await t.database.db.execute(sql`update parties set credit_days = 30
      where id = (select party_id from invoices where id = ${invoice.id})`);
    const res = await send('PUT', `${INVOICES}/${invoice.id}`, {
      version: 1,
      lineIds: [lines[1]!.id],
      invoiceDate: '2099-02-01',
      remark: 'second only',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      version: 2,
      grossTotal: '20.00',
      invoiceDate: '2099-02-01',
      dueDate: '2099-03-03',
      agingBeginDate: '2099-01-02',
      remark: 'second only',
    });
    expect(res.body.data.lines.map((l: { id: number }) => l.id)).toEqual([lines[1]!.id]);
    const stale = await refused(
      () =>
        send('PUT', `${INVOICES}/${invoice.id}`, { version: 1, lineIds: [lines[0]!.id], invoiceDate: '2099-02-01' }),
      409,
    );
    expect(stale.code).toBe('record.stale');
  });
});

describe('the invoice list', () => {
  it('filters by every field of its query and sorts both ways, a draft without a number first when ascending', async () => {
    const customer = await newCustomer(t, 'LIST-FILTERS');
    const job = await openJob(t, t.admin, { customer: customer.id });
    const mine = { partyId: customer.id, checkStatus: 'CHECKED' } as const;
    const [cny, usd, draft, cost] = await addLines(t, job.id, [
      { ...mine, price: '100.00' },
      { ...mine, price: '30.00', currency: 'USD', exchangeRate: '7.00000000' },
      { ...mine, price: '5.00' },
      { side: 'AP', price: '40.00', checkStatus: 'CHECKED' },
    ]);
    const local = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [cny!.id] });
    const dollars = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [usd!.id] });
    const open = (await create(job.id, { lineIds: [draft!.id], invoiceDate: '2099-03-01' })).body.data;
    const bill = await confirmedInvoice(t, t.tokens.fin01, { jobId: job.id, lineIds: [cost!.id], kind: 'VENDOR_BILL' });
    await send('POST', '/api/finance/clearings', {
      side: 'AR',
      partyId: customer.id,
      currency: 'CNY',
      clearedOn: '2099-02-01',
      items: [{ invoiceId: local.id, amount: '40.00' }],
    });
    const ids = async (query: string, token?: Token) =>
      (
        (await send('GET', `${INVOICES}?pageSize=100&${query}`, undefined, token)).body.data.rows as { id: number }[]
      ).map((r) => r.id);
    const ofJob = `keyword=${job.jobNo}`;
    expect((await ids(ofJob)).sort()).toEqual([local.id, dollars.id, open.id, bill.id].sort());
    expect(await ids(`keyword=${local.invoiceNo}`)).toEqual([local.id]);
    expect(await ids(`partyId=${customer.id}&sortField=invoiceNo&sortOrder=ascend`)).toEqual([
      open.id,
      ...[local, dollars].sort((a, b) => a.invoiceNo.localeCompare(b.invoiceNo)).map((i) => i.id),
    ]);
    expect((await ids(`partyId=${customer.id}&sortField=invoiceNo&sortOrder=descend`)).at(-1)).toBe(open.id);
    expect(await ids(`${ofJob}&kind=VENDOR_BILL`)).toEqual([bill.id]);
    expect(await ids(`${ofJob}&side=AP`)).toEqual([bill.id]);
    expect(await ids(`${ofJob}&state=DRAFT`)).toEqual([open.id]);
    expect(await ids(`${ofJob}&paymentState=PART_CLEARED`)).toEqual([local.id]);
    expect((await ids(`${ofJob}&paymentState=UNPAID`)).sort()).toEqual([dollars.id, open.id, bill.id].sort());
    expect(await ids(`${ofJob}&paymentState=CLEARED`)).toEqual([]);
    expect(await ids(`${ofJob}&currency=USD`)).toEqual([dollars.id]);
    expect(await ids(`${ofJob}&dateFrom=2099-02-01&dateTo=2099-03-31`)).toEqual([open.id]);
    // Outstanding 60.00 (100.00 less 40.00 paid), 40.00, 30.00 (in USD) and 5.00.
    expect(await ids(`${ofJob}&sortField=outstanding&sortOrder=descend`)).toEqual([
      local.id,
      bill.id,
      dollars.id,
      open.id,
    ]);
    expect(await ids(`${ofJob}&sortField=grossTotal`)).toEqual([open.id, dollars.id, bill.id, local.id]);
    expect(await ids(`${ofJob}&overdue=1`)).toEqual([]);
    await t.database.db.execute(sql`update invoices set due_date = current_date - 1 where id = ${dollars.id}`);
    expect(await ids(`${ofJob}&overdue=1`)).toEqual([dollars.id]);
    // Finance of Shanghai and Shenzhen reads either office's list, the session's when none is named.
    expect(await ids(`${ofJob}&officeCode=SZX`)).toEqual([]);
    expect((await ids(`${ofJob}&officeCode=sha`)).length).toBe(4);
  });
});

describe('confirming an invoice', () => {
  it('needs every line checked, and tells which are not', async () => {
    const { invoice } = await jobWithDraft([CHECKED, {}, { checkStatus: 'CHECKING' }]);
    const body = await refused(() => confirm(invoice.id, 1), 409);
    expect(body).toMatchObject({
      code: 'invoice.linesNotChecked',
      message: 'Lines must be checked before the invoice is confirmed: 2, 3',
    });
  });

  it('answers a stale version to the second of two users confirming the same invoice at once', async () => {
    const { invoice } = await jobWithDraft([CHECKED]);
    const [first, second] = await Promise.all([confirm(invoice.id, 1), confirm(invoice.id, 1, {}, t.tokens.op01)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((a) => a.status === 409)!.body.code).toBe('record.stale');
  });

  it('refuses a number over 18 digits and an office without an invoice rule, leaving the draft as it was', async () => {
    // Ningbo's export invoices: no other test here numbers any.
    const job = await openJob(t, t.admin, { officeCode: 'NGB' });
    const [line] = await addLines(t, job.id, [CHECKED]);
    const ngb = { [HEADERS.officeCode]: 'NGB' };
    const draft = await t.call({
      method: 'POST',
      url: `${OE}/${job.id}/invoices`,
      token: t.admin,
      headers: ngb,
      payload: { kind: 'INVOICE', invoiceDate: '2099-01-15', lineIds: [line!.id] },
    });
    const confirmNgb = () =>
      t.call({
        method: 'POST',
        url: `${INVOICES}/${draft.body.data.id}/confirm`,
        token: t.admin,
        headers: ngb,
        payload: { version: 1 },
      });
    const rule = sql`kind = 'INV' and job_type = 'OE' and office_id = (select id from offices where office_code = 'NGB')`;
    await t.database.db.execute(
      sql`update job_number_rules set prefix = '5741234567', date_pattern = 'YYYYMMDD' where ${rule}`,
    );
    const long = await refused(confirmNgb, 400);
    expect(long).toMatchObject({ code: 'invoice.noTooLong', message: 'Invoice no is at most 18 digits' });
    await t.database.db.execute(sql`delete from job_number_rules where ${rule}`);
    const none = await refused(confirmNgb, 400);
    expect(none).toMatchObject({ code: 'jobNo.noRule', message: 'no auto-code rule' });
  });

  it('warns about a customer over its credit limit or blacklisted, and confirms once acknowledged', async () => {
    const { invoice } = await jobWithDraft([{ ...CHECKED, price: '5000.00' }]);
    const party = sql`(select party_id from invoices where id = ${invoice.id})`;
    await t.database.db.execute(
      sql`update parties set credit_limit = 4000, credit_currency = 'CNY' where id = ${party}`,
    );
    const over = await refused(() => confirm(invoice.id, 1), 409);
    expect(over).toMatchObject({ code: 'invoice.overCreditConfirm', data: { confirm: 'credit' } });
    // What the customer owed before (demo invoices) and this invoice's 5,000.00, against the 4,000.00 limit.
    expect(over.message).toMatch(/^.+ is over its credit limit \(.+ owed of .*4,000\.00\): confirm to issue/);
    await t.database.db.execute(sql`update parties set credit_limit = null, blacklisted = true,
      blacklist_reason = 'Unpaid since March' where id = ${party}`);
    const blacklisted = await refused(() => confirm(invoice.id, 1), 409);
    expect(blacklisted).toMatchObject({ code: 'invoice.blacklistConfirm', data: { confirm: 'credit' } });
    expect(blacklisted.message).toContain('(Unpaid since March)');
    const acknowledged = await confirm(invoice.id, 1, { acknowledgeCredit: true });
    expect(acknowledged.status).toBe(200);
    expect((await t.call({ method: 'GET', url: `${INVOICES}/${invoice.id}`, token: t.admin })).body.data.state).toBe(
      'CONFIRMED',
    );
    await t.database.db.execute(sql`update parties set blacklisted = false, blacklist_reason = '' where id = ${party}`);
  });

  it('needs /invoice/lowMargin for a job under the office’s minimum margin: an operator is refused, finance confirms', async () => {
    const { invoice, job } = await jobWithDraft(
      [
        { ...CHECKED, price: '100.00' },
        { side: 'AP', price: '98.00' },
      ],
      1,
    );
    await t.database.db.execute(sql`update offices set min_margin_pct = 5 where office_code = 'SHA'`);
    expect((await jobMoneyOf(t, job.id)).margin_pct).toBe('2.00');
    const low = await refused(() => confirm(invoice.id, 1, {}, t.tokens.op01), 409);
    expect(low).toMatchObject({
      code: 'invoice.lowMargin',
      message:
        'The job’s margin 2.00% is under the office’s minimum of 5.00%: a finance user must confirm its invoices',
    });
    expect((await confirm(invoice.id, 1)).status).toBe(200);
    await t.database.db.execute(sql`update offices set min_margin_pct = null where office_code = 'SHA'`);
  });
});

describe('a confirmed invoice', () => {
  it('is cancelled back to draft before a change, keeps its number, and is voided rather than deleted', async () => {
    const { invoice, lines, job } = await jobWithDraft([CHECKED, CHECKED], 1);
    const confirmed = (await confirm(invoice.id, 1)).body.data;
    const change = await refused(
      () =>
        send('PUT', `${INVOICES}/${invoice.id}`, { version: 2, lineIds: [lines[1]!.id], invoiceDate: '2099-01-15' }),
      409,
    );
    expect(change).toMatchObject({ code: 'invoice.confirmedNoChange' });
    const remove = await refused(() => send('DELETE', `${INVOICES}/${invoice.id}?version=2`), 409);
    expect(remove).toMatchObject({
      code: 'invoice.notDraft',
      message: 'Invoice is not a draft, so it cannot be deleted',
    });

    const cancelled = await send('POST', `${INVOICES}/${invoice.id}/cancel`, { version: 2 });
    expect(cancelled.body.data).toMatchObject({ state: 'DRAFT', invoiceNo: confirmed.invoiceNo, version: 3 });
    expect((await jobMoneyOf(t, job.id)).invoice_status).toBe('UNBILLED');
    const again = await confirm(invoice.id, 3);
    expect(again.body.data.invoiceNo).toBe(confirmed.invoiceNo);
    await send('POST', `${INVOICES}/${invoice.id}/cancel`, { version: 4 });
    expect((await send('DELETE', `${INVOICES}/${invoice.id}?version=5`)).status).toBe(200);
    const voided = await t.call({ method: 'GET', url: `${INVOICES}/${invoice.id}`, token: t.admin });
    expect(voided.body.data).toMatchObject({ state: 'VOID', invoiceNo: confirmed.invoiceNo, lines: [] });
    expect((await create(job.id, { lineIds: [lines[0]!.id] })).status).toBe(200);
    expect(await auditActionsOf(t, 'invoice', invoice.id)).toEqual([
      'invoice.created',
      'invoice.confirmed',
      'invoice.cancelled',
      'invoice.confirmed',
      'invoice.cancelled',
      'invoice.voided',
    ]);
  });

  it('takes a tax invoice no of at most 18 digits, and is then neither cancelled nor deleted', async () => {
    const { invoice } = await jobWithDraft([CHECKED]);
    const draftTax = await refused(
      () => send('PUT', `${INVOICES}/${invoice.id}/tax-invoice`, { version: 1, taxInvoiceNo: '12345678' }),
      409,
    );
    expect(draftTax.code).toBe('invoice.notConfirmed');
    await confirm(invoice.id, 1);
    const long = await refused(
      () => send('PUT', `${INVOICES}/${invoice.id}/tax-invoice`, { version: 2, taxInvoiceNo: '1234567890123456789' }),
      400,
    );
    expect(long.data.issues).toEqual([{ field: 'body.taxInvoiceNo', message: 'Invoice no is at most 18 digits' }]);
    const set = await send('PUT', `${INVOICES}/${invoice.id}/tax-invoice`, {
      version: 2,
      taxInvoiceNo: '044031900111',
    });
    expect(set.body.data).toMatchObject({ taxInvoiceNo: '044031900111', version: 3 });
    const cancel = await refused(() => send('POST', `${INVOICES}/${invoice.id}/cancel`, { version: 3 }), 409);
    expect(cancel).toMatchObject({
      code: 'invoice.clearedOrTaxBilled',
      message: 'Cleared invoices and billed tax invoices cannot be deleted or cancelled',
    });
    const remove = await refused(() => send('DELETE', `${INVOICES}/${invoice.id}?version=3`), 409);
    expect(remove.code).toBe('invoice.clearedOrTaxBilled');
  });
});

describe('who may', () => {
  it('keeps an SC user’s hands off XC lines (spec §6)', async () => {
    await t.database.db.execute(sql`update companies set company_type = 'SC' where company_code = 'APEXHK'`);
    const hkToken = await t.signIn('hk.ops');
    const job = await openJob(t, hkToken);
    const [line] = await addLines(t, job.id, [{ companyType: 'XC' }]);
    const body = await refused(() => create(job.id, { lineIds: [line!.id] }, hkToken), 409);
    expect(body).toMatchObject({
      code: 'charge.otherCompanyType',
      message: 'Charges created by company type XC cannot be operated by SC',
    });
    const [own] = await addLines(t, job.id, [{ companyType: 'SC' }]);
    expect((await create(job.id, { lineIds: [own!.id] }, hkToken)).status).toBe(200);
    await t.database.db.execute(sql`update companies set company_type = 'XC' where company_code = 'APEXHK'`);
  });

  it('finds nothing of another office: its job, its invoice, its invoice list', async () => {
    const { job, invoice } = await jobWithDraft([{}]);
    const hk = t.tokens['hk.ops'];
    expect((await create(job.id, { lineIds: [1] }, hk)).status).toBe(404);
    expect((await send('GET', `${INVOICES}/${invoice.id}`, undefined, hk)).status).toBe(404);
    expect((await confirm(invoice.id, 1, {}, hk)).status).toBe(404);
    const list = await send('GET', `${INVOICES}?officeCode=SHA`, undefined, hk);
    expect(list).toMatchObject({ status: 403, body: { code: 'auth.officeNotAllowed' } });
  });
});

describe('the invoice list export', () => {
  it('writes every filtered invoice with labelled states and amounts as numbers, in the caller’s language', async () => {
    const { invoice } = await jobWithDraft([{ price: '1234.50' }]);
    const url = `${INVOICES}/export?keyword=&state=DRAFT&sortField=grossTotal&sortOrder=descend`;
    const sheet = await readExport(t, url, t.tokens.fin01, 'zh_CN');
    expect(sheet.getRow(1).getCell(1).value).toBe('发票号');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const ours = rows.find((row) => row?.[11] === 1234.5);
    expect(ours?.[3]).toBe('草稿');
    expect(rows.every((row) => row?.[3] === '草稿')).toBe(true);
    expect(invoice.invoiceNo).toBe('');
  });

  it('refuses an office the caller does not work in', async () => {
    const res = await send('GET', `${INVOICES}/export?officeCode=HKG`, undefined, t.tokens.op01);
    expect(res.status).toBe(403);
  });
});
