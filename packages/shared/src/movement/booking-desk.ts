import { z } from 'zod';
import { calendarDate, queryFlag, text, ZPage, ZPageQuery } from '../api/paging';
import { defineRoute } from '../api/route';
import { BOOKING_STATUSES } from '../jobs/cargo/booking';
import { jobRouteBase } from '../jobs/job-route-base';
import { JOB_STATUS_CODES } from '../jobs/job-states';
import type { TJobType } from '../jobs/job-types';

const queryId = z.coerce.number().int().min(1).max(2_147_483_647);

const BOOKING_DESK_SORT_FIELDS = ['firstCutoff', 'etd', 'jobNo'] as const;

/**
 * /sc/oceanimport/carrierBooking: every job's carrier booking of the office and type in one list,
 * the nearest cut-off first. `active` keeps the jobs still to sail (open or confirmed).
 */
export const ZBookingDeskQuery = ZPageQuery.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  carrier: queryId.optional(),
  /** The start of a job no or of the carrier's booking no. */
  keyword: text(40).optional(),
  active: queryFlag.default(true),
  /** The first cut-off of the booking (any of CY, CFS, customer/SI, VGM) between these days. */
  cutoffFrom: calendarDate.optional(),
  cutoffTo: calendarDate.optional(),
  sortField: z.enum(BOOKING_DESK_SORT_FIELDS).optional(),
});

const at = z.string().nullable();

const ZBookingDeskRow = z.object({
  /** The booking's row; the job's id opens its card's booking tab. */
  id: z.number().int(),
  jobId: z.number().int(),
  jobNo: z.string(),
  jobStatus: z.enum(JOB_STATUS_CODES),
  customerName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  bookingNo: z.string(),
  carrierName: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  pol: z.string(),
  pod: z.string(),
  etd: z.string().nullable(),
  cyCutoff: at,
  cfsCutoff: at,
  /** The customer/doc cut-off, when the shipping instructions (SI) are due. */
  docCutoff: at,
  vgmCutoff: at,
  firstCutoff: at,
  soReleased: z.boolean(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type TBookingDeskRow = z.infer<typeof ZBookingDeskRow>;

/** The booking desk of a job type (its view permission: the bookings are the jobs' own part). */
export function bookingDeskRoutes(jobType: TJobType) {
  const { api, read, tag } = jobRouteBase(jobType);
  return {
    list: defineRoute({
      method: 'GET',
      path: `${api}/bookings`,
      access: read,
      summary: "The office's carrier bookings of this job type with their cut-offs, the nearest first",
      tag,
      query: ZBookingDeskQuery,
      response: ZPage(ZBookingDeskRow),
    }),
  };
}
