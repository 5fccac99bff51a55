import { z } from 'zod';
import { instant, queryFlag, text } from '../api/paging';
import { ZTrackingEvent, ZTransportCall } from './tracking-event';

/**
 * What a job's tracking is subscribed by (spec §5: the master B/L; the booking or a container when
 * the carrier tracks those), and where the subscription stands at the carrier.
 */
export const TRACKING_REFERENCE_KINDS = ['MBL', 'BOOKING', 'CONTAINER'] as const;
const TRACKING_SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'FAILED'] as const;

/** spec §9: after subscribing, wait 5 to 8 minutes before refreshing. */
export const TRACKING_FIRST_REFRESH_MINUTES = 5;

export const ZTrackingSubscription = z.object({
  id: z.number().int(),
  referenceKind: z.enum(TRACKING_REFERENCE_KINDS),
  reference: z.string(),
  carrierCode: z.string(),
  status: z.enum(TRACKING_SUBSCRIPTION_STATUSES),
  subscribedAt: instant,
  lastPolledAt: instant.nullable(),
  lastError: z.string(),
  /** spec §9: the subscription is younger than five minutes; the carrier may not have answered yet. */
  tooYoungToRefresh: z.boolean(),
});
export type TTrackingSubscription = z.infer<typeof ZTrackingSubscription>;

/** A stored carrier event as a job's timeline shows it (its codes as stored: an answer is not parsed again). */
const ZStoredTrackingEvent = ZTrackingEvent.safeExtend({
  transportCall: ZTransportCall.safeExtend({ unLocationCode: z.string().nullable() }).nullable(),
  eventLocation: z.string().nullable(),
  id: z.number().int(),
  receivedAt: instant,
  /** History only: a later-made estimate (or actual) of the same thing replaced this one in the view. */
  superseded: z.boolean(),
});
export type TStoredTrackingEvent = z.infer<typeof ZStoredTrackingEvent>;

export const ZJobTracking = z.object({
  subscriptions: z.array(ZTrackingSubscription),
  /** The current view (the newest-made event per thing and classifier), or every event with `history`. */
  events: z.array(ZStoredTrackingEvent),
});
export type TJobTracking = z.infer<typeof ZJobTracking>;

export const ZJobTrackingQuery = z.object({ history: queryFlag.default(false) });

export const ZSubscribeTrackingRequest = z.object({
  referenceKind: z.enum(TRACKING_REFERENCE_KINDS).default('MBL'),
  /** The job's container to track, for a CONTAINER subscription. */
  containerNo: text(11).optional(),
});
export type TSubscribeTrackingRequest = z.input<typeof ZSubscribeTrackingRequest>;

/** What an intake did with a batch of events (a callback's answer, a poll's result). */
export const ZIngestResult = z.object({
  received: z.number().int(),
  created: z.number().int(),
  duplicates: z.number().int(),
  matchedJobIds: z.array(z.number().int()),
  /** Events no job took: kept, with the reason. */
  unmatched: z.array(z.object({ eventId: z.string(), reason: z.string() })),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;
