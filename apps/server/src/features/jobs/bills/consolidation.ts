import { ENTITY_NAMES } from '@apex/shared';
import type { TConsolidation, TJobType, TLclJob, ZLclCandidateQuery } from '@apex/shared/jobs';
import type { TJobMode } from '@apex/shared/master';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { lockJob, readJob } from '../access/job-access';
import { findJobRow, type JobRow } from '../access/queries';
import { updateJobRow } from '../card/queries';
import { isMaster } from './bill-scope';
import { findLclJobs, sumSubJobCargo } from './queries';

const toLclJob = (row: Awaited<ReturnType<typeof findLclJobs>>['rows'][number]): TLclJob => ({
  ...row,
  jobMode: row.jobMode as TJobMode,
});

async function consolidationOf(db: DbOrTx, master: JobRow): Promise<TConsolidation> {
  const { rows } = await findLclJobs(db, { masterJobId: master.id });
  return {
    master: {
      id: master.id,
      jobNo: master.jobNo,
      jobMode: master.jobMode as TJobMode,
      version: master.version,
      packages: master.packages,
      weightKg: master.weightKg,
      volumeCbm: master.volumeCbm,
    },
    subJobs: rows.map(toLclJob),
  };
}

export async function getConsolidation(ctx: ServiceContext, jobType: TJobType, id: number, actor: AuditActor) {
  return consolidationOf(ctx.db, await readJob(ctx.db, { jobType, id, actor }));
}

/** The office's LCL/HBL jobs of the master's type that no master holds yet, paged and searchable. */
export async function findLclCandidates(
  ctx: ServiceContext,
  jobType: TJobType,
  id: number,
  query: z.output<typeof ZLclCandidateQuery>,
  actor: AuditActor,
) {
  await readJob(ctx.db, { jobType, id, actor });
  const { rows, total } = await findLclJobs(
    ctx.db,
    { officeCode: actor.officeCode, jobType, exceptId: id, keyword: query.keyword },
    query,
  );
  return { rows: rows.map(toLclJob), total };
}

/** spec §4 master jobs: only a CONSOL job holds sub-jobs. */
function checkMaster(master: JobRow) {
  if (!isMaster(master)) throw new AppError(409, 'lcl.notMaster', { jobNo: master.jobNo });
}

interface SubJobChange {
  jobType: TJobType;
  id: number;
  subJobId: number;
  /** The sub-job's version read: its `master_job_id` is what changes. */
  version: number;
  actor: AuditActor;
}

/** Adding a sub-job (spec §4): only to a CONSOL master, an LCL or HBL job, in no other master. */
async function checkAddable(tx: Tx, master: JobRow, sub: JobRow) {
  checkMaster(master);
  if (sub.jobMode !== 'LCL' && sub.jobMode !== 'HBL')
    throw new AppError(409, 'lcl.notLcl', { jobNo: sub.jobNo, mode: sub.jobMode });
  if (sub.masterJobId !== null) {
    const other = await findJobRow(tx, sub.masterJobId, {
      officeCode: master.officeCode,
      jobType: sub.jobType as TJobType,
    });
    throw new AppError(409, 'lcl.alreadyConsolidated', { jobNo: sub.jobNo, masterNo: other?.jobNo ?? '' });
  }
}

/**
 * The master's packages, weight and volume made the exact sums of its sub-jobs, in the caller's
 * transaction with the master locked (at `version`: the one read, or the locked row's own). Answers
 * the changes for the operation log.
 */
async function writeMasterTotals(tx: Tx, master: JobRow, version: number, actor: AuditActor) {
  const totals = await sumSubJobCargo(tx, master.id);
  // Sums in KG and CBM: an LB or CBF typed on the master no longer stands (issue 16).
  await updateJobRow(
    tx,
    { id: master.id, version, by: actor.account, entity: ENTITY_NAMES.job },
    { ...totals, weightLb: null, volumeCbf: null },
  );
  return {
    packages: [master.packages, totals.packages],
    weightKg: [master.weightKg, totals.weightKg],
    volumeCbm: [master.volumeCbm, totals.volumeCbm],
  };
}

/**
 * Puts a sub-job in the master or takes it out, in one transaction with the master's totals (issue
 * 16: they follow every change, not only a refresh) and its audit row. Both jobs are of the
 * caller's scope (else 404) and locked, master first.
 */
async function moveSubJob(ctx: ServiceContext, change: SubJobChange, into: boolean): Promise<TConsolidation> {
  const { jobType, id, subJobId, version, actor } = change;
  await ctx.db.transaction(async (tx) => {
    const row = await lockJob(tx, { jobType, id, actor });
    const sub = await lockJob(tx, { jobType, id: subJobId, actor });
    if (into) await checkAddable(tx, row, sub);
    else if (sub.masterJobId !== id) throw new AppError(409, 'lcl.notSubJob', { jobNo: sub.jobNo });
    await updateJobRow(
      tx,
      { id: subJobId, version, by: actor.account, entity: ENTITY_NAMES.job },
      { masterJobId: into ? id : null },
    );
    const changes = await writeMasterTotals(tx, row, row.version, actor);
    await writeAudit(tx, actor, {
      action: into ? 'lcl.added' : 'lcl.removed',
      entity: 'job',
      entityId: id,
      key: row.jobNo,
      detail: { jobNo: row.jobNo, subJobId, subJobNo: sub.jobNo, changes },
    });
  });
  return getConsolidation(ctx, jobType, id, actor);
}

export const addSubJob = (ctx: ServiceContext, change: SubJobChange) => moveSubJob(ctx, change, true);
export const removeSubJob = (ctx: ServiceContext, change: SubJobChange) => moveSubJob(ctx, change, false);

/**
 * Recomputes the master's packages, weight and volume from its sub-jobs (exact numeric sums): for
 * sub-jobs whose cargo was edited on their own card since they were added.
 */
export async function refreshConsolidation(
  ctx: ServiceContext,
  { jobType, id, version, actor }: { jobType: TJobType; id: number; version: number; actor: AuditActor },
): Promise<TConsolidation> {
  await ctx.db.transaction(async (tx) => {
    const master = await lockJob(tx, { jobType, id, actor });
    checkMaster(master);
    const changes = await writeMasterTotals(tx, master, version, actor);
    await writeAudit(tx, actor, {
      action: 'lcl.refreshed',
      entity: 'job',
      entityId: id,
      key: master.jobNo,
      detail: { jobNo: master.jobNo, changes },
    });
  });
  return getConsolidation(ctx, jobType, id, actor);
}

/**
 * spec §5 "a master job cannot hold charges or cost": the charges issue calls this before it adds
 * a charge or cost line to a job, in its transaction with the job locked.
 */
export function assertJobMayHoldCharges(job: Pick<JobRow, 'jobMode'>) {
  if (isMaster(job)) throw new AppError(409, 'lcl.masterNoCharges');
}
