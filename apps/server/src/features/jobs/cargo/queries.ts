import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  carriers,
  currencies,
  hsCodes,
  jobBookingRequests,
  jobBookings,
  jobContainers,
  jobGoods,
  jobs,
  systemCodes,
} from '../../../db/schema';

type BookingRow = typeof jobBookings.$inferSelect;
export type BookingValues = Omit<
  typeof jobBookings.$inferInsert,
  'id' | 'jobId' | 'version' | 'createdAt' | 'updatedAt'
>;
type ContainerValues = Omit<typeof jobContainers.$inferInsert, 'id' | 'jobId' | 'lineNo'>;
type GoodsValues = Omit<typeof jobGoods.$inferInsert, 'id' | 'jobId' | 'lineNo'>;
export type CargoPart = 'containers' | 'goods';

export async function findBooking(db: DbOrTx, jobId: number) {
  const [row] = await db.select().from(jobBookings).where(eq(jobBookings.jobId, jobId));
  if (!row) return undefined;
  const requests = await db
    .select({ containerType: jobBookingRequests.containerType, quantity: jobBookingRequests.quantity })
    .from(jobBookingRequests)
    .where(eq(jobBookingRequests.bookingId, row.id))
    .orderBy(asc(jobBookingRequests.lineNo));
  return { row, requests };
}

export async function findCarrier(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      scac: carriers.scac,
      nameEn: carriers.nameEn,
      blacklisted: carriers.blacklisted,
      blacklistReason: carriers.blacklistReason,
    })
    .from(carriers)
    .where(eq(carriers.id, id));
  return row;
}

/** Writes the booking (first save inserts it) and replaces its container request lines. */
export async function writeBooking(
  db: DbOrTx,
  jobId: number,
  existing: BookingRow | undefined,
  values: BookingValues,
  requests: { containerType: string; quantity: number }[],
  by: string,
) {
  let bookingId: number;
  if (existing) {
    bookingId = existing.id;
    await db
      .update(jobBookings)
      .set({ ...values, version: sql`${jobBookings.version} + 1`, updatedBy: by, updatedAt: sql`now()` })
      .where(eq(jobBookings.id, bookingId));
    await db.delete(jobBookingRequests).where(eq(jobBookingRequests.bookingId, bookingId));
  } else {
    const [row] = await db
      .insert(jobBookings)
      .values({ ...values, jobId, createdBy: by, updatedBy: by })
      .returning({ id: jobBookings.id });
    bookingId = row!.id;
  }
  if (requests.length)
    await db.insert(jobBookingRequests).values(requests.map((r, i) => ({ ...r, bookingId, lineNo: i + 1 })));
}

export const findContainers = (db: DbOrTx, jobId: number) =>
  db.select().from(jobContainers).where(eq(jobContainers.jobId, jobId)).orderBy(asc(jobContainers.lineNo));

export async function replaceContainers(db: DbOrTx, jobId: number, rows: ContainerValues[]) {
  await db.delete(jobContainers).where(eq(jobContainers.jobId, jobId));
  if (rows.length) await db.insert(jobContainers).values(rows.map((r, i) => ({ ...r, jobId, lineNo: i + 1 })));
}

/**
 * The containers' dates the job lists filter by (spec §9 packing date, gate-in date), set without
 * touching the job's version: the general tab's save must not become stale by a container save.
 */
export async function setJobContainerDates(
  db: DbOrTx,
  jobId: number,
  dates: { packingDate: string | null; gateInDate: string | null },
) {
  await db.update(jobs).set(dates).where(eq(jobs.id, jobId));
}

export async function findGoods(db: DbOrTx, jobId: number) {
  return db
    .select({ line: jobGoods, hsDescription: hsCodes.description })
    .from(jobGoods)
    .leftJoin(hsCodes, eq(hsCodes.code, jobGoods.hsCode))
    .where(eq(jobGoods.jobId, jobId))
    .orderBy(asc(jobGoods.lineNo));
}

export async function replaceGoods(db: DbOrTx, jobId: number, rows: GoodsValues[]) {
  await db.delete(jobGoods).where(eq(jobGoods.jobId, jobId));
  if (rows.length) await db.insert(jobGoods).values(rows.map((r, i) => ({ ...r, jobId, lineNo: i + 1 })));
}

const LINE_TABLES = { containers: jobContainers, goods: jobGoods } as const;

/** Hands rows of a job's list (by id) to another job; `renumberLines` then numbers both lists again. */
export async function moveLineRows(db: DbOrTx, part: CargoPart, rowIds: number[], toJobId: number) {
  const table = LINE_TABLES[part];
  await db.update(table).set({ jobId: toJobId }).where(inArray(table.id, rowIds));
}

/** Numbers each job's lines 1..n again in their old order, as a save would: the lists name lines by position. */
export async function renumberLines(db: DbOrTx, part: CargoPart, jobIds: number[]) {
  const table = LINE_TABLES[part];
  await db.execute(sql`
    update ${table} set ${sql.identifier(table.lineNo.name)} = numbered.n
    from (
      select ${table.id} as id, row_number() over (partition by ${table.jobId} order by ${table.lineNo})::smallint as n
      from ${table} where ${inArray(table.jobId, jobIds)}
    ) numbered
    where ${table.id} = numbered.id`);
}

/** Which of `codes` are enabled codes of the data dictionary's `codeType`. */
export async function findEnabledCodes(db: DbOrTx, codeType: string, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .select({ code: systemCodes.code })
    .from(systemCodes)
    .where(and(eq(systemCodes.codeType, codeType), inArray(systemCodes.code, codes), eq(systemCodes.enabled, true)));
  return new Set(rows.map((r) => r.code));
}

export async function findHsCodes(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.select({ code: hsCodes.code }).from(hsCodes).where(inArray(hsCodes.code, codes));
  return new Set(rows.map((r) => r.code));
}

export async function findEnabledCurrencies(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .select({ code: currencies.currencyCode })
    .from(currencies)
    .where(and(inArray(currencies.currencyCode, codes), eq(currencies.enabled, true)));
  return new Set(rows.map((r) => r.code));
}
