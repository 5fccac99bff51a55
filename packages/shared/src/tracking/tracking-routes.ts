import { z } from 'zod';
import { ZIdParams } from '../api/paging';
import { defineRoute, needs, PUBLIC } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import {
  ZIngestResult,
  ZJobTracking,
  ZJobTrackingQuery,
  ZSubscribeTrackingRequest,
  ZTrackingSubscription,
} from './tracking-api';

/**
 * A job's online tracking (spec §2.8 online tracking tab, §5, §8, §9): its carrier subscriptions
 * and events. Reading needs `/tracking/view` and the job type's view; subscribing and refreshing
 * (they write subscriptions and events) need `/tracking/view` and the job type's edit.
 */
export function jobTrackingRoutes(jobType: TJobType) {
  const { one, view, edit, tag } = jobRouteBase(jobType);
  // What new events change beside the tracking read: the timeline, the goods status, the ETA slip.
  const eventsChange = [`${one}/timeline`, `${one}/goods-status`, `${one}/tracking/eta-slip`];
  return {
    get: defineRoute({
      method: 'GET',
      path: `${one}/tracking`,
      access: needs('/tracking/view', view),
      summary: "A job's tracking subscriptions and carrier events: the current view, or all with history=true",
      tag,
      params: ZIdParams,
      query: ZJobTrackingQuery,
      response: ZJobTracking,
    }),
    subscribe: defineRoute({
      method: 'POST',
      path: `${one}/tracking/subscriptions`,
      access: needs('/tracking/view', edit),
      summary: "Subscribes the job at its carrier by its MBL no (or booking, or a container) and the carrier's SCAC",
      alsoChanges: eventsChange,
      tag,
      params: ZIdParams,
      body: ZSubscribeTrackingRequest,
      response: ZTrackingSubscription,
    }),
    refresh: defineRoute({
      method: 'POST',
      path: `${one}/tracking/refresh`,
      access: needs('/tracking/view', edit),
      summary: "Polls the carrier now for the job's subscriptions; says when one is too new to have events",
      alsoChanges: eventsChange,
      tag,
      params: ZIdParams,
      response: ZJobTracking,
    }),
  };
}

const ZCallbackParams = z.object({ subscriptionId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Where carriers push DCSA Track & Trace events: no session, the HMAC-SHA256 signature of the body
 * with the subscription's secret is the credential. The GET (and its HEAD twin) answers a
 * publisher that checks the callback URL before it accepts a subscription.
 */
export const trackingRoutes = {
  callback: defineRoute({
    method: 'POST',
    path: '/tracking/dcsa/callbacks/:subscriptionId',
    access: PUBLIC,
    summary: 'A carrier pushes DCSA events (a JSON array), signed in the Notification-Signature header',
    tag: 'tracking',
    params: ZCallbackParams,
    /** What was stored; null when the events were queued to be stored later. */
    response: ZIngestResult.nullable(),
  }),
  callbackCheck: defineRoute({
    method: 'GET',
    path: '/tracking/dcsa/callbacks/:subscriptionId',
    access: PUBLIC,
    summary: 'Answers a DCSA publisher checking that the callback URL of a subscription exists',
    tag: 'tracking',
    params: ZCallbackParams,
    response: z.null(),
  }),
};
