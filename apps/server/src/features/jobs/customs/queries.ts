import type { TJobCustomsFacts } from '@apex/shared/movement';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customsEntrustments, jobs, parties } from '../../../db/schema';
import { deleteVersioned, updateVersioned, type VersionedTarget } from '../../../platform/db/versioned-rows';

const brokerName = sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${customsEntrustments.brokerId}), '')`;

const entrustmentColumns = {
  id: customsEntrustments.id,
  jobId: customsEntrustments.jobId,
  entrustmentNo: customsEntrustments.entrustmentNo,
  kind: customsEntrustments.kind,
  broker: customsEntrustments.brokerId,
  brokerName,
  declarationNo: customsEntrustments.declarationNo,
  entryNo: customsEntrustments.entryNo,
  entryDate: customsEntrustments.entryDate,
  releasedAt: customsEntrustments.releasedAt,
  examOrderedDate: customsEntrustments.examOrderedDate,
  examDoneDate: customsEntrustments.examDoneDate,
  examResult: customsEntrustments.examResult,
  examReleaseDate: customsEntrustments.examReleaseDate,
  duty: customsEntrustments.duty,
  vat: customsEntrustments.vat,
  otherTaxes: customsEntrustments.otherTaxes,
  taxCurrency: customsEntrustments.taxCurrency,
  cancelDate: customsEntrustments.cancelDate,
  cancelReason: customsEntrustments.cancelReason,
  remark: customsEntrustments.remark,
  version: customsEntrustments.version,
  createdBy: customsEntrustments.createdBy,
  createdAt: customsEntrustments.createdAt,
  updatedBy: customsEntrustments.updatedBy,
  updatedAt: customsEntrustments.updatedAt,
};
export type EntrustmentRow = Awaited<ReturnType<typeof findJobEntrustmentRows>>[number];

/** A job's entrustments in the order they were made. */
export const findJobEntrustmentRows = (db: DbOrTx, jobId: number) =>
  db
    .select(entrustmentColumns)
    .from(customsEntrustments)
    .where(eq(customsEntrustments.jobId, jobId))
    .orderBy(asc(customsEntrustments.id));

/** An entrustment of the job, locked for a write (the job is locked first by the caller). */
export async function lockJobEntrustmentRow(db: DbOrTx, jobId: number, entrustmentId: number) {
  const [row] = await db
    .select(entrustmentColumns)
    .from(customsEntrustments)
    .where(and(eq(customsEntrustments.id, entrustmentId), eq(customsEntrustments.jobId, jobId)))
    .for('update');
  return row;
}

export async function insertEntrustment(db: DbOrTx, values: typeof customsEntrustments.$inferInsert): Promise<number> {
  const [row] = await db.insert(customsEntrustments).values(values).returning({ id: customsEntrustments.id });
  return row!.id;
}

export const updateEntrustmentRow = (
  db: DbOrTx,
  target: VersionedTarget,
  set: Partial<typeof customsEntrustments.$inferInsert>,
) => updateVersioned(db, customsEntrustments, target, set);

export const deleteEntrustmentRow = (db: DbOrTx, target: Omit<VersionedTarget, 'by'>) =>
  deleteVersioned(db, customsEntrustments, target);

/**
 * The job's customs dates, written without touching its version (as the warehouse's availability):
 * the general tab's save, which does not carry them, must not become stale because customs moved.
 */
export async function setJobCustomsFacts(db: DbOrTx, jobId: number, facts: TJobCustomsFacts) {
  await db.update(jobs).set(facts).where(eq(jobs.id, jobId));
}
