import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { calendarDate, queryFlag, text, ZIdParams, ZPage, ZPageQuery, ZVersion } from '../api/paging';
import { defineRoute, FILE_RESPONSE } from '../api/route';
import { CLOSE_STATUS_CODES, REVIEW_STATUS_CODES } from '../finance/finance-states';
import { codesOf } from '../labels/codes-of';
import { ZJob, ZJobMode } from './job';
import { jobRouteBase } from './job-route-base';
import { INVOICE_STATUS_CODES, JOB_DATE_FILTERS, JOB_STATUS_CODES } from './job-states';
import { type TJobType, ZJobType } from './job-types';

/** spec §5 / §9: a job query by MB/L or HB/L accepts at most 200 numbers. */
const MAX_BILL_NOS = 200;

/** A pasted list of bill numbers: one per line, or separated by commas, semicolons or spaces. */
export const splitBillNos = (pasted: string) =>
  pasted
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** The columns the job lists may sort by; anything else is refused by the schema. */
export const JOB_LIST_SORT_FIELDS = [
  'operationAt',
  'jobNo',
  'etd',
  'eta',
  'jobStatus',
  'mblNo',
  'vessel',
  'profitLocal',
] as const;

/** A profit bound as typed: signed, two decimals (the office's local currency). */
const profitBound = z
  .string()
  .trim()
  .regex(/^-?\d{1,14}(\.\d{1,2})?$/);

/** The list's filters (spec §2.8 query form); every one is optional and they combine with "and". */
const filterShape = {
  jobNo: text(30).optional(),
  /** Pasted MB/L or HB/L numbers, at most 200 (a 201st is refused with a clear message). */
  // Kept as typed (the list's state round-trips through the query string); split by splitBillNos.
  billNos: z
    .string()
    .max(20_000)
    .superRefine((pasted, ctx) => {
      const count = splitBillNos(pasted).length;
      if (count > MAX_BILL_NOS) addMessageIssue(ctx, [], 'jobList.tooManyBillNos', { max: MAX_BILL_NOS, count });
    })
    .optional(),
  customer: id.optional(),
  /** Part of the customer's code or English or Chinese name. */
  customerName: text(100).optional(),
  shipper: id.optional(),
  consignee: id.optional(),
  carrier: id.optional(),
  vessel: text(100).optional(),
  voyage: text(30).optional(),
  pol: text(10).optional(),
  pod: text(10).optional(),
  operator: id.optional(),
  sales: id.optional(),
  jobMode: ZJobMode.optional(),
  jobStatus: z.enum(JOB_STATUS_CODES).optional(),
  invoiceStatus: z.enum(INVOICE_STATUS_CODES).optional(),
  closeStatus: z.enum(CLOSE_STATUS_CODES).optional(),
  reviewStatus: z.enum(REVIEW_STATUS_CODES).optional(),
  /** issue 17: the job's profit in the office's local currency, from and to. */
  profitFrom: profitBound.optional(),
  profitTo: profitBound.optional(),
  /** Only jobs under the office's minimum margin. */
  belowMinMargin: queryFlag.optional(),
  /** Only the jobs whose carrier arrival slipped past their ETA (issue 20). */
  etaSlipped: queryFlag.optional(),
  dateType: z.enum(JOB_DATE_FILTERS).optional(),
  dateFrom: calendarDate.optional(),
  dateTo: calendarDate.optional(),
};

/** A date range says which date it is about. */
function rangeHasType(q: { dateType?: string; dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx) {
  if ((q.dateFrom || q.dateTo) && !q.dateType) addMessageIssue(ctx, ['dateType'], 'jobList.dateRangeNeedsType');
}

const sortShape = { sortField: z.enum(JOB_LIST_SORT_FIELDS).optional(), sortOrder: ZPageQuery.shape.sortOrder };

/** The list's query string: filters, sort and page. */
export const ZJobListQuery = z.object({ ...ZPageQuery.shape, ...filterShape, ...sortShape }).superRefine(rangeHasType);
export type TJobListQuery = z.input<typeof ZJobListQuery>;
/** The export's: the same without the paging. */
export const ZJobExportQuery = z.object({ ...filterShape, ...sortShape }).superRefine(rangeHasType);
export type TJobListFilter = z.output<typeof ZJobExportQuery>;

const named = z.object({ code: z.string(), name: z.string() });

/** One row of the grid: the job's list columns and the names they refer to, read for the page only. */
export const ZJobListRow = z.object({
  id: z.number().int(),
  jobNo: z.string(),
  jobType: ZJobType,
  jobMode: ZJobMode,
  jobStatus: z.enum(JOB_STATUS_CODES),
  invoiceStatus: z.enum(INVOICE_STATUS_CODES),
  closeStatus: z.enum(CLOSE_STATUS_CODES),
  reviewStatus: z.enum(REVIEW_STATUS_CODES),
  /** Σ AR − Σ AP in the office's local currency, and as a percentage of AR (null without AR). */
  profitLocal: z.string(),
  marginPct: z.string().nullable(),
  /** Under the office's minimum margin (issue 17). */
  belowMinMargin: z.boolean(),
  /** spec §6: customers on a blacklist or over their credit limit are flagged. */
  customer: named.extend({ nameCn: z.string(), blacklisted: z.boolean(), overCredit: z.boolean() }).nullable(),
  shipper: z.string(),
  consignee: z.string(),
  carrier: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  pol: z.string(),
  pod: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  /** Days the carrier's arrival is past the ETA while the job's ETA slip is open (issue 20). */
  etaSlipDays: z.number().int().nullable(),
  mblNo: z.string(),
  /** The job's HB/L numbers (its B/L tab's and the general part's), comma separated. */
  hblNo: z.string(),
  /** The saved containers by type, "2x40HQ, 1x20GP" (not the general part's free text). */
  containers: z.string(),
  operator: z.string(),
  sales: z.string(),
  relatedJobId: z.number().int().nullable(),
  operationAt: z.string(),
  version: z.number().int(),
});
export type TJobListRow = z.infer<typeof ZJobListRow>;

/**
 * What a copy takes from the original (the copy-job dialog). Never copied: the job no (a new one
 * is drawn), the status, the bill numbers, the container numbers and the dates of actual events
 * (ATD/ATA, customs and delivery dates). The planned ETD/ETA come with the route: the field
 * configuration requires an ETD on a new job, and the user corrects it on the card.
 */
export const JOB_COPY_GROUPS = {
  parties: ['customer', 'shipper', 'consignee', 'notify', 'salesAgent', 'polAgent', 'overseasAgent'],
  route: ['carrier', 'vessel', 'voyage', 'lane', 'pol', 'pod', 'finalDestination', 'etd', 'eta'],
  people: [
    'operator',
    'department',
    'sales',
    'localSales',
    'customerService',
    'salesCompany',
    'operatingCompany',
    'accountSet',
  ],
  references: ['clientRefNo', 'projectNo', 'quotationNo', 'poNo', 'shipOwnerContractNo'],
  terms: ['contractType', 'mblTerms', 'hblTerms', 'paymentMethod', 'releaseMode', 'serviceType'],
  cargo: [
    'marks',
    'goodsDescription',
    'packages',
    'packageType',
    'weightKg',
    'weightLb',
    'volumeCbm',
    'volumeCbf',
    'containerTypeQty',
    'cargoType',
  ],
} as const;
export type TJobCopyGroup = keyof typeof JOB_COPY_GROUPS;
export const JOB_COPY_GROUP_NAMES = codesOf(JOB_COPY_GROUPS);

export const ZCopyJobRequest = z.object({
  groups: z.array(z.enum(JOB_COPY_GROUP_NAMES)).max(6),
  /** spec §5: a copied ETA before today asks first, as on the card; sent true once confirmed. */
  confirmPastEta: z.boolean().default(false),
});

const userRef = z.number().int().min(1).max(2_147_483_647).nullable();
const day = calendarDate.nullable();

/** The fields a batch update may set (one per request), and the value each takes. */
const ZBatchChange = z.discriminatedUnion('field', [
  z.object({ field: z.literal('operator'), value: userRef }),
  z.object({ field: z.literal('sales'), value: userRef }),
  z.object({ field: z.literal('jobStatus'), value: z.enum(JOB_STATUS_CODES) }),
  z.object({ field: z.literal('vessel'), value: text(100) }),
  z.object({ field: z.literal('voyage'), value: text(30) }),
  z.object({ field: z.literal('etd'), value: day }),
  z.object({ field: z.literal('eta'), value: day }),
]);
export type TBatchChange = z.infer<typeof ZBatchChange>;

export const ZBatchUpdateRequest = z.object({
  /** The selected jobs, each with the version the user saw: one stale version changes nothing. */
  jobs: z
    .array(z.object({ id: z.number().int().min(1).max(2_147_483_647), version: ZVersion }))
    .min(1)
    .max(500),
  change: ZBatchChange,
});

const ZRelatedJobRequest = z.object({ version: ZVersion });

/** spec §5: related jobs only for FCL/LCL/HBL jobs. */
export const RELATED_JOB_MODES = ['FCL', 'LCL', 'HBL'] as const;
/** The related job of an export is the import at the other end of the same shipment, and back. */
export const RELATED_JOB_TYPE = { OE: 'OI', OI: 'OE' } as const satisfies Record<TJobType, TJobType>;
/**
 * What the other end of a shipment shares with this one, copied into the related job: the groups of
 * the general part, and its bill and container numbers. The list's question names them before.
 */
export const RELATED_JOB_COPY = {
  groups: ['parties', 'route', 'people', 'cargo', 'terms'],
  fields: ['mblNo', 'hblNo', 'containerNo'],
} as const satisfies { groups: readonly TJobCopyGroup[]; fields: readonly string[] };

/** A job type's list, its export, and the list's actions (copy, batch update, related job). */
export function jobListRoutes(jobType: TJobType) {
  const { jobs: path, read: view, write: edit, name } = jobRouteBase(jobType);
  const tag = `${name} jobs`;
  return {
    list: defineRoute({
      method: 'GET',
      path,
      access: view,
      summary: `The office's ${name} jobs, filtered, sorted and paged (newest first)`,
      tag,
      query: ZJobListQuery,
      response: ZPage(ZJobListRow),
    }),
    export: defineRoute({
      method: 'GET',
      path: `${path}/export`,
      access: view,
      summary: 'The whole filtered list as an Excel workbook, streamed',
      tag,
      query: ZJobExportQuery,
      response: FILE_RESPONSE,
    }),
    copy: defineRoute({
      method: 'POST',
      path: `${path}/:id/copy`,
      access: edit,
      summary: 'Opens a new job (new job no, same office) with the chosen groups of the general part',
      tag,
      params: ZIdParams,
      body: ZCopyJobRequest,
      response: ZJob,
    }),
    batchUpdate: defineRoute({
      method: 'PUT',
      path: `${path}/batch`,
      access: edit,
      summary: 'Sets one field on the selected jobs in one transaction; one stale version changes nothing',
      tag,
      body: ZBatchUpdateRequest,
      response: z.object({ updated: z.number().int() }),
    }),
    related: defineRoute({
      method: 'POST',
      path: `${path}/:id/related`,
      access: edit,
      summary: 'Opens the related job of the other type (OE ↔ OI) for an FCL, LCL or HBL job not yet related',
      tag,
      params: ZIdParams,
      body: ZRelatedJobRequest,
      response: ZJob,
    }),
  };
}
