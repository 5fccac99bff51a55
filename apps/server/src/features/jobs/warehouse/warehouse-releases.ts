import { ENTITY_NAMES } from '@apex/shared';
import { labelTexts } from '@apex/shared/labels';
import { outRefusal, overStock, releaseShare, stockOf, type ZWarehouseReleaseRequest } from '@apex/shared/movement';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import type { JobRef } from '../access/job-access';
import { deleteRelease, type EntryRow, findRelease, insertRelease, sumReleases, updateEntryRow } from './queries';
import { auditEntry, versioned, writeEntry } from './warehouse-entries';

const QUANTITY_LABELS = {
  packages: 'jobs:fields.packages',
  weightKg: 'jobs:fields.weightKg',
  volumeCbm: 'jobs:fields.volumeCbm',
} as const;

/** An entry's totals of what went out, summed again from its releases, with the entry's version bumped. */
async function keepOutTotals(tx: Tx, entry: EntryRow, ref: JobRef) {
  const out = await sumReleases(tx, entry.id);
  await updateEntryRow(tx, versioned(entry, ref), {
    outPackages: out.packages,
    outWeightKg: out.weightKg,
    outVolumeCbm: out.volumeCbm,
    lastOutAt: out.lastOutAt === null ? null : new Date(out.lastOutAt),
  });
  return out;
}

function checkNotConfirmed(entry: EntryRow) {
  if (entry.outboundConfirmed) throw new AppError(409, 'warehouse.outboundConfirmed', { no: entry.warehouseInNo });
}

/**
 * Warehouse out (spec §8): some of the entry's stock leaves, once customs released it (the entry's
 * flag or the job's release date) and it is allowed out, never more than is in; otherwise "goods
 * not available". Several partial outs follow each other, each with its time and who let it out.
 */
export function releaseCargo(
  ctx: ServiceContext,
  { input, entryId, ...ref }: JobRef & { entryId: number; input: z.output<typeof ZWarehouseReleaseRequest> },
) {
  return writeEntry(ctx, { ref, entryId, version: input.version }, async (tx, job, entry) => {
    checkNotConfirmed(entry);
    const refusal = outRefusal(entry, job.customsReleaseDate);
    if (refusal) throw new AppError(409, refusal, { no: entry.warehouseInNo });
    const stock = stockOf(entry);
    const share = releaseShare(stock, input.packages);
    const out = {
      packages: input.packages,
      weightKg: input.weightKg ?? share.weightKg,
      volumeCbm: input.volumeCbm ?? share.volumeCbm,
    };
    const [over] = overStock(stock, out);
    if (over)
      throw new AppError(409, 'warehouse.overStock', {
        no: entry.warehouseInNo,
        what: labelTexts(QUANTITY_LABELS[over]),
        stock: String(stock[over]),
        asked: String(out[over]),
      });
    await insertRelease(tx, {
      entryId: entry.id,
      ...out,
      outAt: new Date(input.outAt),
      remark: input.remark,
      createdBy: ref.actor.account,
    });
    const total = await keepOutTotals(tx, entry, ref);
    await auditEntry(tx, ref, entry, 'warehouseEntry.released', {
      jobNo: job.jobNo,
      ...out,
      outAt: input.outAt,
      left: entry.packages - total.packages,
    });
  });
}

/**
 * A warehouse out taken back (a mistake): its cargo is in stock again, unless the outbound is
 * confirmed. Answers the entry and the packages that came back.
 */
export async function cancelRelease(
  ctx: ServiceContext,
  { entryId, releaseId, version, ...ref }: JobRef & { entryId: number; releaseId: number; version: number },
) {
  let packages = 0;
  const entry = await writeEntry(ctx, { ref, entryId, version }, async (tx, job, entry) => {
    checkNotConfirmed(entry);
    const release = await findRelease(tx, entry.id, releaseId);
    if (!release) throw notFound(ENTITY_NAMES.warehouseEntry, `${entry.warehouseInNo}/${releaseId}`);
    await deleteRelease(tx, release.id);
    await keepOutTotals(tx, entry, ref);
    packages = release.packages;
    await auditEntry(tx, ref, entry, 'warehouseEntry.releaseCancelled', {
      jobNo: job.jobNo,
      packages,
      outAt: release.outAt.toISOString(),
    });
  });
  return { entry, packages };
}
