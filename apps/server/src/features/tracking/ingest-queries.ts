import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

export async function insertTrackingEventJobs(db: DbOrTx, links: (typeof trackingEventJobs.$inferInsert)[]) {
  await db.insert(trackingEventJobs).values(links);
}
