import type { ZClearingListQuery } from '@apex/shared/finance';
import { and, count, eq, exists, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { clearingItems, clearings, invoices, jobCharges, jobs, parties } from '../../../db/schema';
import { findPage, type ListSort } from '../../../platform/db/paging';

const clearingColumns = {
  id: clearings.id,
  kind: clearings.kind,
  side: clearings.side,
  officeCode: clearings.officeCode,
  partyId: clearings.partyId,
  partyName: sql<string>`(select ${parties.nameEn} from ${parties} where ${parties.id} = ${clearings.partyId})`,
  currency: clearings.currency,
  amount: clearings.amount,
  clearedOn: clearings.clearedOn,
  bankReference: clearings.bankReference,
  remark: clearings.remark,
  reversedBy: clearings.reversedBy,
  reversedAt: clearings.reversedAt,
  reverseReason: clearings.reverseReason,
  version: clearings.version,
  createdBy: clearings.createdBy,
  createdAt: clearings.createdAt,
  updatedBy: clearings.updatedBy,
  updatedAt: clearings.updatedAt,
};
export type ClearingRow = NonNullable<Awaited<ReturnType<typeof findClearingRow>>>;

/** A clearing of the office; another office's is not found. */
export async function findClearingRow(db: DbOrTx, id: number, officeCode: string) {
  const [row] = await db
    .select(clearingColumns)
    .from(clearings)
    .where(and(eq(clearings.id, id), eq(clearings.officeCode, officeCode)));
  return row;
}

/** The same clearing locked, after its jobs and invoices. */
export async function lockClearingRow(db: DbOrTx, id: number) {
  const [row] = await db.select(clearingColumns).from(clearings).where(eq(clearings.id, id)).for('update');
  return row!;
}

/** The items of clearings, with the invoice and job each went to. */
export async function findClearingItems(db: DbOrTx, clearingIds: readonly number[]) {
  if (clearingIds.length === 0) return [];
  return db
    .select({
      clearingId: clearingItems.clearingId,
      invoiceId: clearingItems.invoiceId,
      invoiceNo: sql<string>`coalesce(${invoices.invoiceNo}, '')`,
      jobId: invoices.jobId,
      jobNo: jobs.jobNo,
      amount: clearingItems.amount,
    })
    .from(clearingItems)
    .innerJoin(invoices, eq(invoices.id, clearingItems.invoiceId))
    .innerJoin(jobs, eq(jobs.id, invoices.jobId))
    .where(inArray(clearingItems.clearingId, [...clearingIds]))
    .orderBy(clearingItems.id);
}

/** The invoices a clearing names, of the office, unlocked: what their jobs are, to lock those first. */
export async function findInvoiceJobs(db: DbOrTx, invoiceIds: readonly number[], officeCode: string) {
  return db
    .select({ id: invoices.id, jobId: invoices.jobId })
    .from(invoices)
    .where(and(inArray(invoices.id, [...invoiceIds]), eq(invoices.officeCode, officeCode)));
}

export async function insertClearing(db: DbOrTx, values: typeof clearings.$inferInsert) {
  const [row] = await db.insert(clearings).values(values).returning({ id: clearings.id });
  return row!.id;
}

export async function insertClearingItems(db: DbOrTx, items: (typeof clearingItems.$inferInsert)[]) {
  await db.insert(clearingItems).values(items);
}

/** An invoice's cleared amount moves by `change` (signed as the invoice); its version moves on. */
export async function addToInvoiceCleared(db: DbOrTx, invoiceId: number, change: string, by: string) {
  await db
    .update(invoices)
    .set({
      clearedAmount: sql`${invoices.clearedAmount} + ${change}::numeric`,
      version: sql`${invoices.version} + 1`,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, invoiceId));
}

/** The day of the last clearing of an invoice not reversed: its lines' cleared date once they are cleared. */
export async function findLastClearedOn(db: DbOrTx, invoiceId: number) {
  const [row] = await db
    .select({ clearedOn: sql<string | null>`max(${clearings.clearedOn})::text` })
    .from(clearingItems)
    .innerJoin(clearings, eq(clearings.id, clearingItems.clearingId))
    .where(and(eq(clearingItems.invoiceId, invoiceId), isNull(clearings.reversedAt)));
  return row?.clearedOn ?? null;
}

export async function setLineCleared(
  db: DbOrTx,
  { id, clearedAmount, clearedDate, by }: { id: number; clearedAmount: string; clearedDate: string | null; by: string },
) {
  await db
    .update(jobCharges)
    .set({ clearedAmount, clearedDate, version: sql`${jobCharges.version} + 1`, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(jobCharges.id, id));
}

export async function markReversed(db: DbOrTx, { id, by, reason }: { id: number; by: string; reason: string }) {
  await db
    .update(clearings)
    .set({
      reversedBy: by,
      reversedAt: sql`now()`,
      reverseReason: reason,
      version: sql`${clearings.version} + 1`,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(eq(clearings.id, id));
}

type ClearingSortField = 'clearedOn' | 'amount';
const SORT: ListSort<ClearingSortField> = {
  columns: { clearedOn: clearings.clearedOn, amount: clearings.amount },
  fallback: 'clearedOn',
  id: clearings.id,
};

/** The office's clearings, newest first by default (`clearings_office_idx`). */
export function findClearingPage(db: DbOrTx, q: z.output<typeof ZClearingListQuery> & { officeCode: string }) {
  const where = and(
    eq(clearings.officeCode, q.officeCode),
    q.partyId ? eq(clearings.partyId, q.partyId) : undefined,
    q.invoiceId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(clearingItems)
            .where(and(eq(clearingItems.clearingId, clearings.id), eq(clearingItems.invoiceId, q.invoiceId))),
        )
      : undefined,
    q.side ? eq(clearings.side, q.side) : undefined,
    q.currency ? eq(clearings.currency, q.currency) : undefined,
    q.dateFrom ? gte(clearings.clearedOn, q.dateFrom) : undefined,
    q.dateTo ? lte(clearings.clearedOn, q.dateTo) : undefined,
  );
  const matches = db.select({ count: count() }).from(clearings).where(where);
  const sorted = { ...q, sortOrder: q.sortOrder ?? (q.sortField ? undefined : ('descend' as const)) };
  return findPage(db.select(clearingColumns).from(clearings).where(where).$dynamic(), matches, sorted, SORT);
}
