import { z } from 'zod';
import { calendarDate, queryFlag, text, ZPage, ZPageQuery } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import { JOB_STATUS_CODES } from '../jobs/job-states';
import type { TJobType } from '../jobs/job-types';
import { EVENT_CLASSIFIERS, TRACKING_EVENT_TYPES } from './tracking-event';

export const SHIPMENT_SORT_FIELDS = ['eta', 'etd', 'jobNo'] as const;

/**
 * /shipmentList/index: the office's shipments of a job type with where they are. The fields an
 * embedded page sends with openDetailPage=true (spec §2.5: job, master or house B/L, container no)
 * each find exactly that shipment.
 */
export const ZShipmentListQuery = ZPageQuery.extend({
  /** The start of a job no, or a whole MB/L, HB/L or container no. */
  keyword: text(40).optional(),
  jobNo: text(40).optional(),
  mblNo: text(40).optional(),
  hblNo: text(40).optional(),
  containerNo: text(11).optional(),
  pod: text(10).optional(),
  etaFrom: calendarDate.optional(),
  etaTo: calendarDate.optional(),
  /** Only the shipments whose carrier arrival slipped past their ETA. */
  delayed: queryFlag.default(false),
  /** Leaves out the completed and cancelled. */
  active: queryFlag.default(true),
  sortField: z.enum(SHIPMENT_SORT_FIELDS).optional(),
});

const ZShipmentEvent = z.object({
  eventType: z.enum(TRACKING_EVENT_TYPES),
  eventCode: z.string(),
  classifier: z.enum(EVENT_CLASSIFIERS),
  at: z.string(),
  place: z.string(),
});

export const ZShipmentRow = z.object({
  jobId: z.number().int(),
  jobNo: z.string(),
  jobStatus: z.enum(JOB_STATUS_CODES),
  customerName: z.string(),
  mblNo: z.string(),
  hblNo: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  pol: z.string(),
  pod: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  /** The furthest goods status step (spec §4) and when. */
  goodsStatus: z.object({ step: z.string(), at: z.string() }).nullable(),
  /** The carrier's newest actual event. */
  lastEvent: ZShipmentEvent.nullable(),
  /** The carrier's next planned or estimated event still to come. */
  nextEvent: ZShipmentEvent.nullable(),
  /** Days the carrier's arrival is past the ETA, while the job's ETA slip is open. */
  delayDays: z.number().int().nullable(),
  /** When the first of its containers' free time ends (the control board's order, issue 20). */
  freeDateDue: z.string().nullable(),
});
export type TShipmentRow = z.infer<typeof ZShipmentRow>;

export function shipmentListRoutes(jobType: TJobType) {
  const { api, view, tag } = jobRouteBase(jobType);
  return {
    list: defineRoute({
      method: 'GET',
      path: `${api}/shipments`,
      access: needs('/tracking/view', view),
      summary:
        "The office's shipments of this type with their goods status, the carrier's last and next event and their delay",
      tag,
      query: ZShipmentListQuery,
      response: ZPage(ZShipmentRow),
    }),
  };
}
