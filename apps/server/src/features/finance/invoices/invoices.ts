import { ENTITY_NAMES, type TPage } from '@apex/shared';
import {
  INVOICE_KINDS,
  type TInvoice,
  type TInvoiceKind,
  type TInvoiceRow,
  type ZCreateInvoiceRequest,
  type ZInvoiceListQuery,
  type ZUpdateInvoiceRequest,
} from '@apex/shared/finance';
import { compareDecimals } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { checkOwnOffice } from '../../../platform/auth/caller';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkVersion, type JobRef, lockJob } from '../../jobs/access/job-access';
import { findOfficeMoneySettings } from '../../jobs/charges/job-money-queries';
import { lockJobsById, settleJobs } from '../affected-jobs';
import { findCreditTerms } from '../credit/queries';
import type { FinanceCaller } from '../finance-caller';
import { checkCompanyType, checkInvoiceLines, invoiceDates, invoiceTotals } from './invoice-lines';
import { findInvoicePage, findOpenInvoiceRows } from './invoice-list-queries';
import {
  attachLines,
  deleteInvoiceRow,
  findInvoiceLines,
  findInvoiceRow,
  type InvoiceRow,
  insertInvoice,
  lockInvoiceLines,
  lockInvoiceRow,
  lockJobLines,
  releaseLines,
  updateInvoiceRow,
} from './queries';

type InvoiceLine = Awaited<ReturnType<typeof findInvoiceLines>>[number];

export function toInvoiceRow(row: InvoiceRow): TInvoiceRow {
  const { localGross, localCurrency, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as TInvoiceRow['kind'],
    side: row.side as TInvoiceRow['side'],
    state: row.state as TInvoiceRow['state'],
    paymentState: row.paymentState as TInvoiceRow['paymentState'],
    jobType: row.jobType as TJobType,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toInvoice = (row: InvoiceRow, lines: readonly InvoiceLine[]): TInvoice => ({
  ...toInvoiceRow(row),
  lines: lines.filter((line) => line.invoiceId === row.id).map(({ invoiceId, ...line }) => line),
});

/** An invoice as the editor shows it; one of an office the caller does not work in is not found. */
export async function getInvoice(db: DbOrTx, id: number, offices: ReadonlySet<string>): Promise<TInvoice> {
  const row = await findInvoiceRow(db, id, [...offices]);
  if (!row) throw notFound(ENTITY_NAMES.invoice, id);
  return toInvoice(row, await findInvoiceLines(db, [id]));
}

/** The invoice list of one of the caller's offices, the session's unless another is asked for. */
export async function findInvoices(
  { db }: ServiceContext,
  query: z.output<typeof ZInvoiceListQuery>,
  caller: FinanceCaller,
): Promise<TPage<TInvoiceRow>> {
  const officeCode = query.officeCode?.toUpperCase() ?? caller.officeCode;
  checkOwnOffice(caller, officeCode, 'query.officeCode');
  const page = await findInvoicePage(db, { ...query, officeCode });
  return { rows: page.rows.map(toInvoiceRow), total: page.total };
}

/** The session office's confirmed invoices of a party a payment can clear. */
export async function findOpenInvoices(
  { db }: ServiceContext,
  query: { partyId: number; side: string; currency: string },
  caller: FinanceCaller,
) {
  return (await findOpenInvoiceRows(db, { ...query, officeCode: caller.officeCode })).map(toInvoiceRow);
}

/**
 * The invoice a write names, of the session's office (404 otherwise), with its job: the job is
 * locked first, then the invoice (affected-jobs.ts: jobs, invoices, lines).
 */
async function lockInvoice(tx: Tx, id: number, caller: FinanceCaller) {
  const found = await findInvoiceRow(tx, id, [caller.officeCode]);
  if (!found) throw notFound(ENTITY_NAMES.invoice, id);
  const [job] = await lockJobsById(tx, [found.jobId]);
  return { invoice: await lockInvoiceRow(tx, id), job: job! };
}

/** spec §4: only a draft changes; a confirmed invoice is cancelled back to draft first. */
function checkDraft(invoice: InvoiceRow) {
  if (invoice.state === 'CONFIRMED') throw new AppError(409, 'invoice.confirmedNoChange');
  if (invoice.state !== 'DRAFT') throw new AppError(409, 'invoice.notDraft');
}

/** spec §8: a cleared invoice, or one with its tax invoice issued, is neither cancelled nor deleted. */
function checkNotSettled(invoice: InvoiceRow) {
  if (compareDecimals(invoice.clearedAmount, '0') !== 0 || invoice.taxInvoiceNo !== '')
    throw new AppError(409, 'invoice.clearedOrTaxBilled');
}

const isVendorBill = (kind: string) => kind === 'VENDOR_BILL';

/** The invoice's record in the operation log: its number once it has one, else its job's. */
export async function auditInvoice(
  tx: Tx,
  caller: FinanceCaller,
  invoice: { id: number; invoiceNo: string; jobNo: string },
  action: `invoice.${'created' | 'updated' | 'confirmed' | 'cancelled' | 'deleted' | 'voided' | 'taxInvoiceSet'}`,
  detail: Record<string, unknown> = {},
) {
  await writeAudit(tx, caller, {
    action,
    entity: 'invoice',
    entityId: invoice.id,
    key: invoice.invoiceNo || invoice.jobNo,
    detail: { invoiceNo: invoice.invoiceNo, jobNo: invoice.jobNo, ...detail },
  });
}

/**
 * A write to one invoice: its job and itself locked, the version the caller read checked, `change`
 * made, and the job's money settled, in one transaction.
 */
export async function writeInvoice(
  ctx: ServiceContext,
  { id, version, caller }: { id: number; version: number; caller: FinanceCaller },
  change: (tx: Tx, locked: Awaited<ReturnType<typeof lockInvoice>>) => Promise<void>,
) {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, id, caller);
    checkVersion(locked.invoice, version);
    await change(tx, locked);
    await settleJobs(tx, [locked.invoice.jobId], caller.account);
  });
}

function checkConfirmed(invoice: InvoiceRow) {
  if (invoice.state !== 'CONFIRMED') throw new AppError(409, 'invoice.notConfirmed', { invoiceNo: invoice.invoiceNo });
}

/** The figures and dates an invoice takes from its lines, party and office. */
async function derivedValues(
  tx: Tx,
  lines: Awaited<ReturnType<typeof lockJobLines>>,
  { invoiceDate, officeCode }: { invoiceDate: string; officeCode: string },
) {
  const first = lines[0]!;
  const [party] = await findCreditTerms(tx, [first.partyId], { limited: false });
  const { localCurrency } = await findOfficeMoneySettings(tx, officeCode);
  return {
    partyId: first.partyId,
    currency: first.currency,
    localCurrency,
    ...invoiceDates(lines, invoiceDate, party?.creditDays ?? 0),
    ...invoiceTotals(lines),
  };
}

/**
 * A new draft invoice (debit or credit note, vendor bill) of some of a job's lines, in the job's
 * transaction: the lines join it, the job's money status follows.
 */
export async function createInvoice(
  ctx: ServiceContext,
  { ref, input, caller }: { ref: JobRef; input: z.output<typeof ZCreateInvoiceRequest>; caller: FinanceCaller },
): Promise<TInvoice> {
  const kind: TInvoiceKind = input.kind;
  const id = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    const lines = await lockJobLines(tx, job.id, input.lineIds);
    checkInvoiceLines(lines, input.lineIds, { kind, invoiceId: null, companyType: caller.companyType });
    const by = caller.account;
    const id = await insertInvoice(tx, {
      officeCode: job.officeCode,
      jobId: job.id,
      kind,
      side: INVOICE_KINDS[kind].side,
      remark: input.remark,
      vendorInvoiceNo: input.vendorInvoiceNo,
      ...(await derivedValues(tx, lines, { invoiceDate: input.invoiceDate, officeCode: job.officeCode })),
      createdBy: by,
      updatedBy: by,
    });
    const vendorInvoiceNo = isVendorBill(kind) ? input.vendorInvoiceNo : undefined;
    await attachLines(tx, { invoiceId: id, lineIds: input.lineIds, vendorInvoiceNo, by });
    await settleJobs(tx, [job.id], by);
    await auditInvoice(tx, caller, { id, invoiceNo: '', jobNo: job.jobNo }, 'invoice.created', {
      kind,
      lines: lines.map((line) => line.lineNo),
    });
    return id;
  });
  return getInvoice(ctx.db, id, caller.offices);
}

/** A draft's lines, date and remark; the lines it no longer holds are free for another invoice. */
export async function updateInvoice(
  ctx: ServiceContext,
  { id, input, caller }: { id: number; input: z.output<typeof ZUpdateInvoiceRequest>; caller: FinanceCaller },
): Promise<TInvoice> {
  await writeInvoice(ctx, { id, version: input.version, caller }, async (tx, { invoice }) => {
    checkDraft(invoice);
    checkCompanyType(await lockInvoiceLines(tx, id), caller.companyType);
    const kind = invoice.kind as TInvoiceKind;
    const lines = await lockJobLines(tx, invoice.jobId, input.lineIds);
    checkInvoiceLines(lines, input.lineIds, { kind, invoiceId: id, companyType: caller.companyType });
    const by = caller.account;
    const vendorBill = isVendorBill(kind);
    await releaseLines(tx, { invoiceId: id, keep: input.lineIds, vendorBill, by });
    const vendorInvoiceNo = vendorBill ? input.vendorInvoiceNo : undefined;
    await attachLines(tx, { invoiceId: id, lineIds: input.lineIds, vendorInvoiceNo, by });
    await updateInvoiceRow(
      tx,
      { id, version: input.version, by, entity: ENTITY_NAMES.invoice },
      {
        remark: input.remark,
        vendorInvoiceNo: input.vendorInvoiceNo,
        ...(await derivedValues(tx, lines, { invoiceDate: input.invoiceDate, officeCode: invoice.officeCode })),
      },
    );
    await auditInvoice(tx, caller, invoice, 'invoice.updated', { lines: lines.map((line) => line.lineNo) });
  });
  return getInvoice(ctx.db, id, caller.offices);
}

/** spec §4: a confirmed invoice back to draft, to be changed; it keeps its number. */
export async function cancelInvoice(
  ctx: ServiceContext,
  { id, version, caller }: { id: number; version: number; caller: FinanceCaller },
): Promise<TInvoice> {
  await writeInvoice(ctx, { id, version, caller }, async (tx, { invoice }) => {
    checkConfirmed(invoice);
    checkNotSettled(invoice);
    checkCompanyType(await lockInvoiceLines(tx, id), caller.companyType);
    const target = { id, version, by: caller.account, entity: ENTITY_NAMES.invoice };
    await updateInvoiceRow(tx, target, { state: 'DRAFT', confirmedBy: '', confirmedAt: null });
    await auditInvoice(tx, caller, invoice, 'invoice.cancelled');
  });
  return getInvoice(ctx.db, id, caller.offices);
}

/** The tax authority's invoice no of a confirmed invoice; once set, the invoice is neither cancelled nor deleted. */
export async function setTaxInvoiceNo(
  ctx: ServiceContext,
  { id, version, taxInvoiceNo, caller }: { id: number; version: number; taxInvoiceNo: string; caller: FinanceCaller },
): Promise<TInvoice> {
  await writeInvoice(ctx, { id, version, caller }, async (tx, { invoice }) => {
    checkConfirmed(invoice);
    await updateInvoiceRow(tx, { id, version, by: caller.account, entity: ENTITY_NAMES.invoice }, { taxInvoiceNo });
    await auditInvoice(tx, caller, invoice, 'invoice.taxInvoiceSet', { taxInvoiceNo });
  });
  return getInvoice(ctx.db, id, caller.offices);
}

/**
 * spec §8: only a draft is deleted. A draft that once had a number (confirmed, then cancelled) is
 * voided instead and keeps it, so the office's numbers have no gap; its lines are free either way.
 */
export async function deleteInvoice(
  ctx: ServiceContext,
  { id, version, caller }: { id: number; version: number; caller: FinanceCaller },
): Promise<void> {
  await writeInvoice(ctx, { id, version, caller }, async (tx, { invoice }) => {
    if (invoice.state === 'CONFIRMED') checkNotSettled(invoice);
    if (invoice.state !== 'DRAFT') throw new AppError(409, 'invoice.notDraft');
    checkCompanyType(await lockInvoiceLines(tx, id), caller.companyType);
    const by = caller.account;
    await releaseLines(tx, { invoiceId: id, vendorBill: isVendorBill(invoice.kind), by });
    if (invoice.invoiceNo) {
      await updateInvoiceRow(tx, { id, version, by, entity: ENTITY_NAMES.invoice }, { state: 'VOID' });
      await auditInvoice(tx, caller, invoice, 'invoice.voided');
    } else {
      await deleteInvoiceRow(tx, id);
      await auditInvoice(tx, caller, invoice, 'invoice.deleted');
    }
  });
}
