import { ENTITY_NAMES } from '@apex/shared';
import { goodsStatusOrderRefusal, isNormalStep, type TGoodsStatusStep } from '@apex/shared/tracking';
import type { Tx } from '../../../db/client';
import { notFound } from '../../../platform/http/app-error';
import { lockJobRowsById } from '../access/queries';
import { auditGoodsStatus, refreshHead, sequenceInForce, writeEntry } from './goods-status-entries';
import { lockHead, seenBefore } from './queries';

/** A carrier's or EDI's event that moves a step (`goodsStatusStepOf` in @apex/shared/tracking says which). */
export interface GoodsStatusFromEvent {
  jobId: number;
  step: TGoodsStatusStep;
  /** ISO 8601 with offset. */
  occurredAt: string;
  /** A UN/LOCODE, or null. */
  place: string | null;
  source: 'carrier' | 'edi';
  /** The event's own id (the tracking event's `eventId`): the same event is recorded once. */
  sourceRef: string;
}

/**
 * What became of an event: `recorded` (a new entry), `updated` (it replaced the step's earlier
 * automatic entry, whose date it moved), `unchanged` (seen before, or the same date), `userEntryKept`
 * (a user's entry of the step is never overwritten), `outOfOrder` (its date would break the order of
 * the steps in force: nothing is written, the user decides).
 */
export type GoodsStatusEventOutcome = 'recorded' | 'updated' | 'unchanged' | 'userEntryKept' | 'outOfOrder';

const sameMoment = (a: Date, b: string) => a.getTime() === new Date(b).getTime();

/**
 * For the carrier-event intake (issue 20), in its transaction: moves a job's own step (not a house
 * bill's) from an event. Idempotent for the same `sourceRef`; a user's entry of the step is kept;
 * its own earlier automatic entry is replaced (kept as history) when a later event moves the date.
 * The job is locked as every goods status write does, and the operation log says which event did it.
 */
export async function recordGoodsStatusFromEvent(
  tx: Tx,
  event: GoodsStatusFromEvent,
): Promise<GoodsStatusEventOutcome> {
  if (!isNormalStep(event.step)) throw new Error(`Not a goods status step: ${event.step}`);
  const [job] = await lockJobRowsById(tx, [event.jobId]);
  if (!job) throw notFound(ENTITY_NAMES.job, event.jobId);
  await lockHead(tx, job.id);
  if (await seenBefore(tx, job.id, event.sourceRef)) return 'unchanged';
  const inForce = await sequenceInForce(tx, job.id, null);
  const current = inForce.find((e) => e.step === event.step);
  if (current?.source === 'user') return 'userEntryKept';
  if (current && sameMoment(current.occurredAt, event.occurredAt)) return 'unchanged';
  const others = inForce
    .filter((e) => e.step !== event.step && isNormalStep(e.step))
    .map((e) => ({ step: e.step as TGoodsStatusStep, occurredAt: e.occurredAt.toISOString() }));
  if (goodsStatusOrderRefusal(others, event)) return 'outOfOrder';
  const by = event.source;
  await writeEntry(
    tx,
    job,
    { step: event.step, occurredAt: event.occurredAt, place: event.place, remark: '', hblId: null },
    // Checked in order above, against the others: the step's earlier automatic entry gives way.
    {
      by,
      source: event.source,
      sourceRef: event.sourceRef,
      correctionReason: '',
      replaceReason: `${by} ${event.sourceRef}`,
    },
  );
  await refreshHead(tx, job, by);
  const system = {
    userId: null,
    account: by,
    officeCode: job.officeCode,
    ip: '',
    userAgent: '',
    requestId: event.sourceRef,
  };
  await auditGoodsStatus(tx, system, job, current ? 'goodsStatus.corrected' : 'goodsStatus.recorded', { ...event });
  return current ? 'updated' : 'recorded';
}
