import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carriers, jobBookings, jobContainers, trackingSubscriptions } from '../../db/schema';

type SubscriptionInsert = typeof trackingSubscriptions.$inferInsert;

export const subscriptionsOf = (db: DbOrTx, jobId: number) =>
  db
    .select()
    .from(trackingSubscriptions)
    .where(eq(trackingSubscriptions.jobId, jobId))
    .orderBy(asc(trackingSubscriptions.id));

export async function findCarrierScac(db: DbOrTx, carrierId: number) {
  const [carrier] = await db.select({ scac: carriers.scac }).from(carriers).where(eq(carriers.id, carrierId));
  return carrier?.scac ?? '';
}

export async function findJobBookingNo(db: DbOrTx, jobId: number) {
  const [booking] = await db
    .select({ no: jobBookings.bookingNo })
    .from(jobBookings)
    .where(eq(jobBookings.jobId, jobId));
  return booking;
}

export async function findJobContainer(db: DbOrTx, jobId: number, containerNo: string) {
  const [container] = await db
    .select({ no: jobContainers.containerNo })
    .from(jobContainers)
    .where(and(eq(jobContainers.jobId, jobId), eq(jobContainers.containerNo, containerNo)));
  return container;
}

/** A job's subscription by its reference, made or renewed (its version bumped). */
export async function upsertSubscription(
  db: DbOrTx,
  key: Pick<SubscriptionInsert, 'jobId' | 'referenceKind' | 'reference' | 'createdBy'>,
  values: Omit<SubscriptionInsert, 'jobId' | 'referenceKind' | 'reference' | 'createdBy'>,
) {
  const [saved] = await db
    .insert(trackingSubscriptions)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [trackingSubscriptions.jobId, trackingSubscriptions.referenceKind, trackingSubscriptions.reference],
      set: { ...values, version: sql`${trackingSubscriptions.version} + 1` },
    })
    .returning();
  return saved!;
}

export async function updateSubscription(db: DbOrTx, id: number, change: Partial<SubscriptionInsert>) {
  const [saved] = await db
    .update(trackingSubscriptions)
    .set(change)
    .where(eq(trackingSubscriptions.id, id))
    .returning();
  return saved;
}
