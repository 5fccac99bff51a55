import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { goodsStatusEntries, jobGoodsStatus, jobHbls } from '../../../db/schema';

type NewEntry = typeof goodsStatusEntries.$inferInsert;
export type EntryRow = typeof goodsStatusEntries.$inferSelect;
export type HeadRow = typeof jobGoodsStatus.$inferSelect;

/** A job's entries, history included, in the order they were recorded (`goods_status_entries_job_idx`). */
export const findEntryRows = (db: DbOrTx, jobId: number) =>
  db.select().from(goodsStatusEntries).where(eq(goodsStatusEntries.jobId, jobId)).orderBy(asc(goodsStatusEntries.id));

/** The job's entries in force (not undone nor replaced). */
export const findEntriesInForce = (db: DbOrTx, jobId: number) =>
  db
    .select()
    .from(goodsStatusEntries)
    .where(and(eq(goodsStatusEntries.jobId, jobId), isNull(goodsStatusEntries.undoneAt)))
    .orderBy(asc(goodsStatusEntries.id));

export async function findHead(db: DbOrTx, jobId: number): Promise<HeadRow | undefined> {
  const [row] = await db.select().from(jobGoodsStatus).where(eq(jobGoodsStatus.jobId, jobId));
  return row;
}

/** The goods status's head locked for a write (the caller locked the job first); none before the first entry. */
export async function lockHead(db: DbOrTx, jobId: number): Promise<HeadRow | undefined> {
  const [row] = await db.select().from(jobGoodsStatus).where(eq(jobGoodsStatus.jobId, jobId)).for('update');
  return row;
}

/** The job's current step written, and its version one up (the first write makes it at 1). */
export async function saveHead(
  db: DbOrTx,
  head: { jobId: number; officeCode: string; jobType: string; currentStep: string | null; currentStepAt: Date | null },
  by: string,
) {
  await db
    .insert(jobGoodsStatus)
    .values({ ...head, createdBy: by, updatedBy: by })
    .onConflictDoUpdate({
      target: jobGoodsStatus.jobId,
      set: {
        currentStep: head.currentStep,
        currentStepAt: head.currentStepAt,
        version: sql`${jobGoodsStatus.version} + 1`,
        updatedBy: by,
        updatedAt: sql`now()`,
      },
    });
}

export async function insertEntry(db: DbOrTx, values: NewEntry): Promise<number> {
  const [row] = await db.insert(goodsStatusEntries).values(values).returning({ id: goodsStatusEntries.id });
  return row!.id;
}

/** An entry taken back (or replaced by `replacedBy`): kept, with who, when and why. */
export const markUndone = (db: DbOrTx, id: number, undo: { by: string; reason: string }) =>
  db
    .update(goodsStatusEntries)
    .set({ undoneBy: undo.by, undoneAt: sql`now()`, undoReason: undo.reason })
    .where(eq(goodsStatusEntries.id, id));

/** The entry a correction or a later event put in the place of another. */
export const linkReplacement = (db: DbOrTx, replacedId: number, byId: number) =>
  db.update(goodsStatusEntries).set({ replacedBy: byId }).where(eq(goodsStatusEntries.id, replacedId));

/** The house bills of a job, for the tab's picker and to check an entry's bill. */
export const findJobHblOptions = (db: DbOrTx, jobId: number) =>
  db
    .select({ id: jobHbls.id, hblNo: jobHbls.hblNo })
    .from(jobHbls)
    .where(eq(jobHbls.jobId, jobId))
    .orderBy(asc(jobHbls.id));

/** Whether an automatic entry was already made from this event (its `sourceRef`). */
export async function seenBefore(db: DbOrTx, jobId: number, sourceRef: string) {
  const [row] = await db
    .select({ id: goodsStatusEntries.id })
    .from(goodsStatusEntries)
    .where(and(eq(goodsStatusEntries.jobId, jobId), eq(goodsStatusEntries.sourceRef, sourceRef)));
  return row !== undefined;
}
