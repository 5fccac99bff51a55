import { ENTITY_NAMES } from '@apex/shared';
import {
  type CargoTotals,
  splitMismatches,
  sumCargo,
  type THbl,
  type TJobType,
  type ZCombineHblsRequest,
  type ZSplitHblRequest,
  type ZSplitJobCargoRequest,
} from '@apex/shared/jobs';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { asDuplicate } from '../../../platform/db/pg-errors';
import { AppError, badRequest, stale } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { lockJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { refuseIfHblsHaveCharges } from '../charges/charge-guards';
import { type HblChange, isMaster, lockedHbl } from './bill-scope';
import { addHbl, hblColumns, hblsOf } from './hbls';
import { countJobHbls, deleteHblRow, type HblRow, updateHblRow } from './queries';

type Part = z.output<typeof ZSplitHblRequest>['parts'][number];

const MISMATCH_NAMES = { packages: 'packages', weightKg: 'weight (KGS)', volumeCbm: 'volume (CBM)' } as const;

/** Issue 5 splits: the parts add up exactly to the whole, or nothing is written. */
export function checkSplit(whole: CargoTotals, parts: readonly CargoTotals[]) {
  const wrong = splitMismatches(whole, parts);
  if (wrong.length)
    throw badRequest('split.mismatch', { fields: wrong.map((k) => MISMATCH_NAMES[k]).join(', ') }, { fields: wrong });
}

/** A part as a new HB/L: the source's other fields, the part's number and cargo. */
const partOf = (source: Omit<HblRow, 'id'> | null, part: Part) => ({
  ...(source
    ? {
        shipper: source.shipperId,
        consignee: source.consigneeId,
        notify: source.notifyId,
        packageType: source.packageType,
        marks: source.marks,
        goodsName: source.goodsName,
        poNo: source.poNo,
        salesCompany: source.salesCompany,
        sales: source.salesId,
        remark: source.remark,
        releaseMode: source.releaseMode,
        oblReceivedDate: source.oblReceivedDate,
      }
    : {
        shipper: null,
        consignee: null,
        notify: null,
        packageType: '',
        marks: '',
        goodsName: '',
        poNo: '',
        salesCompany: '',
        sales: null,
        remark: '',
        releaseMode: '',
        oblReceivedDate: null,
      }),
  ...part,
});

async function addParts(tx: Tx, job: JobRow, source: HblRow | null, parts: readonly Part[], actor: AuditActor) {
  const ids: number[] = [];
  for (const part of parts) ids.push(await addHbl(tx, job, partOf(source, part), actor));
  return ids;
}

/** `/ocean_exp/oceansplit`, `/OceanImport/oceansplit`: one HB/L into several; the first part keeps its row. */
export async function splitHbl(
  ctx: ServiceContext,
  { jobType, id, hblId, input, actor }: HblChange<{ input: z.output<typeof ZSplitHblRequest> }>,
): Promise<THbl[]> {
  const ids = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, { jobType, id, actor });
    const source = await lockedHbl(tx, job, hblId);
    if (source.version !== input.version) throw stale(source.updatedBy, source.updatedAt, source.version);
    checkSplit(source, input.parts);
    const [first, ...rest] = input.parts;
    await updateHblRow(
      tx,
      { id: hblId, version: input.version, by: actor.account, entity: ENTITY_NAMES.hbl },
      hblColumns(first!),
    ).catch(asDuplicate(ENTITY_NAMES.hbl, first!.hblNo));
    const added = await addParts(tx, job, source, rest, actor);
    await writeAudit(tx, actor, {
      action: 'hbl.split',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, from: source.hblNo, into: input.parts.map((p) => p.hblNo) },
    });
    return [hblId, ...added];
  });
  return hblsOf(ctx.db, ids, id);
}

/** Splits the cargo of a job that has no HB/L yet into its first HB/Ls, adding up exactly to the job's. */
export async function splitJobCargo(
  ctx: ServiceContext,
  {
    jobType,
    id,
    input,
    actor,
  }: { jobType: TJobType; id: number; input: z.output<typeof ZSplitJobCargoRequest>; actor: AuditActor },
): Promise<THbl[]> {
  const ids = await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, { jobType, id, actor });
    if (job.version !== input.jobVersion) throw stale(job.updatedBy, job.updatedAt, job.version);
    if (isMaster(job)) throw new AppError(409, 'hbl.onMaster');
    if ((await countJobHbls(tx, id)) > 0) throw new AppError(409, 'split.jobHasHbls', { jobNo: job.jobNo });
    checkSplit(job, input.parts);
    const added = await addParts(tx, job, null, input.parts, actor);
    await writeAudit(tx, actor, {
      action: 'job.cargoSplit',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, into: input.parts.map((p) => p.hblNo) },
    });
    return added;
  });
  return hblsOf(ctx.db, ids, id);
}

/** Combines HB/Ls of one job into the first named: it takes the new number and the summed cargo. */
export async function combineHbls(
  ctx: ServiceContext,
  {
    jobType,
    id,
    input,
    actor,
  }: { jobType: TJobType; id: number; input: z.output<typeof ZCombineHblsRequest>; actor: AuditActor },
): Promise<THbl> {
  const [target, ...others] = input.hbls;
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, { jobType, id, actor });
    const rows: HblRow[] = [];
    for (const named of input.hbls) {
      const row = await lockedHbl(tx, job, named.id);
      if (row.version !== named.version) throw stale(row.updatedBy, row.updatedAt, row.version);
      rows.push(row);
    }
    // spec §5: the lines of an HB/L are its own; one that has them is not merged away.
    await refuseIfHblsHaveCharges(
      tx,
      others.map((o) => o.id),
    );
    // The others go first, so the target may take the number of one of them.
    for (const other of others)
      await deleteHblRow(tx, { id: other.id, version: other.version, entity: ENTITY_NAMES.hbl });
    const totals = sumCargo(rows);
    await updateHblRow(
      tx,
      { id: target!.id, version: target!.version, by: actor.account, entity: ENTITY_NAMES.hbl },
      hblColumns({ hblNo: input.hblNo, ...totals }),
    ).catch(asDuplicate(ENTITY_NAMES.hbl, input.hblNo));
    await writeAudit(tx, actor, {
      action: 'hbl.combined',
      entity: 'job',
      entityId: id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, from: rows.map((r) => r.hblNo), into: input.hblNo, totals },
    });
  });
  const [hbl] = await hblsOf(ctx.db, [target!.id], id);
  return hbl!;
}
