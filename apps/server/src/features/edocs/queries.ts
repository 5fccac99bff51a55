import type { TEdocType } from '@apex/shared/edocs';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { docRecords, jobEdocs, jobHbls, jobs, storedFiles } from '../../db/schema';

const edocColumns = {
  id: jobEdocs.id,
  jobId: jobEdocs.jobId,
  type: jobEdocs.type,
  note: jobEdocs.note,
  fileKey: jobEdocs.fileKey,
  fileName: storedFiles.fileName,
  size: storedFiles.size,
  contentType: storedFiles.contentType,
  createdBy: jobEdocs.createdBy,
  createdAt: jobEdocs.createdAt,
};

export async function insertEdoc(db: DbOrTx, row: typeof jobEdocs.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(jobEdocs).values(row).returning({ id: jobEdocs.id });
  return inserted!.id;
}

/** A job's eDocs, newest first, or one of them. */
export function findEdocRows(db: DbOrTx, jobId: number, edocId?: number) {
  return db
    .select(edocColumns)
    .from(jobEdocs)
    .innerJoin(storedFiles, eq(storedFiles.storageKey, jobEdocs.fileKey))
    .where(and(eq(jobEdocs.jobId, jobId), edocId === undefined ? undefined : eq(jobEdocs.id, edocId)))
    .orderBy(desc(jobEdocs.createdAt), desc(jobEdocs.id));
}

export type EdocRow = Awaited<ReturnType<typeof findEdocRows>>[number];

export async function deleteEdocRow(db: DbOrTx, edocId: number) {
  await db.delete(jobEdocs).where(eq(jobEdocs.id, edocId));
}

/** Removes a job's eDocs and answers their files' keys, for the caller to remove with them. */
export async function deleteEdocRowsOfJob(db: DbOrTx, jobId: number): Promise<string[]> {
  const rows = await db.delete(jobEdocs).where(eq(jobEdocs.jobId, jobId)).returning({ key: jobEdocs.fileKey });
  return rows.map((r) => r.key);
}

export const countEdocsOfType = (db: DbOrTx, jobId: number, type: TEdocType): Promise<number> =>
  db.$count(jobEdocs, and(eq(jobEdocs.jobId, jobId), eq(jobEdocs.type, type)));

/** The job a stored file is attached to, by the file's key: whose office and type decide who reads it. */
export async function findEdocFileJob(db: DbOrTx, fileKey: string) {
  const [row] = await db
    .select({ officeCode: jobs.officeCode, jobType: jobs.jobType })
    .from(jobEdocs)
    .innerJoin(jobs, eq(jobs.id, jobEdocs.jobId))
    .where(eq(jobEdocs.fileKey, fileKey));
  return row;
}

/** How many of a job's HB/Ls are released so (a RELEASE_MODE code). */
export const countHblsReleasedAs = (db: DbOrTx, jobId: number, releaseMode: string): Promise<number> =>
  db.$count(jobHbls, and(eq(jobHbls.jobId, jobId), eq(jobHbls.releaseMode, releaseMode)));

/** How many of a job's doc records are at a status (a DOC_STATUSES code). */
export const countDocRecordsAt = (db: DbOrTx, jobId: number, status: string): Promise<number> =>
  db.$count(docRecords, and(eq(docRecords.jobId, jobId), eq(docRecords.status, status)));
