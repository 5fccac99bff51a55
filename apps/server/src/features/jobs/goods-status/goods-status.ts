import { ENTITY_NAMES } from '@apex/shared';
import type { TOperLogAction } from '@apex/shared/settings';
import type {
  TGoodsStatusEntry,
  TJobGoodsStatus,
  ZCorrectGoodsStatusRequest,
  ZRecordGoodsStatusRequest,
} from '@apex/shared/tracking';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { AppError, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { type JobRef, lockJobRecord, readJob } from '../access/job-access';
import type { JobRow } from '../access/queries';
import { auditGoodsStatus, refreshHead, writeEntry } from './goods-status-entries';
import { type EntryRow, findEntryRows, findHead, findJobHblOptions, lockHead, markUndone } from './queries';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const toEntry = (row: EntryRow): TGoodsStatusEntry => ({
  id: row.id,
  step: row.step as TGoodsStatusEntry['step'],
  occurredAt: row.occurredAt.toISOString(),
  place: row.place,
  remark: row.remark,
  hblId: row.hblId,
  source: row.source as TGoodsStatusEntry['source'],
  sourceRef: row.sourceRef,
  correctionReason: row.correctionReason,
  recordedBy: row.recordedBy,
  recordedAt: row.recordedAt.toISOString(),
  undoneBy: row.undoneBy,
  undoneAt: iso(row.undoneAt),
  undoReason: row.undoReason,
  replacedBy: row.replacedBy,
});

/** The goods status tab: every entry of the job with its history, the current step and the house bills. */
export async function getJobGoodsStatus({ db }: ServiceContext, ref: JobRef): Promise<TJobGoodsStatus> {
  const job = await readJob(db, ref);
  const [head, entries, hbls] = await Promise.all([
    findHead(db, job.id),
    findEntryRows(db, job.id),
    findJobHblOptions(db, job.id),
  ]);
  return {
    jobId: job.id,
    jobNo: job.jobNo,
    version: head?.version ?? 0,
    currentStep: (head?.currentStep ?? null) as TJobGoodsStatus['currentStep'],
    hbls,
    entries: entries.map(toEntry),
  };
}

/**
 * The goods status's write frame: the job locked (404 outside the caller's scope), its goods status
 * at the version the caller read (409), the write, the current step again and the operation log row.
 */
async function writeGoodsStatus(
  ctx: ServiceContext,
  ref: JobRef,
  version: number,
  write: (tx: Tx, job: JobRow) => Promise<{ action: TOperLogAction; detail: Record<string, unknown> }>,
) {
  await ctx.db.transaction(async (tx) => {
    const { job } = await lockJobRecord(tx, ref, version, (job) => lockHead(tx, job.id));
    const { action, detail } = await write(tx, job);
    await refreshHead(tx, job, ref.actor.account);
    await auditGoodsStatus(tx, ref.actor, job, action, detail);
  });
  return getJobGoodsStatus(ctx, ref);
}

/** Records a step in order (or an abnormal event), typed by the user. */
export function recordGoodsStatus(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: z.output<typeof ZRecordGoodsStatusRequest> },
) {
  const { version, ...entry } = input;
  return writeGoodsStatus(ctx, ref, version, async (tx, job) => {
    await writeEntry(tx, job, entry, { by: ref.actor.account, source: 'user', correctionReason: '' });
    return { action: 'goodsStatus.recorded', detail: entry };
  });
}

/** Records a step as a correction: it replaces the step's entry in force and may break the order. */
export function correctGoodsStatus(
  ctx: ServiceContext,
  { input, ...ref }: JobRef & { input: z.output<typeof ZCorrectGoodsStatusRequest> },
) {
  const { version, reason, ...entry } = input;
  return writeGoodsStatus(ctx, ref, version, async (tx, job) => {
    const { replaced } = await writeEntry(tx, job, entry, {
      by: ref.actor.account,
      source: 'user',
      correctionReason: reason,
      replaceReason: reason,
    });
    const before = replaced ? { occurredAt: replaced.occurredAt.toISOString(), place: replaced.place } : null;
    return { action: 'goodsStatus.corrected', detail: { ...entry, reason, before } };
  });
}

/** Takes an entry back with a reason: it stays as history (never deleted) and the log says who and why. */
export function undoGoodsStatus(
  ctx: ServiceContext,
  { entryId, version, reason, ...ref }: JobRef & { entryId: number; version: number; reason: string },
) {
  return writeGoodsStatus(ctx, ref, version, async (tx, job) => {
    const entry = (await findEntryRows(tx, job.id)).find((e) => e.id === entryId);
    if (!entry) throw notFound(ENTITY_NAMES.goodsStatusEntry, entryId);
    if (entry.undoneAt) throw new AppError(409, 'goodsStatus.alreadyUndone');
    await markUndone(tx, entry.id, { by: ref.actor.account, reason });
    return {
      action: 'goodsStatus.undone',
      detail: { entryId, step: entry.step, occurredAt: entry.occurredAt.toISOString(), hblId: entry.hblId, reason },
    };
  });
}
