import type { TPaymentState } from '@apex/shared/finance';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { chargeCodes, invoices, jobCharges, jobs, parties } from '../../../db/schema';
import { updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

/**
 * A name the row refers to, looked up for the rows read rather than joined: the invoice list stays
 * one table to plan, as the job list does (jobs/list/queries.ts: nameOf).
 */
const lookUp = <T>(
  column: SQL | typeof jobs.jobNo,
  table: typeof jobs | typeof parties,
  key: SQL | typeof invoices.jobId,
) => sql<T>`(select ${column} from ${table} where ${table.id} = ${key})`;

/** What an invoice still has to be paid: its gross total less what clearings took off it. */
export const outstandingOf = sql<string>`(${invoices.grossTotal} - ${invoices.clearedAmount})`;

/** `paymentStateOf` of @apex/shared/finance as a column: the same rule. */
const paymentStateOf = sql<string>`case
  when ${invoices.clearedAmount} = ${invoices.grossTotal} and ${invoices.grossTotal} <> 0 then 'CLEARED'
  when ${invoices.clearedAmount} = 0 then 'UNPAID' else 'PART_CLEARED' end`;

/**
 * The same states as conditions on the columns (a cleared amount is never over the gross): the
 * planner estimates these, where it took the case above for rare and counted a page of a million
 * invoices by a scan three times as long (bench/finance.ts).
 */
export const PAYMENT_STATE_WHERE: Record<TPaymentState, SQL> = {
  UNPAID: sql`${invoices.clearedAmount} = 0`,
  PART_CLEARED: sql`${invoices.clearedAmount} <> 0 and ${invoices.clearedAmount} <> ${invoices.grossTotal}`,
  CLEARED: sql`${invoices.clearedAmount} = ${invoices.grossTotal} and ${invoices.grossTotal} <> 0`,
};

export const invoiceColumns = {
  id: invoices.id,
  invoiceNo: sql<string>`coalesce(${invoices.invoiceNo}, '')`,
  kind: invoices.kind,
  side: invoices.side,
  state: invoices.state,
  paymentState: paymentStateOf,
  jobId: invoices.jobId,
  jobNo: lookUp<string>(sql`${jobs.jobNo}`, jobs, sql`${invoices.jobId}`),
  jobType: lookUp<string>(sql`${jobs.jobType}`, jobs, sql`${invoices.jobId}`),
  officeCode: invoices.officeCode,
  partyId: invoices.partyId,
  partyCode: lookUp<string>(sql`${parties.code}`, parties, sql`${invoices.partyId}`),
  partyName: lookUp<string>(sql`${parties.nameEn}`, parties, sql`${invoices.partyId}`),
  currency: invoices.currency,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  agingBeginDate: invoices.agingBeginDate,
  taxInvoiceNo: invoices.taxInvoiceNo,
  vendorInvoiceNo: invoices.vendorInvoiceNo,
  remark: invoices.remark,
  amountTotal: invoices.amountTotal,
  taxTotal: invoices.taxTotal,
  grossTotal: invoices.grossTotal,
  clearedAmount: invoices.clearedAmount,
  outstanding: outstandingOf,
  localGross: invoices.localGross,
  localCurrency: invoices.localCurrency,
  confirmedBy: invoices.confirmedBy,
  confirmedAt: invoices.confirmedAt,
  version: invoices.version,
  createdBy: invoices.createdBy,
  createdAt: invoices.createdAt,
  updatedBy: invoices.updatedBy,
  updatedAt: invoices.updatedAt,
};
export type InvoiceRow = Awaited<ReturnType<typeof findInvoiceRow>> & {};

/** One invoice of the given offices (none: any office). */
export async function findInvoiceRow(db: DbOrTx, id: number, officeCodes?: readonly string[]) {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(and(eq(invoices.id, id), officeCodes ? inArray(invoices.officeCode, [...officeCodes]) : undefined));
  return row;
}

/**
 * The same invoice locked for the rest of the transaction. Callers lock its job first: every
 * write to an invoice takes its job, then the invoice, then the lines, so two writes never wait
 * on each other the other way round.
 */
export async function lockInvoiceRow(db: DbOrTx, id: number) {
  const [row] = await db.select(invoiceColumns).from(invoices).where(eq(invoices.id, id)).for('update');
  return row!;
}

/** The invoices of a clearing locked in id order (their jobs are locked first). */
export async function lockInvoiceRows(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(invoiceColumns)
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update');
}

/** An invoice's lines as the editor shows them, in the job's line order. */
export async function findInvoiceLines(db: DbOrTx, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: jobCharges.invoiceId,
      id: jobCharges.id,
      chargeCode: chargeCodes.code,
      displayName: jobCharges.displayName,
      unit: jobCharges.unit,
      num: jobCharges.num,
      price: jobCharges.price,
      amount: jobCharges.amount,
      taxRate: jobCharges.taxRate,
      taxAmount: jobCharges.taxAmount,
      notTaxedAmount: jobCharges.notTaxedAmount,
      clearedAmount: jobCharges.clearedAmount,
    })
    .from(jobCharges)
    .innerJoin(chargeCodes, eq(chargeCodes.id, jobCharges.chargeCodeId))
    .where(inArray(jobCharges.invoiceId, [...invoiceIds]))
    .orderBy(asc(jobCharges.lineNo), asc(jobCharges.id));
}

const lineColumns = {
  id: jobCharges.id,
  jobId: jobCharges.jobId,
  lineNo: jobCharges.lineNo,
  side: jobCharges.side,
  partyId: jobCharges.partyId,
  partyName: lookUp<string>(sql`${parties.nameEn}`, parties, sql`${jobCharges.partyId}`),
  currency: jobCharges.currency,
  amount: jobCharges.amount,
  taxAmount: jobCharges.taxAmount,
  notTaxedAmount: jobCharges.notTaxedAmount,
  taxInclusive: jobCharges.taxInclusive,
  exchangeRate: jobCharges.exchangeRate,
  agingBeginDate: jobCharges.agingBeginDate,
  invoiceId: jobCharges.invoiceId,
  invoiceNo: sql<
    string | null
  >`(select coalesce(${invoices.invoiceNo}, '') from ${invoices} where ${invoices.id} = ${jobCharges.invoiceId})`,
  checkStatus: jobCharges.checkStatus,
  companyType: jobCharges.companyType,
  version: jobCharges.version,
  updatedBy: jobCharges.updatedBy,
  updatedAt: jobCharges.updatedAt,
};
export type ChargeLineRow = Awaited<ReturnType<typeof lockJobLines>>[number];

/** Lines of a job by id, locked (the job is locked first); ids of other jobs are not found. */
export async function lockJobLines(db: DbOrTx, jobId: number, ids: readonly number[]) {
  return db
    .select(lineColumns)
    .from(jobCharges)
    .where(and(eq(jobCharges.jobId, jobId), inArray(jobCharges.id, [...ids])))
    .orderBy(asc(jobCharges.lineNo), asc(jobCharges.id))
    .for('update');
}

/** The lines on an invoice, locked, first lines first (the order clearings are shared out in). */
export async function lockInvoiceLines(db: DbOrTx, invoiceId: number) {
  return db
    .select(lineColumns)
    .from(jobCharges)
    .where(eq(jobCharges.invoiceId, invoiceId))
    .orderBy(asc(jobCharges.lineNo), asc(jobCharges.id))
    .for('update');
}

type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export async function insertInvoice(db: DbOrTx, values: InvoiceValues) {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export const updateInvoiceRow = (db: DbOrTx, target: VersionedTarget, values: Partial<InvoiceValues>) =>
  updateVersioned(db, invoices, target, values);

export async function deleteInvoiceRow(db: DbOrTx, id: number) {
  await db.delete(invoices).where(eq(invoices.id, id));
}

/** Lines join an invoice (a vendor bill writes the supplier's invoice no onto them too); each line's version moves on. */
export async function attachLines(
  db: DbOrTx,
  {
    invoiceId,
    lineIds,
    vendorInvoiceNo,
    by,
  }: { invoiceId: number; lineIds: number[]; vendorInvoiceNo?: string; by: string },
) {
  if (lineIds.length === 0) return;
  await db
    .update(jobCharges)
    .set({
      invoiceId,
      ...(vendorInvoiceNo === undefined ? {} : { vendorInvoiceNo }),
      version: sql`${jobCharges.version} + 1`,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobCharges.id, lineIds));
}

/** Lines leave an invoice (`keep` stay on it); a vendor bill's number leaves them with it. */
export async function releaseLines(
  db: DbOrTx,
  { invoiceId, keep = [], vendorBill, by }: { invoiceId: number; keep?: number[]; vendorBill: boolean; by: string },
) {
  await db
    .update(jobCharges)
    .set({
      invoiceId: null,
      ...(vendorBill ? { vendorInvoiceNo: '' } : {}),
      version: sql`${jobCharges.version} + 1`,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobCharges.invoiceId, invoiceId),
        keep.length
          ? sql`${jobCharges.id} not in (${sql.join(
              keep.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
}
