import { ENTITY_NAMES } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { DbOrTx, Tx } from '../../../db/client';
import type { AuditActor } from '../../../platform/audit/audit-log';
import { notFound, stale } from '../../../platform/http/app-error';
import { findJobRow, type JobScope, lockJobRow } from '../card/queries';

/** Who asks about which job: a job of another office or type is 404, never 403. */
export interface JobPartTarget {
  jobType: TJobType;
  jobId: number;
  actor: AuditActor;
}

const scopeOf = ({ jobType, actor }: JobPartTarget): JobScope => ({ officeCode: actor.officeCode, jobType });

export async function readableJob(db: DbOrTx, target: JobPartTarget) {
  const row = await findJobRow(db, target.jobId, scopeOf(target));
  if (!row) throw notFound(ENTITY_NAMES.job, target.jobId);
  return row;
}

/** The job locked for a part's save: saves of the same job's parts queue up behind each other. */
export async function lockedJob(tx: Tx, target: JobPartTarget) {
  const row = await lockJobRow(tx, target.jobId, scopeOf(target));
  if (!row) throw notFound(ENTITY_NAMES.job, target.jobId);
  return row;
}

/** A part the caller read at `version` (0: not saved yet) must still be at it, or the save is stale. */
export function checkPartVersion(
  current: { version: number; updatedBy: string; updatedAt: Date } | undefined,
  version: number,
) {
  if ((current?.version ?? 0) !== version)
    throw stale(current?.updatedBy ?? '', current?.updatedAt ?? new Date(), current?.version ?? 0);
}
