import type { TTrackingEvent } from '@apex/shared/tracking';
import { inArray } from 'drizzle-orm';
import { type DbOrTx, queryRows, sql } from '../../db/client';
import { jobBookings, jobContainers, jobs, trackingEventJobs, trackingEvents } from '../../db/schema';

type ReferenceRow = { id: number; no: string };

/** The jobs (of any office) whose MBL no, booking no or container no is one of these: one index lookup each. */
export function findJobsByReferences(db: DbOrTx, refs: { mbls: string[]; bookings: string[]; containers: string[] }) {
  const none = Promise.resolve([] as ReferenceRow[]);
  return Promise.all([
    refs.mbls.length
      ? db.select({ id: jobs.id, no: jobs.mblNo }).from(jobs).where(inArray(jobs.mblNo, refs.mbls))
      : none,
    refs.bookings.length
      ? db
          .select({ id: jobBookings.jobId, no: jobBookings.bookingNo })
          .from(jobBookings)
          .where(inArray(jobBookings.bookingNo, refs.bookings))
      : none,
    refs.containers.length
      ? db
          .select({ id: jobContainers.jobId, no: jobContainers.containerNo })
          .from(jobContainers)
          .where(inArray(jobContainers.containerNo, refs.containers))
      : none,
  ]);
}

/** Stores the events not stored yet (same source and id: nothing); answers the new ones' row ids. */
export function insertNewTrackingEvents(db: DbOrTx, rows: (typeof trackingEvents.$inferInsert)[]) {
  return db
    .insert(trackingEvents)
    .values(rows)
    .onConflictDoNothing({ target: [trackingEvents.source, trackingEvents.eventId] })
    .returning({ id: trackingEvents.id, eventId: trackingEvents.eventId });
}

/** A link is 3 values: 10,000 a statement stay under PostgreSQL's 65,535 parameters. */
const LINKS_PER_INSERT = 10_000;

/** Links events to jobs, however many, a link already there left as it is. */
export async function insertTrackingEventJobs(db: DbOrTx, links: (typeof trackingEventJobs.$inferInsert)[]) {
  for (let at = 0; at < links.length; at += LINKS_PER_INSERT)
    await db
      .insert(trackingEventJobs)
      .values(links.slice(at, at + LINKS_PER_INSERT))
      .onConflictDoNothing();
}

export interface WaitingMatch {
  rowId: number;
  event: TTrackingEvent;
  jobId: number;
  matchedBy: 'MBL' | 'BOOKING' | 'CONTAINER';
}

/**
 * The events received since `since` that no job took, joined to the jobs that now carry their
 * B/L, booking or container no (the partial index keeps the waiting ones apart; each join is an
 * index lookup per event).
 */
export function findWaitingEventMatches(db: DbOrTx, since: Date) {
  return queryRows<WaitingMatch>(
    db,
    sql`with waiting as (
          select id, event, mbl_no, booking_no, equipment_reference from tracking_events
          where unmatched_reason is not null and received_at > ${since})
        select w.id as "rowId", w.event, j.id as "jobId", 'MBL' as "matchedBy", 1 as rank
          from waiting w join jobs j on j.mbl_no = w.mbl_no where w.mbl_no <> ''
        union all
        select w.id, w.event, b.job_id, 'BOOKING', 2
          from waiting w join job_bookings b on b.booking_no = w.booking_no where w.booking_no <> ''
        union all
        select w.id, w.event, c.job_id, 'CONTAINER', 3
          from waiting w join job_containers c on c.container_no = w.equipment_reference
          where w.equipment_reference <> ''
        -- Per event, as an intake matches: by the B/L first, then the booking, then the container.
        order by 1, 5`,
  );
}

/** The events that found their jobs wait no longer. */
export async function clearUnmatched(db: DbOrTx, rowIds: number[]) {
  await db.update(trackingEvents).set({ unmatchedReason: null }).where(inArray(trackingEvents.id, rowIds));
}
