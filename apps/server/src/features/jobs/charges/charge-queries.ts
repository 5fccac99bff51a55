import { aliasedTable, and, asc, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  chargeCodes,
  companies,
  invoices,
  jobCharges,
  jobHbls,
  jobs,
  otherServices,
  parties,
} from '../../../db/schema';

export type ChargeLineRow = typeof jobCharges.$inferSelect;
export type ChargeLineValues = Omit<typeof jobCharges.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const master = aliasedTable(jobs, 'master');

/**
 * The job's lines in their order, each with the names the grid shows and what its locks need (its
 * invoice's number and state, the kind of the other service it is the cost of). One query by
 * `job_charges_job_idx`; the names by primary key.
 */
export function findChargeLines(db: DbOrTx, jobId: number) {
  return db
    .select({
      line: getTableColumns(jobCharges),
      chargeCode: chargeCodes.code,
      chargeNameEn: chargeCodes.nameEn,
      chargeNameCn: chargeCodes.nameCn,
      category: chargeCodes.category,
      sacCode: chargeCodes.sacCode,
      partyCode: parties.code,
      partyName: parties.nameEn,
      hblNo: sql<string>`coalesce(${jobHbls.hblNo}, '')`,
      invoiceNo: sql<string>`coalesce(${invoices.invoiceNo}, '')`,
      invoiceState: invoices.state,
      taxInvoiceNo: sql<string>`coalesce(${invoices.taxInvoiceNo}, '')`,
      apportionedFrom: sql<string>`coalesce(${master.jobNo}, '')`,
      otherServiceKind: otherServices.kind,
    })
    .from(jobCharges)
    .innerJoin(chargeCodes, eq(chargeCodes.id, jobCharges.chargeCodeId))
    .innerJoin(parties, eq(parties.id, jobCharges.partyId))
    .leftJoin(jobHbls, eq(jobHbls.id, jobCharges.hblId))
    .leftJoin(invoices, eq(invoices.id, jobCharges.invoiceId))
    .leftJoin(master, eq(master.id, jobCharges.apportionedFromJobId))
    .leftJoin(otherServices, eq(otherServices.id, jobCharges.otherServiceId))
    .where(eq(jobCharges.jobId, jobId))
    .orderBy(asc(jobCharges.lineNo), asc(jobCharges.id));
}
export type ChargeLineWithNames = Awaited<ReturnType<typeof findChargeLines>>[number];

/** The job's invoices, notes and vendor bills as the charges tab lists them. */
export function findJobInvoices(db: DbOrTx, jobId: number) {
  return db
    .select({
      id: invoices.id,
      invoiceNo: sql<string>`coalesce(${invoices.invoiceNo}, '')`,
      kind: invoices.kind,
      state: invoices.state,
      partyName: parties.nameEn,
      currency: invoices.currency,
      grossTotal: invoices.grossTotal,
      clearedAmount: invoices.clearedAmount,
      version: invoices.version,
    })
    .from(invoices)
    .innerJoin(parties, eq(parties.id, invoices.partyId))
    .where(eq(invoices.jobId, jobId))
    .orderBy(asc(invoices.id));
}

export async function insertChargeLines(db: DbOrTx, rows: ChargeLineValues[]) {
  if (rows.length) await db.insert(jobCharges).values(rows);
}

/** A changed line: its new values, its own version one up. */
export async function updateChargeLine(db: DbOrTx, id: number, values: ChargeLineValues) {
  await db
    .update(jobCharges)
    .set({ ...values, version: sql`${jobCharges.version} + 1`, updatedAt: sql`now()` })
    .where(eq(jobCharges.id, id));
}

/** Lines kept as they were but moved in the grid: their number only, in one statement. */
export async function renumberChargeLines(db: DbOrTx, moves: { id: number; lineNo: number }[]) {
  if (!moves.length) return;
  const pairs = sql.join(
    moves.map((m) => sql`(${m.id}::int, ${m.lineNo}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${jobCharges} set line_no = moved.line_no
        from (values ${pairs}) as moved(id, line_no) where ${jobCharges.id} = moved.id`,
  );
}

export async function deleteChargeLines(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.delete(jobCharges).where(inArray(jobCharges.id, ids));
}

/** The next line number of a job (lines added by an action, after the grid's own). */
export async function nextChargeLineNo(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${jobCharges.lineNo}), 0)::int` })
    .from(jobCharges)
    .where(eq(jobCharges.jobId, jobId));
  return (row?.last ?? 0) + 1;
}

/** How many lines a job, or some of its HB/Ls, hold (spec §5: they then cannot be deleted). */
export async function countChargeLines(db: DbOrTx, of: { jobId: number } | { hblIds: number[] }) {
  if ('hblIds' in of && !of.hblIds.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(jobCharges)
    .where('jobId' in of ? eq(jobCharges.jobId, of.jobId) : inArray(jobCharges.hblId, of.hblIds));
  return row?.n ?? 0;
}

/** How many invoices, notes and vendor bills of any state a job has. */
export async function countJobInvoices(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.jobId, jobId));
  return row?.n ?? 0;
}

/** The companies a taxed line may name as its branch company (the tab's choice). */
export function findBranchCompanies(db: DbOrTx) {
  return db
    .select({ id: companies.id, companyCode: companies.companyCode, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.companyCode));
}

/** Which of these companies exist (a taxed line's branch company). */
export async function findCompanyIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Which of these HB/Ls are the job's own. */
export async function findHblIdsOfJob(db: DbOrTx, jobId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: jobHbls.id })
    .from(jobHbls)
    .where(and(eq(jobHbls.jobId, jobId), inArray(jobHbls.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** How many of the job's lines finance has not checked yet. */
export async function countUncheckedLines(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobCharges)
    .where(and(eq(jobCharges.jobId, jobId), ne(jobCharges.checkStatus, 'CHECKED')));
  return row?.n ?? 0;
}
