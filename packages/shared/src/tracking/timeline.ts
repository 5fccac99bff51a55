import { z } from 'zod';
import { instant, queryFlag, text, ZIdParams } from '../api/paging';
import { defineRoute } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { GOODS_STATUS_CODES } from './goods-status';
import { EVENT_CLASSIFIERS, TRACKING_EVENT_TYPES, TRACKING_SOURCES } from './tracking-event';

/**
 * One line of a job's timeline: a goods status entry (typed by a user, or moved by a carrier event
 * or EDI) or a carrier's event (planned, estimated or actual), in one list by time.
 */
const ZGoodsStatusLine = z.object({
  kind: z.literal('goodsStatus'),
  id: z.string(),
  at: instant,
  step: z.enum(GOODS_STATUS_CODES),
  place: z.string().nullable(),
  remark: z.string(),
  source: z.enum(['user', 'carrier', 'edi']),
  by: z.string(),
});
const ZCarrierEventLine = z.object({
  kind: z.literal('carrierEvent'),
  id: z.string(),
  at: instant,
  eventType: z.enum(TRACKING_EVENT_TYPES),
  eventCode: z.string(),
  classifier: z.enum(EVENT_CLASSIFIERS),
  place: z.string().nullable(),
  facility: z.string().nullable(),
  vessel: z.string(),
  containerNo: z.string().nullable(),
  source: z.enum(TRACKING_SOURCES),
  /** History only: a later estimate (or the actual) of the same thing replaced it. */
  superseded: z.boolean(),
});
export const ZTimelineLine = z.discriminatedUnion('kind', [ZGoodsStatusLine, ZCarrierEventLine]);
export type TTimelineLine = z.infer<typeof ZTimelineLine>;

export const ZJobTimeline = z.object({
  lines: z.array(ZTimelineLine),
  /** The job's containers, to narrow the timeline to one. */
  containers: z.array(z.string()),
  /** Whether the caller may see carrier events (`/tracking/view`): without, the goods status only. */
  withCarrierEvents: z.boolean(),
});
export type TJobTimeline = z.infer<typeof ZJobTimeline>;

export const ZJobTimelineQuery = z.object({
  /** One container's timeline: its own equipment events, and the job's others. */
  containerNo: text(11).optional(),
  /** With the estimates a later one replaced. */
  history: queryFlag.default(false),
});

export function jobTimelineRoutes(jobType: TJobType) {
  const { one, read, tag } = jobRouteBase(jobType);
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/timeline`,
      access: read,
      summary: "A job's (or one container's) goods status and carrier events in one list by time",
      tag,
      params: ZIdParams,
      query: ZJobTimelineQuery,
      response: ZJobTimeline,
    }),
  };
}
