import type { TJobType } from '@apex/shared/jobs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobPartVersions, jobs } from '../../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** Where a caller may see a job: its own office's jobs of the type it asks for; anything else is "not found". */
export interface JobScope {
  officeCode: string;
  jobType: TJobType;
}

const inScope = (id: number, scope: JobScope) =>
  and(eq(jobs.id, id), eq(jobs.officeCode, scope.officeCode), eq(jobs.jobType, scope.jobType));

export async function findJobRow(db: DbOrTx, id: number, scope: JobScope): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(inScope(id, scope));
  return row;
}

/** The same row locked for the rest of the transaction: checks made on it hold until the write. */
export async function lockJobRow(db: DbOrTx, id: number, scope: JobScope): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(inScope(id, scope)).for('update');
  return row;
}

/**
 * Jobs locked by id in id order, whatever their office: a write that reaches several jobs (a
 * clearing, the charge check) takes them all in the one order every such write uses, so two never
 * wait on each other crosswise. The caller has checked they are the caller's to change.
 */
export async function lockJobRowsById(db: DbOrTx, ids: readonly number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(inArray(jobs.id, [...ids]))
    .orderBy(asc(jobs.id))
    .for('update');
}

/** The version row of a job's part saved as a whole (containers, goods…); none until its first save. */
export async function findPartVersion(db: DbOrTx, jobId: number, part: string) {
  const [row] = await db
    .select()
    .from(jobPartVersions)
    .where(and(eq(jobPartVersions.jobId, jobId), eq(jobPartVersions.part, part)));
  return row;
}

/** The part's version goes one up (the first save creates it at 1). */
export async function bumpPartVersion(db: DbOrTx, jobId: number, part: string, exists: boolean, by: string) {
  if (!exists) {
    await db.insert(jobPartVersions).values({ jobId, part, createdBy: by, updatedBy: by });
    return;
  }
  await db
    .update(jobPartVersions)
    .set({ version: sql`${jobPartVersions.version} + 1`, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(jobPartVersions.jobId, jobId), eq(jobPartVersions.part, part)));
}
