import { ENTITY_NAMES } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import type { Tx } from '../../../db/client';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { JobRef } from '../access/job-access';
import { type JobRow, lockJobRow } from '../access/queries';
import { type HblRow, lockHblRow } from './queries';

/** A change of one HB/L, named in the path under its job. */
export type HblChange<Change> = JobRef & { hblId: number } & Change;

/**
 * An HB/L changed through the job named in the path. An HB/L of a sub-job reached from its master
 * is refused (spec §5 "an HBL cannot be edited from the master"); any other is 404.
 */
export async function lockedHbl(tx: Tx, job: JobRow, hblId: number): Promise<HblRow> {
  const hbl = await lockHblRow(tx, hblId);
  if (!hbl || hbl.officeCode !== job.officeCode) throw notFound(ENTITY_NAMES.hbl, hblId);
  if (hbl.jobId === job.id) return hbl;
  const owner = await lockJobRow(tx, hbl.jobId, { officeCode: job.officeCode, jobType: job.jobType as TJobType });
  if (owner?.masterJobId === job.id) throw new AppError(409, 'hbl.editOnSubJob', { jobNo: owner.jobNo });
  throw notFound(ENTITY_NAMES.hbl, hblId);
}

/** spec §5: a master job holds no HB/L, charge or cost of its own; they live on its sub-jobs. */
export const isMaster = (job: Pick<JobRow, 'jobMode'>) => job.jobMode === 'CONSOL';
