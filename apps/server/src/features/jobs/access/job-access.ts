import { ENTITY_NAMES } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { DbOrTx, Tx } from '../../../db/client';
import type { AuditActor } from '../../../platform/audit/audit-log';
import { notFound, stale } from '../../../platform/http/app-error';
import { findJobRow, type JobRow, type JobScope, lockJobRow } from './queries';

/** The job a call names, and who calls: it is looked for among the caller's office's jobs of the path's type. */
export interface JobRef {
  jobType: TJobType;
  id: number;
  actor: AuditActor;
}

const scopeOf = ({ jobType, actor }: JobRef): JobScope => ({ officeCode: actor.officeCode, jobType });

/**
 * The job to read. A job of another office or type answers 404 as one that does not exist, never
 * 403: a user of another office learns nothing about it (issue 5).
 */
export async function readJob(db: DbOrTx, ref: JobRef): Promise<JobRow> {
  const row = await findJobRow(db, ref.id, scopeOf(ref));
  if (!row) throw notFound(ENTITY_NAMES.job, ref.id);
  return row;
}

/**
 * The job locked for a write in the caller's transaction (404 as `readJob`): writes to one job and
 * its parts queue up behind each other, and what is checked on the row holds until the write.
 */
export async function lockJob(tx: Tx, ref: JobRef): Promise<JobRow> {
  const row = await lockJobRow(tx, ref.id, scopeOf(ref));
  if (!row) throw notFound(ENTITY_NAMES.job, ref.id);
  return row;
}

/** What a stale write is told: the version it should have read, and who saved it when. */
type Versioned = { version: number; updatedBy: string; updatedAt: Date };

/** A job or part the caller read at `version` (0: a part not saved yet) must still be at it, or the write is stale. */
export function checkVersion(current: Versioned | undefined, version: number) {
  if ((current?.version ?? 0) !== version)
    throw stale(current?.updatedBy ?? '', current?.updatedAt ?? new Date(), current?.version ?? 0);
}

/**
 * The frame of every write to a record of a job that keeps its own version (a part saved as a
 * whole, the booking, an HB/L, a customs entrustment, a warehouse entry): the job locked first (404
 * outside the caller's scope), so writes to a job and its parts queue up in one order; then the
 * record `find` reads or locks on that job (it answers its own 404; `undefined` is a record not made
 * yet, at version 0), and its version checked (409 when someone saved it since the caller read it).
 */
export async function lockJobRecord<R extends Versioned | undefined>(
  tx: Tx,
  ref: JobRef,
  version: number,
  find: (job: JobRow) => Promise<R>,
): Promise<{ job: JobRow; record: R }> {
  const job = await lockJob(tx, ref);
  const record = await find(job);
  checkVersion(record, version);
  return { job, record };
}
