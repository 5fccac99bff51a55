import { ENTITY_NAMES } from '@apex/shared';
import {
  JOB_COPY_GROUPS,
  RELATED_JOB_COPY,
  RELATED_JOB_MODES,
  RELATED_JOB_TYPE,
  type TJob,
  type TJobType,
  type ZBatchUpdateRequest,
  type ZCopyJobRequest,
  ZCreateJobRequest,
} from '@apex/shared/jobs';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { AppError, badRequest } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { lockJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { fromColumns, toColumns } from '../card/job-columns';
import { checkJobReferences } from '../card/job-references';
import { addJob, getJob } from '../card/jobs';
import { findJobNos, linkNewJobs, updateJobRow } from '../card/queries';

/**
 * The general fields of a job row under their request names, as a create request would give them:
 * no port is '' (the request's way of saying "none").
 */
export function generalOf(row: JobRow): Record<string, unknown> {
  const general = fromColumns(row) as Record<string, unknown>;
  for (const port of ['pol', 'pod', 'finalDestination']) general[port] ??= '';
  return general;
}

/** Only what the fields name. */
const pick = (general: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, general[f] ?? null]));

/**
 * COPY JOB: a new job of the same type and mode in the same office, with a new job no from the
 * auto-code rule and the chosen groups of the original's general part. The new job is checked
 * like any new job (required fields, references), and the copy is logged on both jobs.
 */
export async function copyJob(
  ctx: ServiceContext,
  {
    jobType,
    id,
    input,
    actor,
  }: { jobType: TJobType; id: number; input: z.output<typeof ZCopyJobRequest>; actor: AuditActor },
): Promise<TJob> {
  const newId = await ctx.db.transaction(async (tx) => {
    const source = await lockJob(tx, { jobType, id, actor });
    const general = generalOf(source);
    const { groups, confirmPastEta } = input;
    const copied = Object.assign({}, ...groups.map((g) => pick(general, JOB_COPY_GROUPS[g])));
    const values = ZCreateJobRequest.parse({ jobMode: source.jobMode, ...copied, confirmPastEta });
    const created = await addJob(tx, jobType, values, actor);
    await writeAudit(tx, actor, {
      action: 'job.copied',
      entity: 'job',
      entityId: created,
      key: source.jobNo,
      detail: { from: source.jobNo, groups },
    });
    return created;
  });
  return getJob(ctx, jobType, newId, actor);
}

type BatchInput = z.output<typeof ZBatchUpdateRequest>;

/** The column a batch field is stored in. */
const batchColumn = (field: BatchInput['change']['field']) => Object.keys(toColumns({ [field]: null }))[0]!;

/**
 * BATCH UPDATE: one field set on every selected job in ONE transaction, each job checked against
 * the version the user saw and logged on its own. One job of another office (404) or one stale
 * version (409) and nothing is changed.
 */
export async function batchUpdateJobs(
  ctx: ServiceContext,
  { jobType, input, actor }: { jobType: TJobType; input: BatchInput; actor: AuditActor },
): Promise<{ updated: number }> {
  const { field, value } = input.change;
  const column = batchColumn(field);
  return ctx.db.transaction(async (tx) => {
    if (field === 'operator' || field === 'sales') await checkJobReferences(tx, { [field]: value as number | null });
    // Locked in id order, so two batches over the same jobs cannot deadlock each other.
    const targets = [...input.jobs].sort((a, b) => a.id - b.id);
    for (const target of targets) {
      const before = await lockJob(tx, { jobType, id: target.id, actor });
      const previous = (before as Record<string, unknown>)[column] ?? null;
      if (field === 'eta' || field === 'etd') checkDates(before, field, value as string | null);
      await updateJobRow(
        tx,
        { id: target.id, version: target.version, by: actor.account, entity: ENTITY_NAMES.job },
        { [column]: value },
      );
      await writeAudit(tx, actor, {
        action: 'job.batchUpdated',
        entity: 'job',
        entityId: target.id,
        key: before.jobNo,
        detail: { jobNo: before.jobNo, changes: { [field]: [previous, value] } },
      });
    }
    return { updated: targets.length };
  });
}

/** The ETA cannot come before the ETD, whichever of the two the batch sets. */
function checkDates(job: JobRow, field: 'etd' | 'eta', value: string | null) {
  const etd = field === 'etd' ? value : job.etd;
  const eta = field === 'eta' ? value : job.eta;
  if (etd && eta && eta < etd) throw badRequest('job.etaBeforeEtd');
}

const RELATED_FIELDS = [
  ...RELATED_JOB_COPY.groups.flatMap((group) => JOB_COPY_GROUPS[group]),
  ...RELATED_JOB_COPY.fields,
];

/**
 * CREATE RELATED JOB (spec §5): for an FCL, LCL or HBL job that is not yet related, the job of the
 * other type (export ↔ import) for the same shipment in the same office, linked both ways by
 * `related_job_id`. The original's version is checked (it changes: it now names its related job).
 */
export async function createRelatedJob(
  ctx: ServiceContext,
  { jobType, id, version, actor }: { jobType: TJobType; id: number; version: number; actor: AuditActor },
): Promise<TJob> {
  const targetType = RELATED_JOB_TYPE[jobType];
  const newId = await ctx.db.transaction(async (tx) => {
    const source = await lockJob(tx, { jobType, id, actor });
    if (!(RELATED_JOB_MODES as readonly string[]).includes(source.jobMode))
      throw badRequest('jobList.relatedModeRefused', { jobNo: source.jobNo, mode: source.jobMode });
    if (source.relatedJobId) {
      const [related] = await findJobNos(tx, [source.relatedJobId]);
      throw new AppError(409, 'jobList.alreadyRelated', { jobNo: source.jobNo, relatedJobNo: related?.jobNo ?? '' });
    }
    const general = pick(generalOf(source), RELATED_FIELDS);
    // The dates are the shipment's own: an ETA already past is the shipment's, not a typing slip.
    const input = ZCreateJobRequest.parse({ jobMode: source.jobMode, ...general, confirmPastEta: true });
    const created = await addJob(tx, targetType, input, actor);
    await linkNewJobs(tx, [created], { relatedJobId: id });
    await updateJobRow(tx, { id, version, by: actor.account, entity: ENTITY_NAMES.job }, { relatedJobId: created });
    await writeAudit(tx, actor, {
      action: 'job.relatedCreated',
      entity: 'job',
      entityId: id,
      key: source.jobNo,
      detail: { jobNo: source.jobNo, relatedJobId: created, relatedJobType: targetType },
    });
    return created;
  });
  return getJob(ctx, targetType, newId, actor);
}
