import { ENTITY_NAMES, type TPage } from '@apex/shared';
import type { TClearing, ZClearingListQuery, ZCreateClearingRequest } from '@apex/shared/finance';
import { addDecimals, compareDecimals, formatMoney, subtractDecimals } from '@apex/shared/format';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkVersion } from '../../jobs/access/job-access';
import { lockJobsById, settleJobs } from '../affected-jobs';
import type { FinanceCaller } from '../finance-caller';
import { invoiceNameOf } from '../invoices/invoice-lines';
import { type InvoiceRow, lockInvoiceLines, lockInvoiceRows } from '../invoices/queries';
import { shareOutCleared } from './line-clearing';
import {
  addToInvoiceCleared,
  type ClearingRow,
  findClearingItems,
  findClearingPage,
  findClearingRow,
  findInvoiceJobs,
  findLastClearedOn,
  insertClearing,
  insertClearingItems,
  lockClearingRow,
  markReversed,
  setLineCleared,
} from './queries';

type ClearingItem = Awaited<ReturnType<typeof findClearingItems>>[number];
type CreateInput = z.output<typeof ZCreateClearingRequest>;

function toClearing(row: ClearingRow, items: readonly ClearingItem[]): TClearing {
  const { reversedAt, updatedBy, updatedAt, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as TClearing['kind'],
    side: row.side as TClearing['side'],
    items: items
      .filter((item) => item.clearingId === row.id)
      .map(({ invoiceId, invoiceNo, jobNo, amount }) => ({ invoiceId, invoiceNo, jobNo, amount })),
    reversed: reversedAt !== null,
    reversedAt: reversedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function getClearing(db: DbOrTx, id: number, officeCode: string) {
  const row = await findClearingRow(db, id, officeCode);
  if (!row) throw notFound(ENTITY_NAMES.clearing, id);
  return toClearing(row, await findClearingItems(db, [id]));
}

/** The session office's clearings, newest first. */
export async function findClearings(
  { db }: ServiceContext,
  query: z.output<typeof ZClearingListQuery>,
  caller: FinanceCaller,
): Promise<TPage<TClearing>> {
  const page = await findClearingPage(db, { ...query, officeCode: caller.officeCode });
  const items = await findClearingItems(
    db,
    page.rows.map((row) => row.id),
  );
  return { rows: page.rows.map((row) => toClearing(row, items)), total: page.total };
}

/**
 * The invoices a clearing touches, of the session's office (404 otherwise), locked after their
 * jobs, in id order (affected-jobs.ts).
 */
async function lockClearedInvoices(tx: Tx, invoiceIds: readonly number[], officeCode: string) {
  const found = await findInvoiceJobs(tx, invoiceIds, officeCode);
  const missing = invoiceIds.find((id) => !found.some((invoice) => invoice.id === id));
  if (missing !== undefined) throw notFound(ENTITY_NAMES.invoice, missing);
  await lockJobsById(
    tx,
    found.map((invoice) => invoice.jobId),
  );
  return lockInvoiceRows(tx, invoiceIds);
}

/** +1 for an invoice, -1 for a credit note: the direction a clearing moves its cleared amount. */
const signed = (invoice: InvoiceRow, amount: string) =>
  compareDecimals(invoice.grossTotal, '0') < 0 ? subtractDecimals('0', amount) : amount;
const magnitude = (value: string) => (compareDecimals(value, '0') < 0 ? subtractDecimals('0', value) : value);

/**
 * What a clearing takes off one invoice (issue 17 clearing): a confirmed invoice of the party,
 * side and currency; a payment more than 0 and at most what is outstanding; a charge-off all that
 * is outstanding, of an invoice that has some (spec §8 "charge-off unavailable").
 */
function itemAmount(invoice: InvoiceRow, input: CreateInput, asked: string): string {
  const invoiceNo = invoiceNameOf(invoice.invoiceNo);
  if (
    invoice.state !== 'CONFIRMED' ||
    invoice.partyId !== input.partyId ||
    invoice.side !== input.side ||
    invoice.currency !== input.currency
  )
    throw new AppError(409, 'clearing.invoiceMismatch', { invoiceNo });
  const outstanding = magnitude(invoice.outstanding);
  if (input.kind === 'CHARGE_OFF') {
    if (compareDecimals(outstanding, '0') === 0)
      throw new AppError(409, 'clearing.chargeOffUnavailable', { invoiceNo });
    return outstanding;
  }
  if (compareDecimals(asked, '0') <= 0) throw new AppError(400, 'clearing.amountZero');
  if (compareDecimals(asked, outstanding) > 0)
    throw new AppError(409, 'clearing.exceedsOutstanding', {
      amount: formatMoney(asked),
      invoiceNo,
      outstanding: formatMoney(outstanding),
    });
  return addDecimals(asked, '0.00');
}

/** The invoice's cleared amount shared out on its lines again, with the day the last clearing was made. */
async function shareOutOnLines(tx: Tx, invoiceId: number, by: string) {
  const [invoice] = await lockInvoiceRows(tx, [invoiceId]);
  const lines = await lockInvoiceLines(tx, invoiceId);
  const grosses = lines.map((line) => ({ id: line.id, gross: addDecimals(line.notTaxedAmount, line.taxAmount) }));
  const shares = shareOutCleared(grosses, invoice!.clearedAmount, invoice!.grossTotal);
  const lastClearedOn = await findLastClearedOn(tx, invoiceId);
  for (const [i, line] of grosses.entries()) {
    const share = shares[i]!;
    const whole = compareDecimals(share, line.gross) === 0 && compareDecimals(share, '0') !== 0;
    await setLineCleared(tx, { id: line.id, clearedAmount: share, clearedDate: whole ? lastClearedOn : null, by });
  }
}

/**
 * A clearing's effect: each invoice's cleared amount moved by its change, shared out on its lines
 * again, and the invoices' jobs settled (their close status follows).
 */
async function applyToInvoices(tx: Tx, changes: readonly { invoice: InvoiceRow; change: string }[], by: string) {
  for (const { invoice, change } of changes) {
    await addToInvoiceCleared(tx, invoice.id, change, by);
    await shareOutOnLines(tx, invoice.id, by);
  }
  await settleJobs(
    tx,
    changes.map(({ invoice }) => invoice.jobId),
    by,
  );
}

/** Items on the same invoice are one item of their sum. */
function mergedItems(items: CreateInput['items']) {
  const sums = new Map<number, string>();
  for (const { invoiceId, amount } of items) sums.set(invoiceId, addDecimals(sums.get(invoiceId) ?? '0', amount));
  return sums;
}

/**
 * Records a payment received or made, or a charge-off, against confirmed invoices of one party,
 * side and currency, each at most what it has outstanding; the invoices' and lines' cleared
 * amounts and their jobs' close status follow in the same transaction.
 */
export async function createClearing(
  ctx: ServiceContext,
  { input, caller }: { input: CreateInput; caller: FinanceCaller },
): Promise<TClearing> {
  const asked = mergedItems(input.items);
  const id = await ctx.db.transaction(async (tx) => {
    const invoices = await lockClearedInvoices(tx, [...asked.keys()], caller.officeCode);
    const items = invoices.map((invoice) => ({ invoice, amount: itemAmount(invoice, input, asked.get(invoice.id)!) }));
    const by = caller.account;
    const { kind, side, partyId, currency, clearedOn, bankReference, remark } = input;
    const amount = addDecimals('0.00', ...items.map((item) => item.amount));
    const id = await insertClearing(tx, {
      ...{ kind, side, partyId, currency, clearedOn, bankReference, remark },
      officeCode: caller.officeCode,
      amount,
      createdBy: by,
      updatedBy: by,
    });
    await insertClearingItems(
      tx,
      items.map((item) => ({ clearingId: id, invoiceId: item.invoice.id, amount: item.amount })),
    );
    await applyToInvoices(
      tx,
      items.map(({ invoice, amount }) => ({ invoice, change: signed(invoice, amount) })),
      by,
    );
    await writeAudit(tx, caller, {
      action: 'clearing.created',
      entity: 'clearing',
      entityId: id,
      key: `${input.currency} ${amount}`,
      detail: {
        kind: input.kind,
        side: input.side,
        partyId: input.partyId,
        bankReference: input.bankReference,
        invoices: items.map((item) => ({ invoiceNo: item.invoice.invoiceNo, amount: item.amount })),
      },
    });
    return id;
  });
  return getClearing(ctx.db, id, caller.officeCode);
}

/**
 * Takes a clearing back, with its reason (kept and audited, never deleted): what it cleared is
 * outstanding again on its invoices and their lines.
 */
export async function reverseClearing(
  ctx: ServiceContext,
  { id, version, reason, caller }: { id: number; version: number; reason: string; caller: FinanceCaller },
): Promise<TClearing> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findClearingRow(tx, id, caller.officeCode))) throw notFound(ENTITY_NAMES.clearing, id);
    const items = await findClearingItems(tx, [id]);
    const invoices = await lockClearedInvoices(
      tx,
      items.map((item) => item.invoiceId),
      caller.officeCode,
    );
    const clearing = await lockClearingRow(tx, id);
    checkVersion(clearing, version);
    if (clearing.reversedAt) throw new AppError(409, 'clearing.alreadyReversed');
    const by = caller.account;
    await markReversed(tx, { id, by, reason });
    const changes = items.map((item) => {
      const invoice = invoices.find((candidate) => candidate.id === item.invoiceId)!;
      return { invoice, change: subtractDecimals('0', signed(invoice, item.amount)) };
    });
    await applyToInvoices(tx, changes, by);
    await writeAudit(tx, caller, {
      action: 'clearing.reversed',
      entity: 'clearing',
      entityId: id,
      key: `${clearing.currency} ${clearing.amount}`,
      detail: { reason, invoices: items.map((item) => ({ invoiceNo: item.invoiceNo, amount: item.amount })) },
    });
  });
  return getClearing(ctx.db, id, caller.officeCode);
}
