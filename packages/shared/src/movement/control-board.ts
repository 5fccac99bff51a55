import { z } from 'zod';
import { text, ZPage, ZPageQuery } from '../api/paging';
import { defineRoute } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import { ZContainerClocks } from './free-time-clock';
import { IMPORT_STAGE_CODES } from './import-stages';

/** The stage bar: how many of the office's import jobs are at each stage. */
const ZControlBoardCounts = z.object({
  stages: z.array(z.object({ stage: z.enum(IMPORT_STAGE_CODES), count: z.number().int() })),
  /** Delivered jobs are counted from this day on (DELIVERED_SHOWN_DAYS). */
  deliveredSince: z.string(),
});
export type TControlBoardCounts = z.infer<typeof ZControlBoardCounts>;

/** The board's filters: the stage bar counts what the stage's list shows (issue 19 review). */
export const ZControlBoardFilters = z.object({
  /** The start of a job no. */
  jobNo: text(30).optional(),
});

/** One stage's jobs, the most urgent first (the earliest last free date of their containers). */
export const ZControlBoardQuery = ZPageQuery.extend({
  stage: z.enum(IMPORT_STAGE_CODES).default('ARRIVAL_NOTICE'),
  ...ZControlBoardFilters.shape,
});

const ZBoardContainer = z.object({
  lineNo: z.number().int(),
  containerNo: z.string(),
  containerType: z.string(),
  /**
   * Its running free-time clock's last free date where it has a clock (null once both stopped),
   * else its own, else the job's (null: neither is known).
   */
  lastFreeDate: z.string().nullable(),
  /** The date is the container's (its clock's or its own), not the job's. */
  ownDate: z.boolean(),
  clocks: ZContainerClocks,
});

const ZControlBoardRow = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  jobMode: z.string(),
  mblNo: z.string(),
  consigneeName: z.string(),
  operatorName: z.string(),
  pod: z.string(),
  eta: z.string().nullable(),
  /** The date (a moment for the scheduled delivery) that put the job at its stage. */
  stageAt: z.string().nullable(),
  lastFreeDate: z.string().nullable(),
  /** The earliest last free date of its containers (the job's own without containers): the urgency, the order. */
  freeDateDue: z.string().nullable(),
  containers: z.array(ZBoardContainer),
});
export type TControlBoardRow = z.infer<typeof ZControlBoardRow>;

/** /OceanImport/X_ControlOcean, the import control board: an import screen only, under the import jobs' view. */
export const controlBoardRoutes = (() => {
  const { api, read, tag } = jobRouteBase('OI');
  return {
    counts: defineRoute({
      method: 'GET',
      path: `${api}/control-board`,
      access: read,
      summary: "The office's import jobs in flight by stage, from the arrival notice to the delivery",
      tag,
      query: ZControlBoardFilters,
      response: ZControlBoardCounts,
    }),
    jobs: defineRoute({
      method: 'GET',
      path: `${api}/control-board/jobs`,
      access: read,
      summary: "One stage's jobs with their containers' last free dates, the most urgent first",
      tag,
      query: ZControlBoardQuery,
      response: ZPage(ZControlBoardRow),
    }),
  };
})();
