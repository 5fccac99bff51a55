import { z } from 'zod';
import { calendarDate, instant, text, ZPage, ZPageQuery } from '../api/paging';
import { defineRoute, FILE_RESPONSE } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import { JOB_STATUS_CODES } from '../jobs/job-states';
import type { TJobType } from '../jobs/job-types';
import { portCode } from '../master/ports';
import { NORMAL_STEPS } from './goods-status';

const id = z.number().int().min(1).max(2_147_483_647);

/** A job without any step recorded yet, for the desk's "current step" filter. */
export const NO_STEP = 'NONE';
const GOODS_STATUS_DESK_SORT_FIELDS = ['eta', 'jobNo'] as const;

const deskFilters = {
  /** The start of a job no. */
  jobNo: text(40).optional(),
  /** The master bill no, exactly. */
  mblNo: text(40).optional(),
  pod: portCode.optional(),
  etaFrom: calendarDate.optional(),
  etaTo: calendarDate.optional(),
  step: z.enum([...NORMAL_STEPS, NO_STEP]).optional(),
  sortField: z.enum(GOODS_STATUS_DESK_SORT_FIELDS).optional(),
};

/** /sc/oceanimport/JobGoodsStatus: the office's jobs of a type with their current step, by the list kit's URL. */
export const ZGoodsStatusDeskQuery = ZPageQuery.extend(deskFilters);
export const ZGoodsStatusDeskExportQuery = z.object({ ...deskFilters, sortOrder: ZPageQuery.shape.sortOrder });

export const ZGoodsStatusDeskRow = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  jobStatus: z.enum(JOB_STATUS_CODES),
  customerName: z.string(),
  mblNo: z.string(),
  pol: z.string(),
  pod: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  currentStep: z.enum(NORMAL_STEPS).nullable(),
  currentStepAt: z.string().nullable(),
});
export type TGoodsStatusDeskRow = z.infer<typeof ZGoodsStatusDeskRow>;

/** The most jobs one batch sets: a day's arrivals of an office, with room to spare. */
export const GOODS_STATUS_BATCH_MAX = 200;

/** The daily "these jobs arrived": one step with one date for every job ticked, all or none. */
export const ZGoodsStatusBatchRequest = z.object({
  jobIds: z
    .array(id)
    .min(1)
    .max(GOODS_STATUS_BATCH_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A job is named once' }),
  step: z.enum(NORMAL_STEPS),
  occurredAt: instant,
  place: z.preprocess((v) => (v === '' || v === undefined ? null : v), portCode.nullable()),
  remark: text(500).default(''),
});
export type TGoodsStatusBatchRequest = z.input<typeof ZGoodsStatusBatchRequest>;

/** The goods status desk of a job type: read under the type's view, the batch under its edit. */
export function goodsStatusDeskRoutes(jobType: TJobType) {
  const { api, read, write, tag } = jobRouteBase(jobType);
  return {
    list: defineRoute({
      method: 'GET',
      path: `${api}/goods-status`,
      access: read,
      summary: "The office's jobs of this type with their current goods status step, paged and filtered",
      tag,
      query: ZGoodsStatusDeskQuery,
      response: ZPage(ZGoodsStatusDeskRow),
    }),
    batch: defineRoute({
      method: 'POST',
      path: `${api}/goods-status/batch`,
      access: write,
      summary: 'Sets one step with one date on many jobs, all or none: a refusal names the job',
      tag,
      body: ZGoodsStatusBatchRequest,
      response: z.object({ count: z.number().int() }),
    }),
    export: defineRoute({
      method: 'GET',
      path: `${api}/goods-status/export`,
      access: read,
      summary: 'The whole filtered goods status desk as an Excel workbook',
      tag,
      query: ZGoodsStatusDeskExportQuery,
      response: FILE_RESPONSE,
    }),
  };
}
