import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobs, parties, warehouseEntries, warehouseReleases } from '../../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

const warehouseName = sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${warehouseEntries.warehouseId}), '')`;

export const entryColumns = {
  id: warehouseEntries.id,
  jobId: warehouseEntries.jobId,
  warehouseInNo: warehouseEntries.warehouseInNo,
  warehouse: warehouseEntries.warehouseId,
  warehouseName,
  contact: warehouseEntries.contact,
  devanningBillNo: warehouseEntries.devanningBillNo,
  packages: warehouseEntries.packages,
  weightKg: warehouseEntries.weightKg,
  volumeCbm: warehouseEntries.volumeCbm,
  marks: warehouseEntries.marks,
  inAt: warehouseEntries.inAt,
  position: warehouseEntries.position,
  damageCount: warehouseEntries.damageCount,
  customsInspection: warehouseEntries.customsInspection,
  customsReleased: warehouseEntries.customsReleased,
  allowOut: warehouseEntries.allowOut,
  outboundConfirmed: warehouseEntries.outboundConfirmed,
  ladingCompany: warehouseEntries.ladingCompany,
  outPackages: warehouseEntries.outPackages,
  outWeightKg: warehouseEntries.outWeightKg,
  outVolumeCbm: warehouseEntries.outVolumeCbm,
  lastOutAt: warehouseEntries.lastOutAt,
  version: warehouseEntries.version,
  createdBy: warehouseEntries.createdBy,
  createdAt: warehouseEntries.createdAt,
  updatedBy: warehouseEntries.updatedBy,
  updatedAt: warehouseEntries.updatedAt,
};
export type EntryRow = Awaited<ReturnType<typeof findJobEntryRows>>[number];
export type NewEntry = typeof warehouseEntries.$inferInsert;

/** A job's entries in the order they came in. */
export const findJobEntryRows = (db: DbOrTx, jobId: number) =>
  db
    .select(entryColumns)
    .from(warehouseEntries)
    .where(eq(warehouseEntries.jobId, jobId))
    .orderBy(asc(warehouseEntries.inAt), asc(warehouseEntries.id));

/** An entry of the job, locked for a write (the job is locked first by the caller). */
export async function lockJobEntryRow(db: DbOrTx, jobId: number, entryId: number) {
  const [row] = await db
    .select(entryColumns)
    .from(warehouseEntries)
    .where(and(eq(warehouseEntries.id, entryId), eq(warehouseEntries.jobId, jobId)))
    .for('update');
  return row;
}

export async function insertEntry(db: DbOrTx, values: NewEntry): Promise<number> {
  const [row] = await db.insert(warehouseEntries).values(values).returning({ id: warehouseEntries.id });
  return row!.id;
}

export const updateEntryRow = (db: DbOrTx, target: VersionedTarget, set: Partial<NewEntry>) =>
  updateVersioned(db, warehouseEntries, target, set);

export const deleteEntryRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, warehouseEntries, target);

/** The releases of some entries, oldest first. */
export const findReleaseRows = (db: DbOrTx, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(warehouseReleases)
        .where(inArray(warehouseReleases.entryId, [...entryIds]))
        .orderBy(asc(warehouseReleases.outAt), asc(warehouseReleases.id));
export type ReleaseRow = typeof warehouseReleases.$inferSelect;

export async function insertRelease(db: DbOrTx, values: typeof warehouseReleases.$inferInsert) {
  await db.insert(warehouseReleases).values(values);
}

export async function findRelease(db: DbOrTx, entryId: number, releaseId: number) {
  const [row] = await db
    .select()
    .from(warehouseReleases)
    .where(and(eq(warehouseReleases.id, releaseId), eq(warehouseReleases.entryId, entryId)));
  return row;
}

export async function deleteRelease(db: DbOrTx, releaseId: number) {
  await db.delete(warehouseReleases).where(eq(warehouseReleases.id, releaseId));
}

/** What has gone out of an entry, summed again from its releases, and the last one's time. */
export async function sumReleases(db: DbOrTx, entryId: number) {
  const [row] = await db
    .select({
      packages: sql<number>`coalesce(sum(${warehouseReleases.packages}), 0)::int`,
      weightKg: sql<string>`coalesce(sum(${warehouseReleases.weightKg}), 0)::text`,
      volumeCbm: sql<string>`coalesce(sum(${warehouseReleases.volumeCbm}), 0)::text`,
      lastOutAt: sql<Date | null>`max(${warehouseReleases.outAt})`,
    })
    .from(warehouseReleases)
    .where(eq(warehouseReleases.entryId, entryId));
  return row!;
}

/**
 * Whether any entry of the job may let its cargo out (released, by its flag or the job's date, and
 * allowed out): the job's cargo is available then.
 */
export async function anyEntryMayGoOut(db: DbOrTx, jobId: number, jobReleased: boolean) {
  const [row] = await db
    .select({ id: warehouseEntries.id })
    .from(warehouseEntries)
    .where(
      and(
        eq(warehouseEntries.jobId, jobId),
        eq(warehouseEntries.allowOut, true),
        jobReleased ? undefined : eq(warehouseEntries.customsReleased, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The job's availability date, written without touching its version (as the containers' dates):
 * the general tab's save must not become stale because the warehouse let cargo out.
 */
export async function setCargoAvailableDate(db: DbOrTx, jobId: number, day: string | null) {
  await db.update(jobs).set({ cargoAvailableDate: day }).where(eq(jobs.id, jobId));
}

export async function partyExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: parties.id }).from(parties).where(eq(parties.id, id));
  return row !== undefined;
}
