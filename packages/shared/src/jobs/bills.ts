import { z } from 'zod';
import { calendarDate, text, ZVersion } from '../api/paging';
import { JOB_MODES } from '../master/job-field-list';
import { count, quantity } from './quantities';

const id = z.number().int().min(1).max(2_147_483_647);
const optionalId = id.nullable().default(null);
const upper = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s.toUpperCase())
    .default('');
const day = calendarDate.nullable().default(null);

/** A bill number: required, upper-cased, letters, digits and - / . (carriers' and our HB/L numbers). */
export const billNo = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9./-]+$/, { message: 'Letters, digits, "-", "/" and "." only' })
  .transform((s) => s.toUpperCase());

/**
 * What an MB/L needs beyond the job's own MB/L no, terms and release mode (spec §3 Job references
 * and terms): its parties as the carrier prints them (usually the forwarder and its agent at
 * destination), where and when it was issued, how many originals, the on-board date.
 */
export const ZSaveMblRequest = z.object({
  /** The MB/L part's version; 0 when the job has none yet (the first save creates it). */
  version: z.number().int().min(0).max(2_147_483_647),
  shipper: optionalId,
  consignee: optionalId,
  notify: optionalId,
  placeOfIssue: text(100).default(''),
  dateOfIssue: day,
  originals: z.number().int().min(0).max(9).nullable().default(null),
  onBoardDate: day,
});

/** The parties a bill names, by id, with their names to show. */
const billParties = {
  shipper: z.number().int().nullable(),
  consignee: z.number().int().nullable(),
  notify: z.number().int().nullable(),
  shipperName: z.string(),
  consigneeName: z.string(),
  notifyName: z.string(),
};

export const ZMbl = z.object({
  version: z.number().int(),
  ...billParties,
  placeOfIssue: z.string(),
  dateOfIssue: z.string().nullable(),
  originals: z.number().int().nullable(),
  onBoardDate: z.string().nullable(),
});
export type TMbl = z.infer<typeof ZMbl>;

/** spec §3 HBL, plus its shipper and notify party; weights in KG and volumes in CBM (LBS/CBF derived, §9). */
const HBL_FIELDS = {
  hblNo: billNo,
  shipper: optionalId,
  consignee: optionalId,
  notify: optionalId,
  packages: count.nullable().default(null),
  packageType: upper(20),
  marks: text(4000).default(''),
  goodsName: text(4000).default(''),
  weightKg: quantity.default(null),
  volumeCbm: quantity.default(null),
  poNo: text(60).default(''),
  salesCompany: text(100).default(''),
  sales: optionalId,
  remark: text(1000).default(''),
  releaseMode: upper(20),
  oblReceivedDate: day,
};

/** spec §5: an HB/L weighing more than the job's ordered weight asks first; true once confirmed. */
const confirmOverWeight = z.boolean().default(false);

export const ZCreateHblRequest = z.object({ ...HBL_FIELDS, confirmOverWeight });
export const ZUpdateHblRequest = z.object({ version: ZVersion, ...HBL_FIELDS, confirmOverWeight });

export const ZHbl = z.object({
  id: z.number().int(),
  /** The job the HB/L belongs to (spec §3 "HBL job id"): a sub-job's when shown on its master. */
  jobId: z.number().int(),
  jobNo: z.string(),
  /** Shown on a master job from its sub-job: edited there only (spec §5). */
  readOnly: z.boolean(),
  hblNo: z.string(),
  ...billParties,
  packages: z.number().int().nullable(),
  packageType: z.string(),
  marks: z.string(),
  goodsName: z.string(),
  weightKg: z.string().nullable(),
  volumeCbm: z.string().nullable(),
  /** spec §9: the larger of the weight and the volume ÷ 0.006, kept with the HB/L. */
  chargeableWeight: z.string().nullable(),
  poNo: z.string(),
  salesCompany: z.string(),
  sales: z.number().int().nullable(),
  salesName: z.string(),
  remark: z.string(),
  releaseMode: z.string(),
  oblReceivedDate: z.string().nullable(),
  version: z.number().int(),
});
export type THbl = z.infer<typeof ZHbl>;

/**
 * What a new HB/L starts from (issue 16): the job's parties and cargo, and the next number of the
 * office's HB/L rule ('' without one); all of it editable before the first save.
 */
export const ZHblDraft = ZHbl.pick({
  hblNo: true,
  shipper: true,
  consignee: true,
  notify: true,
  shipperName: true,
  consigneeName: true,
  notifyName: true,
  packages: true,
  packageType: true,
  marks: true,
  goodsName: true,
  weightKg: true,
  volumeCbm: true,
});
export type THblDraft = z.infer<typeof ZHblDraft>;

const cargo = {
  packages: z.number().int().nullable(),
  weightKg: z.string().nullable(),
  volumeCbm: z.string().nullable(),
};

/** The job's side of the B/L tab: what the HB/L rules compare with and the job's version. */
const ZBillsJob = z.object({
  id: z.number().int(),
  jobNo: z.string(),
  jobMode: z.enum(JOB_MODES),
  masterJobId: z.number().int().nullable(),
  mblNo: z.string(),
  ...cargo,
});

/** The B/L tab: the MB/L part, the job's own HB/Ls, and on a master its sub-jobs' HB/Ls (read-only). */
export const ZJobBills = z.object({ job: ZBillsJob, mbl: ZMbl, hbls: z.array(ZHbl) });
export type TJobBills = z.infer<typeof ZJobBills>;

/** One part of a split: a new bill's number and its share of the cargo. */
export const ZSplitPart = z.object({
  hblNo: billNo,
  packages: count.nullable().default(null),
  weightKg: quantity.default(null),
  volumeCbm: quantity.default(null),
});
export type TSplitPart = z.input<typeof ZSplitPart>;

const parts = z.array(ZSplitPart).min(2).max(50);

/**
 * Splits one HB/L into several (the first part keeps the bill's row and its other fields, the others
 * copy them); the parts must add up exactly to the bill's packages, weight and volume.
 */
export const ZSplitHblRequest = z.object({ version: ZVersion, parts });
/** Splits the job's own cargo into its first HB/Ls; the job's version guards the totals read. */
export const ZSplitJobCargoRequest = z.object({ jobVersion: ZVersion, parts });
/** Combines several HB/Ls of one job into the first of them, totals kept; each names the version read. */
export const ZCombineHblsRequest = z.object({
  hbls: z
    .array(z.object({ id, version: ZVersion }))
    .min(2)
    .max(50)
    .refine((list) => new Set(list.map((h) => h.id)).size === list.length, { message: 'An HB/L is named twice' }),
  hblNo: billNo,
});

export const ZHblParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  hblId: z.coerce.number().int().min(1).max(2_147_483_647),
});
