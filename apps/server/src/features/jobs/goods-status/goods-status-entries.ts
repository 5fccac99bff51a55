import { ENTITY_NAMES } from '@apex/shared';
import { labelTexts } from '@apex/shared/labels';
import type { TOperLogAction } from '@apex/shared/settings';
import {
  currentGoodsStatusStep,
  GOODS_STATUS_LABELS,
  goodsStatusOrderRefusal,
  isNormalStep,
  type TGoodsStatusCode,
  type TGoodsStatusSource,
} from '@apex/shared/tracking';
import type { Tx } from '../../../db/client';
import { type AuditActor, writeAudit } from '../../../platform/audit/audit-log';
import { AppError, invalidField, unknownReference, utcText } from '../../../platform/http/app-error';
import type { JobRow } from '../access/queries';
import {
  type EntryRow,
  findEntriesInForce,
  findJobHblOptions,
  insertEntry,
  linkReplacement,
  markUndone,
  saveHead,
} from './queries';

/** What an entry says: a step or event, when, where, a note, and the house bill it is for (null: the job). */
export interface EntryInput {
  step: TGoodsStatusCode;
  occurredAt: string;
  place: string | null;
  remark: string;
  hblId: number | null;
}

/** Who records it and how: a user's entry in order, a user's correction (with its reason), or an automatic one. */
export interface Recording {
  by: string;
  source: TGoodsStatusSource;
  sourceRef?: string | null;
  /** Why a user's correction broke the order or replaced the step's entry; '' for any other entry. */
  correctionReason: string;
  /**
   * Given, the entry takes the place of the step's entry in force (kept as history with this reason)
   * and is not checked in order: a correction, or an automatic entry its caller checked.
   */
  replaceReason?: string;
}

export const stepText = (step: string) => labelTexts(GOODS_STATUS_LABELS[step as TGoodsStatusCode]);

/** The entries in force of one sequence: the job's own, or one house bill's. */
export async function sequenceInForce(tx: Tx, jobId: number, hblId: number | null) {
  return (await findEntriesInForce(tx, jobId)).filter((e) => e.hblId === hblId);
}

async function checkHbl(tx: Tx, job: JobRow, hblId: number | null) {
  if (hblId !== null && !(await findJobHblOptions(tx, job.id)).some((h) => h.id === hblId))
    throw unknownReference('hblId', ENTITY_NAMES.hbl, String(hblId));
}

/** spec §4: a step in order, never twice, unless it is a correction; abnormal events at any point. */
function checkInOrder(job: JobRow, inForce: EntryRow[], input: EntryInput) {
  const step = input.step;
  if (!isNormalStep(step)) return;
  const current = inForce.find((e) => e.step === step);
  if (current)
    throw new AppError(409, 'goodsStatus.alreadyRecorded', {
      jobNo: job.jobNo,
      step: stepText(step),
      at: utcText(current.occurredAt),
    });
  const recorded = inForce
    .filter((e) => isNormalStep(e.step))
    .map((e) => ({ step: e.step as typeof step, occurredAt: e.occurredAt.toISOString() }));
  const refusal = goodsStatusOrderRefusal(recorded, { step, occurredAt: input.occurredAt });
  if (refusal)
    throw invalidField('body.occurredAt', `goodsStatus.${refusal.kind}`, {
      jobNo: job.jobNo,
      step: stepText(step),
      [refusal.kind === 'beforePrevious' ? 'previous' : 'next']: stepText(refusal.step),
      at: utcText(new Date(refusal.occurredAt)),
    });
}

/**
 * Writes an entry in the caller's transaction (the job and its goods status locked): checked in
 * order unless it is a correction, which takes the place of the step's entry in force (kept as
 * history, `replaced_by` the new one). Answers the new entry's id and the entry it replaced.
 */
export async function writeEntry(tx: Tx, job: JobRow, input: EntryInput, recording: Recording) {
  await checkHbl(tx, job, input.hblId);
  const inForce = await sequenceInForce(tx, job.id, input.hblId);
  const { replaceReason } = recording;
  const replaced =
    replaceReason === undefined ? undefined : inForce.find((e) => e.step === input.step && isNormalStep(e.step));
  if (replaceReason === undefined) checkInOrder(job, inForce, input);
  // The replaced entry leaves force first: a step is in force once (goods_status_entries_step_once).
  if (replaced) await markUndone(tx, replaced.id, { by: recording.by, reason: replaceReason! });
  const id = await insertEntry(tx, {
    jobId: job.id,
    ...input,
    occurredAt: new Date(input.occurredAt),
    source: recording.source,
    sourceRef: recording.sourceRef ?? null,
    correctionReason: recording.correctionReason,
    recordedBy: recording.by,
  });
  if (replaced) await linkReplacement(tx, replaced.id, id);
  return { id, replaced };
}

/** The job's current step (its own sequence) and the goods status's version, after a write. */
export async function refreshHead(tx: Tx, job: JobRow, by: string) {
  const inForce = await sequenceInForce(tx, job.id, null);
  const currentStep = currentGoodsStatusStep(inForce);
  const at = inForce.find((e) => e.step === currentStep)?.occurredAt ?? null;
  await saveHead(
    tx,
    { jobId: job.id, officeCode: job.officeCode, jobType: job.jobType, currentStep, currentStepAt: at },
    by,
  );
}

/** The operation log's row of a goods status write, under the job. */
export const auditGoodsStatus = (
  tx: Tx,
  actor: AuditActor,
  job: JobRow,
  action: TOperLogAction,
  detail: Record<string, unknown>,
) =>
  writeAudit(tx, actor, {
    action,
    entity: 'job',
    entityId: job.id,
    key: job.jobNo,
    detail: { jobNo: job.jobNo, ...detail },
  });
