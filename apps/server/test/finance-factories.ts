import { HEADERS } from '@apex/shared';
import { convertAmount, lineAmount, lineTax, type TCheckStatus, type TCompanyType } from '@apex/shared/finance';
import type { TJobType } from '@apex/shared/jobs';
import { expect } from 'vitest';
import { queryRows, sql } from '../src/db/client';
import { jobCharges } from '../src/db/schema';
import { refreshJobMoney } from '../src/features/jobs/charges/job-money';
import { JOB_PATHS, jobInput } from './job-factories';
import type { TestApp } from './test-app';

/** A charge (AR) or cost (AP) line as a test names it; the rest takes a plausible default. */
export interface LineSeed {
  side?: 'AR' | 'AP';
  chargeCode?: string;
  /** The job's customer (AR) or overseas agent (AP) when absent. */
  partyId?: number;
  currency?: string;
  price?: string;
  num?: string;
  /** One unit of the currency in the office's local currency (1 for the local currency). */
  exchangeRate?: string;
  taxRate?: string | null;
  taxInclusive?: boolean;
  agingBeginDate?: string | null;
  checkStatus?: TCheckStatus;
  companyType?: TCompanyType;
}

export interface SeededLine {
  id: number;
  version: number;
  lineNo: number;
}

/** A new job through the API, as an operator opens one: of the session's office, or of `officeCode` of the caller's. */
export async function openJob(
  t: TestApp,
  token: string,
  {
    jobType = 'OE',
    officeCode,
    ...overrides
  }: { jobType?: TJobType; officeCode?: string } & Record<string, unknown> = {},
) {
  const res = await t.call({
    method: 'POST',
    url: JOB_PATHS[jobType],
    token,
    payload: await jobInput(t, overrides),
    headers: officeCode ? { [HEADERS.officeCode]: officeCode } : {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; version: number; officeCode: string };
}

/**
 * Lines written straight into a job, with the figures the charges part works out (the shared
 * charge arithmetic) and the job's money status refreshed, as the charges part's save leaves them.
 * The finance tests build on lines without depending on that save's rules.
 */
export async function addLines(t: TestApp, jobId: number, seeds: readonly LineSeed[]): Promise<SeededLine[]> {
  const db = t.database.db;
  const [job] = await queryRows<{ customer_id: number; overseas_agent_id: number; next: number; company: number }>(
    db,
    sql`select customer_id, overseas_agent_id,
               (select coalesce(max(line_no), 0) + 1 from job_charges where job_id = ${jobId})::int as next,
               (select min(id) from companies)::int as company
        from jobs where id = ${jobId}`,
  );
  const codes = await queryRows<{ id: number; code: string }>(db, sql`select id, code from charge_codes`);
  const values = seeds.map((seed, i) => {
    const side = seed.side ?? 'AR';
    const currency = seed.currency ?? 'CNY';
    const price = seed.price ?? '100.00';
    const num = seed.num ?? '1';
    const amount = lineAmount(price, num);
    const taxRate = seed.taxRate ?? null;
    const tax = lineTax(amount, taxRate, seed.taxInclusive ?? false);
    const exchangeRate = seed.exchangeRate ?? '1';
    const checked = seed.checkStatus === 'CHECKED';
    return {
      jobId,
      lineNo: job!.next + i,
      side,
      chargeCodeId: codes.find((c) => c.code === (seed.chargeCode ?? 'DOC'))!.id,
      displayName: seed.chargeCode ?? 'Documentation Fee',
      partyId: seed.partyId ?? (side === 'AR' ? job!.customer_id : job!.overseas_agent_id),
      currency,
      unit: 'SHPT',
      num,
      price,
      amount,
      exchangeRate,
      localAmount: convertAmount(amount, exchangeRate),
      sourceCurrency: currency,
      sourcePrice: price,
      sourceAmount: amount,
      dueDate: '2099-01-31',
      agingBeginDate: seed.agingBeginDate ?? null,
      taxType: taxRate === null ? null : 'VAT_GENERAL',
      taxRate,
      taxAmount: tax.taxAmount,
      notTaxedAmount: tax.notTaxedAmount,
      branchCompanyId: taxRate === null ? null : job!.company,
      taxInclusive: seed.taxInclusive ?? false,
      checkStatus: seed.checkStatus ?? 'UNCHECKED',
      checkedBy: checked ? 'fin01' : '',
      checkedAt: checked ? new Date() : null,
      companyType: seed.companyType ?? 'XC',
      createdBy: 'test',
      updatedBy: 'test',
    };
  });
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(jobCharges)
      .values(values)
      .returning({ id: jobCharges.id, version: jobCharges.version, lineNo: jobCharges.lineNo });
    await refreshJobMoney(tx, jobId);
    return rows;
  });
}

/** A job's money status as the job row keeps it. */
export async function jobMoneyOf(t: TestApp, jobId: number) {
  const [row] = await queryRows<Record<string, string | null>>(
    t.database.db,
    sql`select invoice_status, close_status, ar_check_status, ap_check_status, ar_local::text, ap_local::text,
               profit_local::text, margin_pct::text
        from jobs where id = ${jobId}`,
  );
  return row!;
}

/** The charges part's version of a job (0 before anything changed its lines). */
export async function chargesVersionOf(t: TestApp, jobId: number) {
  const [row] = await queryRows<{ version: number }>(
    t.database.db,
    sql`select version from job_part_versions where job_id = ${jobId} and part = 'charges'`,
  );
  return row?.version ?? 0;
}

/** A draft of `lineIds` made and confirmed through the API (the lines must be checked). */
export async function confirmedInvoice(
  t: TestApp,
  token: string,
  {
    jobId,
    lineIds,
    kind = 'INVOICE',
    jobType = 'OE',
  }: { jobId: number; lineIds: number[]; kind?: string; jobType?: TJobType },
) {
  const draft = await t.call({
    method: 'POST',
    url: `${JOB_PATHS[jobType]}/${jobId}/invoices`,
    token,
    payload: { kind, lineIds, invoiceDate: '2099-01-15' },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const confirmed = await t.call({
    method: 'POST',
    url: `/api/finance/invoices/${draft.body.data.id}/confirm`,
    token,
    payload: { version: draft.body.data.version, acknowledgeCredit: true },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.data as { id: number; invoiceNo: string; version: number; partyId: number; grossTotal: string };
}

/** A customer of its own through the API, with the credit terms given, so no demo invoice is counted with the test's. */
export async function newCustomer(t: TestApp & { admin: string }, code: string, credit: object = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/sys/parties',
    token: t.admin,
    payload: { code, nameEn: `${code} Trading Co., Ltd.`, roles: ['CUSTOMER'], officeCode: 'SHA', ...credit },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; code: string };
}

/**
 * Holds `party_receivables`, which the database keeps on every invoice write (migration 0021), equal
 * to the sum it stands for, worked out again from every invoice.
 */
export async function expectReceivablesKept(t: TestApp) {
  const [drift] = await queryRows<{ stored: string; summed: string }>(
    t.database.db,
    sql`with summed as (
          select party_id, local_currency as currency,
                 sum(round(local_gross * (gross_total - cleared_amount) / gross_total, 2)) as amount
          from invoices where state = 'CONFIRMED' and side = 'AR' and cleared_amount <> gross_total
          group by 1, 2)
        select coalesce(r.amount, 0)::text as stored, coalesce(s.amount, 0)::text as summed
        from party_receivables r full join summed s using (party_id, currency)
        where coalesce(r.amount, 0) <> coalesce(s.amount, 0) limit 1`,
  );
  expect(drift, 'party_receivables equals the sum over the invoices').toBeUndefined();
}
