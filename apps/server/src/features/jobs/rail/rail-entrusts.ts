import { ENTITY_NAMES } from '@apex/shared';
import { labelTexts } from '@apex/shared/labels';
import { PARTY_ROLE_LABELS } from '@apex/shared/master';
import type {
  TContainerBelong,
  TEntrustmentState,
  TJobRail,
  TRailEntrust,
  TRailEntrustInput,
  ZUpdateRailEntrustRequest,
} from '@apex/shared/movement';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/changes';
import { AppError, invalidField, notFound, unknownReference } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { nextJobRecordNumber } from '../../job-number-rules/next-job-number';
import { type JobRef, lockJob, lockJobRecord, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { findPartiesById } from '../trucking/queries';
import {
  deleteEntrustRow,
  findContainerOnOtherEntrust,
  findEntrustContainers,
  findJobContainerNos,
  findJobEntrustRows,
  findRailStatusChanges,
  insertEntrust,
  lockJobEntrustRow,
  type RailEntrustRow,
  replaceEntrustContainers,
  updateEntrustRow,
} from './queries';

/** The entrusts whole: their containers and status history read for all at once. */
async function toRailEntrusts(db: DbOrTx, rows: RailEntrustRow[]): Promise<TRailEntrust[]> {
  const ids = rows.map((r) => r.id);
  const [containers, history] = await Promise.all([findEntrustContainers(db, ids), findRailStatusChanges(db, ids)]);
  return rows.map((row) => ({
    ...row,
    containerBelong: row.containerBelong as TContainerBelong,
    status: row.status as TEntrustmentState,
    statusAt: row.statusAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    containers: containers.filter((c) => c.entrustId === row.id).map(({ entrustId, ...c }) => c),
    history: history
      .filter((h) => h.entrustId === row.id)
      .map(({ entrustId, ...h }) => ({
        ...h,
        from: h.from as TEntrustmentState,
        to: h.to as TEntrustmentState,
        changedAt: h.changedAt.toISOString(),
      })),
  }));
}

/** The train tab: the job's rail entrusts. */
export async function getJobRail({ db }: ServiceContext, ref: JobRef): Promise<TJobRail> {
  const job = await readJob(db, ref);
  return { jobId: job.id, jobNo: job.jobNo, entrusts: await toRailEntrusts(db, await findJobEntrustRows(db, job.id)) };
}

export async function readRailEntrust(db: DbOrTx, ref: JobRef, entrustId: number): Promise<TRailEntrust> {
  const job = await readJob(db, ref);
  const row = (await findJobEntrustRows(db, job.id)).find((r) => r.id === entrustId);
  if (!row) throw notFound(ENTITY_NAMES.railEntrust, entrustId);
  return (await toRailEntrusts(db, [row]))[0]!;
}

/** The carrier plays the railway role (spec §3 Rail entrust "carrier"); the consignee is any party. */
async function checkParties(tx: Tx, input: TRailEntrustInput) {
  const found = await findPartiesById(tx, [input.carrier, input.consignee ?? input.carrier]);
  const carrier = found.find((p) => p.id === input.carrier);
  if (!carrier) throw unknownReference('carrier', ENTITY_NAMES.party, String(input.carrier));
  if (!carrier.roles.includes('RAILWAY'))
    throw invalidField('carrier', 'entrustment.partyWithoutRole', {
      name: carrier.nameEn,
      role: labelTexts(PARTY_ROLE_LABELS.RAILWAY),
    });
  if (input.consignee !== null && !found.some((p) => p.id === input.consignee))
    throw unknownReference('consignee', ENTITY_NAMES.party, String(input.consignee));
}

/**
 * The containers an entrust carries: each one of its job's (another job's number is not among
 * them), and while the entrust is active on no other active rail entrust.
 */
export async function checkEntrustContainers(
  tx: Tx,
  job: JobRow,
  entrust: { id: number; active: boolean },
  containerNos: string[],
) {
  const held = await findJobContainerNos(tx, job.id);
  containerNos.forEach((no, index) => {
    if (!held.has(no)) throw invalidField(`containerNos[${index}]`, 'rail.containerNotOfJob', { no, jobNo: job.jobNo });
  });
  if (!entrust.active) return;
  const taken = await findContainerOnOtherEntrust(tx, { entrustId: entrust.id, jobId: job.id, containerNos });
  if (taken) throw new AppError(409, 'rail.containerOnEntrust', { no: taken.containerNo, entrustNo: taken.entrustNo });
}

const entrustValues = ({ carrier, consignee, containerNos, ...fields }: TRailEntrustInput) => ({
  ...fields,
  carrierId: carrier,
  consigneeId: consignee,
});

export async function auditRailEntrust(
  tx: Tx,
  ref: JobRef,
  entrust: { id: number; entrustNo: string },
  action: `railEntrust.${'created' | 'updated' | 'deleted' | 'statusChanged'}`,
  detail: Record<string, unknown>,
) {
  await writeAudit(tx, ref.actor, {
    action,
    entity: 'railEntrust',
    entityId: entrust.id,
    key: entrust.entrustNo,
    detail: { entrustNo: entrust.entrustNo, ...detail },
  });
}

/** A new entrust of the job, numbered by the office's RAIL rule in its transaction, not entrusted yet. */
export async function createRailEntrust(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: TRailEntrustInput },
): Promise<TRailEntrust> {
  const id = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, ref);
    await checkParties(tx, input);
    await checkEntrustContainers(tx, job, { id: 0, active: true }, input.containerNos);
    const entrustNo = await nextJobRecordNumber(tx, job, 'RAIL');
    const id = await insertEntrust(tx, {
      ...entrustValues(input),
      jobId: job.id,
      entrustNo,
      createdBy: ref.actor.account,
      updatedBy: ref.actor.account,
    });
    await replaceEntrustContainers(tx, { id, jobId: job.id, active: true }, input.containerNos);
    await auditRailEntrust(tx, ref, { id, entrustNo }, 'railEntrust.created', {
      jobNo: job.jobNo,
      containerNos: input.containerNos,
    });
    return id;
  });
  return readRailEntrust(ctx.db, ref, id);
}

type Change = (tx: Tx, job: JobRow, entrust: RailEntrustRow) => Promise<void>;

/**
 * A write to one entrust: the job locked first (404 outside the caller's office and type), then the
 * entrust (404 if not the job's), its version checked (409 when stale).
 */
export async function changeRailEntrust(
  ctx: ServiceContext,
  { ref, entrustId, version }: { ref: JobRef; entrustId: number; version: number },
  change: Change,
) {
  await ctx.db.transaction(async (tx) => {
    const { job, record: entrust } = await lockJobRecord(tx, ref, version, async (job) => {
      const row = await lockJobEntrustRow(tx, job.id, entrustId);
      if (!row) throw notFound(ENTITY_NAMES.railEntrust, entrustId);
      return row;
    });
    await change(tx, job, entrust);
  });
}

/** The entrust's fields and containers; its number, status and history stay. A cancelled one is read-only. */
export async function updateRailEntrust(
  ctx: ServiceContext,
  {
    input: { version, ...input },
    entrustId,
    ...ref
  }: JobRef & { entrustId: number; input: z.output<typeof ZUpdateRailEntrustRequest> },
): Promise<TRailEntrust> {
  await changeRailEntrust(ctx, { ref, entrustId, version }, async (tx, job, entrust) => {
    if (entrust.status === 'CANCELLED') throw new AppError(409, 'rail.cancelled', { no: entrust.entrustNo });
    await checkParties(tx, input);
    await checkEntrustContainers(tx, job, { id: entrust.id, active: true }, input.containerNos);
    const values = entrustValues(input);
    await updateEntrustRow(
      tx,
      { id: entrust.id, version, by: ref.actor.account, entity: ENTITY_NAMES.railEntrust },
      values,
    );
    await replaceEntrustContainers(tx, { id: entrust.id, jobId: job.id, active: true }, input.containerNos);
    await auditRailEntrust(tx, ref, entrust, 'railEntrust.updated', {
      changes: changedFields({ ...entrust, carrierId: entrust.carrier, consigneeId: entrust.consignee }, values),
      containerNos: input.containerNos,
    });
  });
  return readRailEntrust(ctx.db, ref, entrustId);
}

/** Only an entrust the railway does not have yet goes; one it has is cancelled instead (and stays as history). */
export async function deleteRailEntrust(
  ctx: ServiceContext,
  { entrustId, version, ...ref }: JobRef & { entrustId: number; version: number },
) {
  await changeRailEntrust(ctx, { ref, entrustId, version }, async (tx, job, entrust) => {
    if (entrust.status !== 'NOT_ENTRUSTED') throw new AppError(409, 'rail.notDeletable', { no: entrust.entrustNo });
    await deleteEntrustRow(tx, { id: entrust.id, version, entity: ENTITY_NAMES.railEntrust });
    await auditRailEntrust(tx, ref, entrust, 'railEntrust.deleted', { jobNo: job.jobNo });
  });
}
