import { z } from 'zod';
import { instant, requiredText, text } from '../api/paging';
import { codesOf } from '../labels/codes-of';
import type { TLabelKey } from '../labels/keys';
import { portCode } from '../master/ports';

/**
 * spec §4 goods status, the normal sequence of 21 steps, in its order: where a shipment is, from the
 * customer's commitment to the proof of delivery. A step that reads like a label elsewhere in the
 * catalogue takes that label (one key per label).
 */
export const GOODS_STATUS_STEPS = {
  ACCEPT_COMMITMENT: 'movement:goodsStatusSteps.ACCEPT_COMMITMENT',
  CONFIRM_SPACE: 'movement:goodsStatusSteps.CONFIRM_SPACE',
  AMS_DECLARE: 'movement:goodsStatusSteps.AMS_DECLARE',
  PACKING: 'movement:goodsStatusSteps.PACKING',
  CUSTOMS_DOCUMENTS: 'movement:goodsStatusSteps.CUSTOMS_DOCUMENTS',
  EXPORT_DECLARATION: 'customs:kinds.EXPORT_DECLARATION',
  ON_BOARD: 'movement:goodsStatusSteps.ON_BOARD',
  PRE_ALERT: 'movement:goodsStatusSteps.PRE_ALERT',
  ETA: 'jobs:columns.eta',
  ARRIVAL_NOTICE: 'masterData:reportTemplateKinds.ARRIVAL_NOTICE',
  DOCUMENT_TURNOVER: 'movement:goodsStatusSteps.DOCUMENT_TURNOVER',
  CUSTOMS_ENTRY: 'movement:goodsStatusSteps.CUSTOMS_ENTRY',
  ENTRY_NO: 'jobs:fields.entryNo',
  CLEARED: 'movement:goodsStatusSteps.CLEARED',
  EXAM: 'movement:goodsStatusSteps.EXAM',
  EXAM_RELEASE: 'movement:goodsStatusSteps.EXAM_RELEASE',
  AVAILABLE_FOR_PICKUP: 'movement:goodsStatusSteps.AVAILABLE_FOR_PICKUP',
  SCHEDULED_DELIVERY: 'movement:goodsStatusSteps.SCHEDULED_DELIVERY',
  DELIVERED: 'movement:goodsStatusSteps.DELIVERED',
  PROOF_OF_DELIVERY: 'movement:goodsStatusSteps.PROOF_OF_DELIVERY',
  REMARK: 'general:columns.remark',
} as const satisfies Record<string, TLabelKey>;
export type TGoodsStatusStep = keyof typeof GOODS_STATUS_STEPS;
export const NORMAL_STEPS = codesOf(GOODS_STATUS_STEPS);

/** spec §4 goods status, abnormal: events that may happen at any point, kept apart from the sequence. */
export const GOODS_STATUS_EVENTS = {
  OFFLOAD: 'movement:goodsStatusEvents.OFFLOAD',
  RECONSIGN: 'movement:goodsStatusEvents.RECONSIGN',
  CANCEL: 'movement:goodsStatusEvents.CANCEL',
  OTHERS: 'movement:goodsStatusEvents.OTHERS',
  GOODS_DAMAGE: 'movement:goodsStatusEvents.GOODS_DAMAGE',
  ORIGINAL_DAMAGE: 'movement:goodsStatusEvents.ORIGINAL_DAMAGE',
} as const satisfies Record<string, TLabelKey>;
export type TGoodsStatusEvent = keyof typeof GOODS_STATUS_EVENTS;
export const ABNORMAL_EVENTS = codesOf(GOODS_STATUS_EVENTS);

/** A step or an abnormal event: what an entry records. */
export type TGoodsStatusCode = TGoodsStatusStep | TGoodsStatusEvent;
export const GOODS_STATUS_CODES = [...NORMAL_STEPS, ...ABNORMAL_EVENTS] as const;
export const GOODS_STATUS_LABELS: Record<TGoodsStatusCode, TLabelKey> = {
  ...GOODS_STATUS_STEPS,
  ...GOODS_STATUS_EVENTS,
};

export const isNormalStep = (code: string): code is TGoodsStatusStep => code in GOODS_STATUS_STEPS;

/** Who brought an entry: typed by a user, moved by a carrier's tracking event, or by an EDI status message. */
export const GOODS_STATUS_SOURCES = {
  user: 'movement:goodsStatusSources.user',
  carrier: 'movement:goodsStatusSources.carrier',
  edi: 'movement:goodsStatusSources.edi',
} as const satisfies Record<string, TLabelKey>;
export type TGoodsStatusSource = keyof typeof GOODS_STATUS_SOURCES;

const id = z.number().int().min(1).max(2_147_483_647);
/** The goods status's version as read: 0 until its first entry. */
const partVersion = z.number().int().min(0).max(2_147_483_647);

const entryFields = {
  step: z.enum(GOODS_STATUS_CODES),
  occurredAt: instant,
  /** Where it happened: a UN/LOCODE, or blank. */
  place: z.preprocess((v) => (v === '' || v === undefined ? null : v), portCode.nullable()),
  remark: text(500).default(''),
  /** The house bill of a consolidation the entry is for; blank for the job (its master bill). */
  hblId: id.nullable().default(null),
};

export const ZRecordGoodsStatusRequest = z.object({ version: partVersion, ...entryFields });
/** A correction replaces the step's entry (or records it out of order), always with a reason. */
export const ZCorrectGoodsStatusRequest = z.object({ version: partVersion, ...entryFields, reason: requiredText(300) });
export const ZUndoGoodsStatusRequest = z.object({ version: partVersion, reason: requiredText(300) });
export type TRecordGoodsStatusRequest = z.input<typeof ZRecordGoodsStatusRequest>;

export const ZGoodsStatusEntryParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  entryId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const ZGoodsStatusEntry = z.object({
  id: z.number().int(),
  step: z.enum(GOODS_STATUS_CODES),
  occurredAt: z.string(),
  place: z.string().nullable(),
  remark: z.string(),
  hblId: z.number().int().nullable(),
  source: z.enum(codesOf(GOODS_STATUS_SOURCES)),
  /** The carrier event's or EDI message's id an automatic entry came from. */
  sourceRef: z.string().nullable(),
  /** Why it was recorded as a correction ('' for an entry recorded in order). */
  correctionReason: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** An undone or replaced entry is kept as history: who took it back, when and why. */
  undoneBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoReason: z.string(),
  /** The entry a correction put in its place. */
  replacedBy: z.number().int().nullable(),
});
export type TGoodsStatusEntry = z.infer<typeof ZGoodsStatusEntry>;

/** A job's goods status: every entry, history included, the job's current step and its house bills. */
export const ZJobGoodsStatus = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  version: z.number().int(),
  currentStep: z.enum(NORMAL_STEPS).nullable(),
  hbls: z.array(z.object({ id: z.number().int(), hblNo: z.string() })),
  entries: z.array(ZGoodsStatusEntry),
});
export type TJobGoodsStatus = z.infer<typeof ZJobGoodsStatus>;
