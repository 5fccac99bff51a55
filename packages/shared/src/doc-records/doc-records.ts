import { z } from 'zod';
import { calendarDate, text, ZPageQuery, ZVersion } from '../api/paging';
import { ZJobListRow } from '../jobs/job-list';
import { JOB_TYPES } from '../jobs/job-types';
import {
  DOC_BELONGS_TO_CODES,
  DOC_RECEIVER_CODES,
  DOC_STATUS_CODES,
  DOC_STEP_CODES,
  DOC_TYPE_CODES,
} from './doc-record-states';

const id = z.number().int().min(1).max(2_147_483_647);
const queryId = z.coerce.number().int().min(1).max(2_147_483_647);

/** spec §3 Doc record: what the user keeps of a paper; its number and journey are the server's. */
const DOC_RECORD_FIELDS = {
  docType: z.enum(DOC_TYPE_CODES),
  belongsTo: z.enum(DOC_BELONGS_TO_CODES),
  /** The house bill, when the record belongs to one (required then, refused otherwise). */
  hblId: id.nullable().default(null),
  customer: id.nullable().default(null),
  /** The number written on the paper by hand or by the carrier (spec §3 "manual no"). */
  manualNo: text(40).default(''),
  /** How many originals travel together (a full set of three, usually). */
  originals: z.number().int().min(0).max(9).default(0),
  remark: text(300).default(''),
};

const hblOnlyForHbl = (r: { belongsTo: string; hblId: number | null }) =>
  (r.belongsTo === 'HBL') === (r.hblId !== null);
const hblIssue = { path: ['hblId'], message: 'A house bill when, and only when, the record belongs to one' };

export const ZCreateDocRecordRequest = z.object(DOC_RECORD_FIELDS).refine(hblOnlyForHbl, hblIssue);
export const ZUpdateDocRecordRequest = z
  .object({ version: ZVersion, ...DOC_RECORD_FIELDS })
  .refine(hblOnlyForHbl, hblIssue);

/**
 * One step of the journey, with who signed for the paper and the day it moved. Sending names the
 * receiver and may carry the courier's waybill; the step's rules are in DOC_STEPS.
 */
export const ZDocStepRequest = z
  .object({
    version: ZVersion,
    step: z.enum(DOC_STEP_CODES),
    date: calendarDate,
    signer: text(60).default(''),
    sentTo: z.enum(DOC_RECEIVER_CODES).nullable().default(null),
    courier: text(60).default(''),
    expressNo: text(40).default(''),
    remark: text(300).default(''),
  })
  .refine((s) => (s.step === 'SEND') === (s.sentTo !== null), {
    path: ['sentTo'],
    message: 'Sending names its receiver; other steps do not',
  })
  .refine((s) => s.step !== 'SEND' || s.signer !== '', { path: ['signer'], message: 'Who signed for it' })
  .refine((s) => s.step !== 'RETURN' || s.signer !== '', { path: ['signer'], message: 'Who signed for it' });

const ZDocStepEntry = z.object({
  id: z.number().int(),
  step: z.enum(DOC_STEP_CODES),
  date: z.string(),
  signer: z.string(),
  sentTo: z.enum(DOC_RECEIVER_CODES).nullable(),
  courier: z.string(),
  expressNo: z.string(),
  remark: z.string(),
  /** Who recorded it, and when. */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TDocStepEntry = z.infer<typeof ZDocStepEntry>;

/** One doc record as the list shows it: its job and bill, where the paper is, the last send and return. */
export const ZDocRecordRow = z.object({
  id: z.number().int(),
  docNo: z.string(),
  docType: z.enum(DOC_TYPE_CODES),
  belongsTo: z.enum(DOC_BELONGS_TO_CODES),
  hblId: z.number().int().nullable(),
  hblNo: z.string(),
  jobId: z.number().int(),
  jobNo: z.string(),
  jobType: z.enum(JOB_TYPES),
  mblNo: z.string(),
  officeCode: z.string(),
  customer: z.number().int().nullable(),
  customerName: z.string(),
  manualNo: z.string(),
  originals: z.number().int(),
  status: z.enum(DOC_STATUS_CODES),
  sentTo: z.enum(DOC_RECEIVER_CODES).nullable(),
  sendDate: z.string().nullable(),
  sendSigner: z.string(),
  courier: z.string(),
  expressNo: z.string(),
  backDate: z.string().nullable(),
  backSigner: z.string(),
  remark: z.string(),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TDocRecordRow = z.infer<typeof ZDocRecordRow>;

/** The job as the doc management dialog shows it (spec §2.8 "job info"). */
const ZDocJobInfo = ZJobListRow.pick({
  vessel: true,
  voyage: true,
  pol: true,
  pod: true,
  etd: true,
  eta: true,
  shipper: true,
  consignee: true,
});

/** A record with its journey and its job, for the doc management dialog. */
export const ZDocRecord = ZDocRecordRow.extend({ job: ZDocJobInfo, steps: z.array(ZDocStepEntry) });
export type TDocRecord = z.infer<typeof ZDocRecord>;

export const DOC_RECORD_SORT_FIELDS = ['docNo', 'sendDate', 'backDate', 'createdAt'] as const;
/** Which day the list's date range reads. */
export const DOC_DATE_FIELDS = ['created', 'send', 'back'] as const;

const prefix = (max: number) => text(max).optional();

/** /document_manage/xdoc's query over the office's doc records (paged in the database). */
export const ZDocRecordListQuery = ZPageQuery.extend({
  /** The start of a doc no or manual no. */
  docNo: prefix(40),
  jobNo: prefix(30),
  mblNo: prefix(40),
  hblNo: prefix(40),
  customer: queryId.optional(),
  docType: z.enum(DOC_TYPE_CODES).optional(),
  status: z.enum(DOC_STATUS_CODES).optional(),
  dateField: z.enum(DOC_DATE_FIELDS).optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
  /** One of the caller's offices; the session's office when absent. */
  officeCode: text(10).optional(),
  sortField: z.enum(DOC_RECORD_SORT_FIELDS).optional(),
});
export const ZDocRecordExportQuery = ZDocRecordListQuery.omit({ page: true, pageSize: true });

/** Whom the express order goes to: the record's last receiver, else the one asked for (the consignee by default). */
export const ZExpressOrderQuery = z.object({ to: z.enum(DOC_RECEIVER_CODES).optional() });
