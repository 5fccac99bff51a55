import type { TStoredTrackingEvent, TTrackingEvent } from '@apex/shared/tracking';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { trackingEventJobs, trackingEvents, trackingSubscriptions } from '../../db/schema';

type Row = { id: number; event: unknown; receivedAt: Date; viewKey: string; classifier: string; newest: boolean };

const stored = (row: Row): TStoredTrackingEvent => ({
  ...(row.event as TTrackingEvent),
  id: row.id,
  receivedAt: row.receivedAt.toISOString(),
  superseded: !row.newest,
});

/**
 * A job's carrier events in the order they happen (or are expected to): by default the current
 * view, the newest-made event of each thing and classifier (a later estimate replaces an earlier
 * one); with `history`, every event kept, the replaced ones marked. One index range of the job.
 */
export async function jobTrackingEvents(
  db: DbOrTx,
  jobId: number,
  { history }: { history: boolean },
): Promise<TStoredTrackingEvent[]> {
  const newest = sql<boolean>`row_number() over (
    partition by ${trackingEvents.viewKey}, ${trackingEvents.classifier}
    order by ${trackingEvents.eventCreatedAt} desc, ${trackingEvents.id} desc) = 1`;
  const all = db
    .select({
      id: trackingEvents.id,
      event: trackingEvents.event,
      receivedAt: trackingEvents.receivedAt,
      viewKey: trackingEvents.viewKey,
      classifier: trackingEvents.classifier,
      eventAt: trackingEvents.eventAt,
      newest: newest.as('newest'),
    })
    .from(trackingEventJobs)
    .innerJoin(trackingEvents, eq(trackingEvents.id, trackingEventJobs.eventRowId))
    .where(eq(trackingEventJobs.jobId, jobId))
    .as('all_events');
  const rows = await db
    .select()
    .from(all)
    .where(history ? undefined : and(eq(all.newest, true)))
    .orderBy(asc(all.eventAt), asc(all.id));
  return rows.map(stored);
}

/** A subscription's shared secret and carrier, to check a callback's signature. */
export async function findSubscriptionSecret(db: DbOrTx, subscriptionId: number) {
  const [row] = await db
    .select({ secret: trackingSubscriptions.secret, carrierCode: trackingSubscriptions.carrierCode })
    .from(trackingSubscriptions)
    .where(eq(trackingSubscriptions.id, subscriptionId));
  return row;
}

/** The subscriptions the carrier has not accepted yet (the sweep sends them again), the oldest first. */
export function findPendingSubscriptions(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(trackingSubscriptions)
    .where(eq(trackingSubscriptions.status, 'PENDING'))
    .orderBy(asc(trackingSubscriptions.updatedAt))
    .limit(limit);
}

/** The active subscriptions not polled since `dueBefore`, the never polled first. */
export function findSubscriptionsDue(db: DbOrTx, dueBefore: Date, limit: number) {
  return db
    .select()
    .from(trackingSubscriptions)
    .where(
      and(
        eq(trackingSubscriptions.status, 'ACTIVE'),
        or(isNull(trackingSubscriptions.lastPolledAt), lt(trackingSubscriptions.lastPolledAt, dueBefore)),
      ),
    )
    .orderBy(sql`${trackingSubscriptions.lastPolledAt} asc nulls first`)
    .limit(limit);
}
