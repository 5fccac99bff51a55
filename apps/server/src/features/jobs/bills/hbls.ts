import { ENTITY_NAMES } from '@apex/shared';
import { formatQuantity } from '@apex/shared/format';
import {
  chargeableWeight,
  compareDecimals,
  type THbl,
  type TJobBills,
  type TJobType,
  type TMbl,
  type ZCreateHblRequest,
  type ZSaveMblRequest,
  type ZUpdateHblRequest,
} from '@apex/shared/jobs';
import { labelTexts } from '@apex/shared/labels';
import { JOB_FIELDS, type TJobMode } from '@apex/shared/master';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/changes';
import { asDuplicate } from '../../../platform/db/pg-errors';
import { AppError, invalidField, notFound, stale } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { checkHblRelease } from '../../edocs/attachment-rules';
import { lockJob, lockJobRecord, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { checkJobReferences } from '../card/job-references';
import { refuseIfHblsHaveCharges } from '../charges/charge-guards';
import { type HblChange, isMaster, lockedHbl } from './bill-scope';
import { takeProposedHblNumber } from './hbl-draft';
import {
  deleteHblRow,
  findHblRows,
  findLclJobs,
  findMblRow,
  findPartyIds,
  type HblValues,
  type HblWithNames,
  insertHbl,
  insertMbl,
  updateHblRow,
  updateMblRow,
} from './queries';

type HblInput = Omit<z.output<typeof ZCreateHblRequest>, 'confirmOverWeight'>;

const toHbl = (row: HblWithNames, viewedFrom: number): THbl => ({
  id: row.id,
  jobId: row.jobId,
  jobNo: row.jobNo,
  readOnly: row.jobId !== viewedFrom,
  hblNo: row.hblNo,
  shipper: row.shipperId,
  consignee: row.consigneeId,
  notify: row.notifyId,
  shipperName: row.shipperName,
  consigneeName: row.consigneeName,
  notifyName: row.notifyName,
  packages: row.packages,
  packageType: row.packageType,
  marks: row.marks,
  goodsName: row.goodsName,
  weightKg: row.weightKg,
  volumeCbm: row.volumeCbm,
  chargeableWeight: row.chargeableWeight,
  poNo: row.poNo,
  salesCompany: row.salesCompany,
  sales: row.salesId,
  salesName: row.salesName,
  remark: row.remark,
  releaseMode: row.releaseMode,
  oblReceivedDate: row.oblReceivedDate,
  version: row.version,
});

/** An HB/L's columns from its fields; the chargeable weight follows from weight and volume (spec §9). */
export const hblColumns = (input: Partial<HblInput> & Pick<HblInput, 'weightKg' | 'volumeCbm'>) => {
  const { shipper, consignee, notify, sales, ...rest } = input;
  return {
    ...rest,
    ...(shipper === undefined ? {} : { shipperId: shipper }),
    ...(consignee === undefined ? {} : { consigneeId: consignee }),
    ...(notify === undefined ? {} : { notifyId: notify }),
    ...(sales === undefined ? {} : { salesId: sales }),
    chargeableWeight:
      input.weightKg === null && input.volumeCbm === null ? null : chargeableWeight(input.weightKg, input.volumeCbm),
  } satisfies Partial<HblValues>;
};

export async function hblsOf(db: Tx | ServiceContext['db'], ids: number[], viewedFrom: number) {
  return (await findHblRows(db, { ids })).map((row) => toHbl(row, viewedFrom));
}

/** spec §5: an HB/L heavier than the job's ordered weight asks first; saved once confirmed. */
function confirmOverWeight(job: JobRow, weightKg: string | null, confirmed: boolean) {
  if (confirmed || weightKg === null || job.weightKg === null) return;
  if (compareDecimals(weightKg, job.weightKg) > 0)
    throw new AppError(
      409,
      'hbl.overWeight',
      { weight: formatQuantity(weightKg, 'weight'), ordered: formatQuantity(job.weightKg, 'weight') },
      { confirm: 'overWeight' },
    );
}

const referencesOf = (input: HblInput) => ({
  shipper: input.shipper,
  consignee: input.consignee,
  notify: input.notify,
  sales: input.sales,
  releaseMode: input.releaseMode,
  packageType: input.packageType,
});

/** The B/L tab: the MB/L part, the job's HB/Ls, and on a master its sub-jobs' HB/Ls (read-only). */
export async function getJobBills(
  ctx: ServiceContext,
  jobType: TJobType,
  id: number,
  actor: AuditActor,
): Promise<TJobBills> {
  const job = await readJob(ctx.db, { jobType, id, actor });
  const [mbl, hblRows] = await Promise.all([
    findMblRow(ctx.db, id),
    findHblRows(ctx.db, { jobIds: await billJobIds(ctx, job) }),
  ]);
  return {
    job: {
      id: job.id,
      jobNo: job.jobNo,
      jobMode: job.jobMode as TJobMode,
      masterJobId: job.masterJobId,
      mblNo: job.mblNo,
      packages: job.packages,
      weightKg: job.weightKg,
      volumeCbm: job.volumeCbm,
    },
    mbl: toMbl(mbl),
    hbls: hblRows.map((row) => toHbl(row, id)),
  };
}

/** A master shows its sub-jobs' HB/Ls; any other job its own. */
async function billJobIds(ctx: ServiceContext, job: JobRow): Promise<number[]> {
  if (!isMaster(job)) return [job.id];
  const { rows } = await findLclJobs(ctx.db, { masterJobId: job.id });
  return [job.id, ...rows.map((r) => r.id)];
}

const toMbl = (row: Awaited<ReturnType<typeof findMblRow>>): TMbl => ({
  version: row?.version ?? 0,
  shipper: row?.shipperId ?? null,
  consignee: row?.consigneeId ?? null,
  notify: row?.notifyId ?? null,
  shipperName: row?.shipperName ?? '',
  consigneeName: row?.consigneeName ?? '',
  notifyName: row?.notifyName ?? '',
  placeOfIssue: row?.placeOfIssue ?? '',
  dateOfIssue: row?.dateOfIssue ?? null,
  originals: row?.originals ?? null,
  onBoardDate: row?.onBoardDate ?? null,
});

/**
 * The MB/L's parties must exist; they need no role: the carrier's bill names the forwarder and its
 * agent, who are rarely shippers or consignees in the party list.
 */
async function checkMblParties(tx: Tx, values: Record<'shipper' | 'consignee' | 'notify', number | null>) {
  const ids = Object.values(values).filter((v): v is number => v !== null);
  const found = new Set(await findPartyIds(tx, ids));
  const missing = (Object.keys(values) as (keyof typeof values)[]).find(
    (f) => values[f] !== null && !found.has(values[f]!),
  );
  if (missing)
    throw invalidField(missing, 'job.partyMissing', {
      field: labelTexts(JOB_FIELDS[missing].label),
      value: values[missing]!,
    });
}

/** Saves the MB/L part: version 0 creates it (a concurrent first save is stale), else optimistic update. */
export async function saveMbl(
  ctx: ServiceContext,
  {
    jobType,
    id,
    input,
    actor,
  }: { jobType: TJobType; id: number; input: z.output<typeof ZSaveMblRequest>; actor: AuditActor },
): Promise<TMbl> {
  const { version, shipper, consignee, notify, ...rest } = input;
  const columns = { ...rest, shipperId: shipper, consigneeId: consignee, notifyId: notify };
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, { jobType, id, actor });
    await checkMblParties(tx, { shipper, consignee, notify });
    const before = await findMblRow(tx, id);
    if (!before && version !== 0) throw notFound(ENTITY_NAMES.mbl, id);
    if (before) {
      if (version === 0) throw stale(before.updatedBy, before.updatedAt, before.version);
      await updateMblRow(tx, { id: before.id, version, by: actor.account, entity: ENTITY_NAMES.mbl }, columns);
    } else await insertMbl(tx, { ...columns, jobId: id, createdBy: actor.account });
    await writeAudit(tx, actor, {
      action: 'mbl.saved',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, changes: before ? changedFields(before, columns) : columns },
    });
  });
  return toMbl(await findMblRow(ctx.db, id));
}

/** Adds an HB/L in the caller's transaction (the job locked by the caller), numbered uniquely per office. */
export async function addHbl(tx: Tx, job: JobRow, input: HblInput, actor: AuditActor): Promise<number> {
  return insertHbl(tx, {
    ...hblColumns(input),
    hblNo: input.hblNo,
    jobId: job.id,
    officeCode: job.officeCode,
    createdBy: actor.account,
  }).catch(asDuplicate(ENTITY_NAMES.hbl, input.hblNo));
}

export async function createHbl(
  ctx: ServiceContext,
  {
    jobType,
    id,
    input,
    actor,
  }: { jobType: TJobType; id: number; input: z.output<typeof ZCreateHblRequest>; actor: AuditActor },
): Promise<THbl> {
  const { confirmOverWeight: confirmed, ...values } = input;
  const hblId = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, { jobType, id, actor });
    if (isMaster(job)) throw new AppError(409, 'hbl.onMaster');
    confirmOverWeight(job, values.weightKg, confirmed);
    await checkJobReferences(tx, referencesOf(values));
    await checkHblRelease(tx, job, values.releaseMode);
    const newId = await addHbl(tx, job, values, actor);
    await takeProposedHblNumber(tx, job, values.hblNo);
    await writeAudit(tx, actor, {
      action: 'hbl.created',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, hblId: newId, hblNo: values.hblNo },
    });
    return newId;
  });
  const [hbl] = await hblsOf(ctx.db, [hblId], id);
  return hbl!;
}

export async function updateHbl(
  ctx: ServiceContext,
  { jobType, id, hblId, input, actor }: HblChange<{ input: z.output<typeof ZUpdateHblRequest> }>,
): Promise<THbl> {
  const { version, confirmOverWeight: confirmed, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    const { job, record: before } = await lockJobRecord(tx, { jobType, id, actor }, version, (job) =>
      lockedHbl(tx, job, hblId),
    );
    if (values.weightKg !== before.weightKg) confirmOverWeight(job, values.weightKg, confirmed);
    await checkJobReferences(tx, referencesOf(values));
    await checkHblRelease(tx, job, values.releaseMode, before.releaseMode);
    const columns = hblColumns(values);
    await updateHblRow(tx, { id: hblId, version, by: actor.account, entity: ENTITY_NAMES.hbl }, columns).catch(
      asDuplicate(ENTITY_NAMES.hbl, values.hblNo),
    );
    await writeAudit(tx, actor, {
      action: 'hbl.updated',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, hblId, changes: changedFields(before, columns) },
    });
  });
  const [hbl] = await hblsOf(ctx.db, [hblId], id);
  return hbl!;
}

export async function deleteHbl(
  ctx: ServiceContext,
  { jobType, id, hblId, version, actor }: HblChange<{ version: number }>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { job, record: hbl } = await lockJobRecord(tx, { jobType, id, actor }, version, (job) =>
      lockedHbl(tx, job, hblId),
    );
    await refuseIfHblsHaveCharges(tx, [hblId]);
    await deleteHblRow(tx, { id: hblId, version, entity: ENTITY_NAMES.hbl });
    await writeAudit(tx, actor, {
      action: 'hbl.deleted',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, hblId, hblNo: hbl.hblNo },
    });
  });
}
