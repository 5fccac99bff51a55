import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, words } from './columns';
import { jobRef } from './jobs';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A carrier's tracking event as it came in (ZTrackingEvent, after DCSA T&T 2.2), kept whatever it
 * matched: `(source, event_id)` is unique, so a replayed callback or a re-polled event is stored
 * once. The flattened columns are what the timeline reads and the matching looks for; `payload`
 * keeps the source's own message for whoever needs more.
 *
 * `view_key` names the thing an event is about (a vessel's arrival at a port, a container's
 * discharge there, a document's issue): every estimate of one thing shares it, so the current view
 * is the newest-made event per key and classifier, and the history is all of them.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: varchar('source', { length: 10 }).notNull(),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    eventType: varchar('event_type', { length: 9 }).notNull(),
    classifier: varchar('classifier', { length: 3 }).notNull(),
    eventCode: varchar('event_code', { length: 4 }).notNull(),
    eventAt: moment('event_at').notNull(),
    eventCreatedAt: moment('event_created_at').notNull(),
    viewKey: varchar('view_key', { length: 200 }).notNull(),
    carrierCode: words('carrier_code', 4),
    /** The transport document (master B/L) and carrier booking references, flattened for matching. */
    mblNo: words('mbl_no', 35),
    bookingNo: words('booking_no', 35),
    equipmentReference: words('equipment_reference', 15),
    unLocationCode: words('un_location_code', 5),
    facilityCode: words('facility_code', 35),
    vesselName: words('vessel_name', 35),
    vesselImoNumber: words('vessel_imo_number', 7),
    voyageNo: words('voyage_no', 50),
    modeOfTransport: words('mode_of_transport', 6),
    /** The normalized event (ZTrackingEvent) as the intake read it. */
    event: jsonb('event').notNull(),
    /** The source's message as received (a DCSA event object, a 315 or IFTSTA segment group). */
    payload: jsonb('payload'),
    /** Why no job took the event (null once matched): it is kept, and told in the intake's answer. */
    unmatchedReason: varchar('unmatched_reason', { length: 200 }),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (t) => [
    unique('tracking_events_source_event_id').on(t.source, t.eventId),
    check('tracking_events_type_known', sql`${t.eventType} in ('SHIPMENT', 'TRANSPORT', 'EQUIPMENT')`),
    check('tracking_events_classifier_known', sql`${t.classifier} in ('PLN', 'EST', 'ACT', 'REQ')`),
    index('tracking_events_mbl_idx').on(t.mblNo).where(sql`${t.mblNo} <> ''`),
    index('tracking_events_equipment_idx').on(t.equipmentReference).where(sql`${t.equipmentReference} <> ''`),
    index('tracking_events_unmatched_idx').on(t.receivedAt).where(sql`${t.unmatchedReason} is not null`),
  ],
);

/**
 * Which jobs an event belongs to: one event may concern several (a master and the jobs sharing its
 * container). The key leads with the job, so a job's timeline is one index range.
 */
export const trackingEventJobs = pgTable(
  'tracking_event_jobs',
  {
    jobId: jobRef(),
    eventRowId: bigint('event_row_id', { mode: 'number' })
      .notNull()
      .references(() => trackingEvents.id, { onDelete: 'cascade' }),
    /** How it matched: MBL, BOOKING or CONTAINER. */
    matchedBy: varchar('matched_by', { length: 9 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.eventRowId] }), index('tracking_event_jobs_event_idx').on(t.eventRowId)],
);

/**
 * A job's subscription to a carrier's DCSA Track & Trace events (spec §5: by the master B/L and
 * the carrier's SCAC), one per job and reference. `secret` is the shared key the carrier signs its
 * callbacks with; `carrierSubscriptionId` is the carrier's id once it accepted.
 */
export const trackingSubscriptions = pgTable(
  'tracking_subscriptions',
  {
    id: serial('id').primaryKey(),
    jobId: jobRef(),
    referenceKind: varchar('reference_kind', { length: 9 }).notNull(),
    reference: varchar('reference', { length: 40 }).notNull(),
    carrierCode: varchar('carrier_code', { length: 4 }).notNull(),
    status: varchar('status', { length: 9 }).notNull().default('PENDING'),
    secret: varchar('secret', { length: 64 }).notNull(),
    carrierSubscriptionId: words('carrier_subscription_id', 100),
    subscribedAt: moment('subscribed_at').notNull(),
    lastPolledAt: moment('last_polled_at'),
    lastError: words('last_error', 500),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    unique('tracking_subscriptions_job_reference').on(t.jobId, t.referenceKind, t.reference),
    check('tracking_subscriptions_kind_known', sql`${t.referenceKind} in ('MBL', 'BOOKING', 'CONTAINER')`),
    check('tracking_subscriptions_status_known', sql`${t.status} in ('PENDING', 'ACTIVE', 'FAILED')`),
    // The poller's pass: the active subscriptions, least recently polled first.
    index('tracking_subscriptions_poll_idx').on(t.status, t.lastPolledAt),
  ],
);
