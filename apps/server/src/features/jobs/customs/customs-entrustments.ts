import { ENTITY_NAMES } from '@apex/shared';
import {
  customsKindOf,
  customsTaxTotal,
  jobCustomsFacts,
  type TCustomsEntrustment,
  type TJobCustoms,
  type ZCreateCustomsEntrustmentRequest,
  type ZUpdateCustomsEntrustmentRequest,
} from '@apex/shared/movement';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/changes';
import { AppError, notFound, unknownReference } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { nextJobRecordNumber } from '../../job-number-rules/next-job-number';
import { type JobRef, lockJob, lockJobRecord, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { findEnabledCurrencies } from '../cargo/queries';
import { refreshCargoAvailable } from '../warehouse/cargo-availability';
import { partyExists } from '../warehouse/queries';
import {
  deleteEntrustmentRow,
  type EntrustmentRow,
  findJobEntrustmentRows,
  insertEntrustment,
  lockJobEntrustmentRow,
  setJobCustomsFacts,
  updateEntrustmentRow,
} from './queries';

type EntrustmentInput = z.output<typeof ZCreateCustomsEntrustmentRequest>;

const toEntrustment = (row: EntrustmentRow): TCustomsEntrustment => ({
  ...row,
  kind: row.kind as TCustomsEntrustment['kind'],
  releasedAt: row.releasedAt ? row.releasedAt.toISOString() : null,
  taxTotal: customsTaxTotal(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The customs tab: the job's entrustments, and the customs dates the job holds from them. */
export async function getJobCustoms({ db }: ServiceContext, ref: JobRef): Promise<TJobCustoms> {
  const job = await readJob(db, ref);
  const rows = await findJobEntrustmentRows(db, job.id);
  return {
    jobId: job.id,
    jobNo: job.jobNo,
    kind: customsKindOf(ref.jobType),
    facts: {
      customsEntryDate: job.customsEntryDate,
      entryNo: job.entryNo,
      examDate: job.examDate,
      customsReleaseDate: job.customsReleaseDate,
      customsCancelDate: job.customsCancelDate,
    },
    entrustments: rows.map(toEntrustment),
  };
}

async function readEntrustment(db: DbOrTx, jobId: number, id: number) {
  const row = (await findJobEntrustmentRows(db, jobId)).find((r) => r.id === id);
  if (!row) throw notFound(ENTITY_NAMES.customsEntrustment, id);
  return toEntrustment(row);
}

const entrustmentValues = (input: EntrustmentInput) => ({
  ...input,
  broker: undefined,
  brokerId: input.broker,
  releasedAt: input.releasedAt ? new Date(input.releasedAt) : null,
});

/** The broker is a party and the tax currency an enabled one (spec §3 Customs "broker (a party)"). */
async function checkReferences(tx: Tx, input: EntrustmentInput) {
  if (input.broker !== null && !(await partyExists(tx, input.broker)))
    throw unknownReference('broker', ENTITY_NAMES.party, String(input.broker));
  if (input.taxCurrency !== null && !(await findEnabledCurrencies(tx, [input.taxCurrency])).has(input.taxCurrency))
    throw unknownReference('taxCurrency', ENTITY_NAMES.currency, input.taxCurrency);
}

/**
 * The job's customs dates from its entrustments as they now are (`jobCustomsFacts`), in the
 * caller's transaction; a release lets out at once the warehouse cargo already allowed out.
 */
async function refreshJobCustoms(tx: Tx, job: JobRow) {
  const rows = await findJobEntrustmentRows(tx, job.id);
  const facts = jobCustomsFacts(rows.map((r) => ({ ...r, releasedAt: r.releasedAt?.toISOString() ?? null })));
  await setJobCustomsFacts(tx, job.id, facts);
  await refreshCargoAvailable(tx, { ...job, customsReleaseDate: facts.customsReleaseDate });
}

async function auditEntrustment(
  tx: Tx,
  ref: JobRef,
  entrustment: { id: number; entrustmentNo: string },
  action: `customsEntrustment.${'created' | 'updated' | 'deleted'}`,
  detail: Record<string, unknown>,
) {
  await writeAudit(tx, ref.actor, {
    action,
    entity: 'customsEntrustment',
    entityId: entrustment.id,
    key: entrustment.entrustmentNo,
    detail: { entrustmentNo: entrustment.entrustmentNo, ...detail },
  });
}

/** A new entrustment, numbered in its transaction (a refused one gives its number back); the job's dates follow. */
export async function createEntrustment(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: EntrustmentInput },
): Promise<TCustomsEntrustment> {
  const id = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    await checkReferences(tx, input);
    const entrustmentNo = await nextJobRecordNumber(tx, job, 'CUS');
    const id = await insertEntrustment(tx, {
      ...entrustmentValues(input),
      jobId: job.id,
      entrustmentNo,
      kind: customsKindOf(ref.jobType),
      createdBy: ref.actor.account,
      updatedBy: ref.actor.account,
    });
    await refreshJobCustoms(tx, job);
    await auditEntrustment(tx, ref, { id, entrustmentNo }, 'customsEntrustment.created', { jobNo: job.jobNo });
    return id;
  });
  const job = await readJob(ctx.db, ref);
  return readEntrustment(ctx.db, job.id, id);
}

type Change = (tx: Tx, job: JobRow, entrustment: EntrustmentRow) => Promise<void>;

/**
 * A write to one entrustment: the job locked first (404 outside the caller's office and type), then
 * the entrustment (404 if not the job's), its version checked (409); a cancelled one is history and
 * stays as it is (409). The job's customs dates follow in the same transaction.
 */
async function changeEntrustment(
  ctx: ServiceContext,
  { ref, entrustmentId, version }: { ref: JobRef; entrustmentId: number; version: number },
  change: Change,
) {
  return ctx.db.transaction(async (tx) => {
    const { job, record: entrustment } = await lockJobRecord(tx, ref, version, async (job) => {
      const row = await lockJobEntrustmentRow(tx, job.id, entrustmentId);
      if (!row) throw notFound(ENTITY_NAMES.customsEntrustment, entrustmentId);
      return row;
    });
    if (entrustment.cancelDate !== null)
      throw new AppError(409, 'customs.cancelled', { no: entrustment.entrustmentNo });
    await change(tx, job, entrustment);
    await refreshJobCustoms(tx, job);
    return job.id;
  });
}

export async function updateEntrustment(
  ctx: ServiceContext,
  {
    input,
    entrustmentId,
    ...ref
  }: JobRef & { entrustmentId: number; input: z.output<typeof ZUpdateCustomsEntrustmentRequest> },
): Promise<TCustomsEntrustment> {
  const { version, ...fields } = input;
  const jobId = await changeEntrustment(ctx, { ref, entrustmentId, version }, async (tx, _job, entrustment) => {
    await checkReferences(tx, fields);
    const values = entrustmentValues(fields);
    await updateEntrustmentRow(
      tx,
      { id: entrustment.id, version, by: ref.actor.account, entity: ENTITY_NAMES.customsEntrustment },
      values,
    );
    await auditEntrustment(tx, ref, entrustment, 'customsEntrustment.updated', {
      changes: changedFields({ ...entrustment, brokerId: entrustment.broker }, values),
    });
  });
  return readEntrustment(ctx.db, jobId, entrustmentId);
}

export async function deleteEntrustment(
  ctx: ServiceContext,
  { entrustmentId, version, ...ref }: JobRef & { entrustmentId: number; version: number },
) {
  await changeEntrustment(ctx, { ref, entrustmentId, version }, async (tx, job, entrustment) => {
    await deleteEntrustmentRow(tx, { id: entrustment.id, version, entity: ENTITY_NAMES.customsEntrustment });
    await auditEntrustment(tx, ref, entrustment, 'customsEntrustment.deleted', { jobNo: job.jobNo });
  });
}
