import { ENTITY_NAMES } from '@apex/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { etaSlips, jobs, offices, trackingEventJobs, trackingEvents, userOffices } from '../../../db/schema';
import { updateVersioned } from '../../../platform/db/versioned-rows';

/**
 * The carrier's arrival of the job's vessel at the job's POD as the carrier last told it: the
 * actual once there is one, else the newest-made estimate. An arrival elsewhere (a transhipment
 * port) is not the job's.
 */
export async function findCarrierArrival(db: DbOrTx, jobId: number, pod: string) {
  const [row] = await db
    .select({
      eventRowId: trackingEvents.id,
      at: trackingEvents.eventAt,
      classifier: sql<'EST' | 'ACT'>`${trackingEvents.classifier}`,
    })
    .from(trackingEventJobs)
    .innerJoin(trackingEvents, eq(trackingEvents.id, trackingEventJobs.eventRowId))
    .where(
      and(
        eq(trackingEventJobs.jobId, jobId),
        eq(trackingEvents.eventType, 'TRANSPORT'),
        eq(trackingEvents.eventCode, 'ARRI'),
        sql`${trackingEvents.classifier} in ('EST', 'ACT')`,
        eq(trackingEvents.unLocationCode, pod),
      ),
    )
    .orderBy(
      sql`(${trackingEvents.classifier} = 'ACT') desc`,
      desc(trackingEvents.eventCreatedAt),
      desc(trackingEvents.id),
    )
    .limit(1);
  return row;
}

export async function findOpenEtaSlip(db: DbOrTx, jobId: number) {
  const [row] = await db
    .select()
    .from(etaSlips)
    .where(and(eq(etaSlips.jobId, jobId), eq(etaSlips.status, 'OPEN')));
  return row;
}

export type EtaSlipValues = Pick<
  typeof etaSlips.$inferInsert,
  'jobEta' | 'carrierArrival' | 'classifier' | 'eventRowId' | 'slipDays'
>;

export async function insertEtaSlip(db: DbOrTx, jobId: number, values: EtaSlipValues) {
  await db.insert(etaSlips).values({ jobId, ...values });
}

export async function updateEtaSlip(db: DbOrTx, id: number, values: EtaSlipValues) {
  await db
    .update(etaSlips)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(etaSlips.id, id));
}

export async function closeEtaSlip(db: DbOrTx, id: number, close: { resolution: string; by: string }) {
  await db
    .update(etaSlips)
    .set({
      status: 'CLOSED',
      resolution: close.resolution,
      resolvedBy: close.by,
      resolvedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(etaSlips.id, id));
}

/** The user, when one of their offices is the job's (a notification tells of the job: no one else may read it). */
const ofJobOffice = (user: 'operator_id' | 'customer_service_id') =>
  // Qualified by hand: drizzle leaves a one-table select's columns bare, and offices has an office_code too.
  sql<number | null>`case when exists (
    select 1 from ${userOffices} uo join ${offices} o on o.id = uo.office_id
    where uo.user_id = jobs.${sql.raw(user)} and o.office_code = jobs.office_code) then jobs.${sql.raw(user)} end`;

/** What the slip check reads of each job the new events touched. */
export async function findSlipJobs(db: DbOrTx, jobIds: number[]) {
  return db
    .select({
      id: jobs.id,
      jobNo: jobs.jobNo,
      jobType: jobs.jobType,
      eta: jobs.eta,
      pod: jobs.pod,
      operatorId: ofJobOffice('operator_id'),
      customerServiceId: ofJobOffice('customer_service_id'),
    })
    .from(jobs)
    .where(sql`${jobs.id} in ${jobIds}`)
    .orderBy(jobs.id);
}

/** The job's ETA (and ATA) at the version the user read (404 or 409 otherwise). */
export function updateJobArrival(
  db: DbOrTx,
  target: { id: number; version: number; by: string },
  set: { eta: string; ata?: string },
) {
  return updateVersioned(db, jobs, { ...target, entity: ENTITY_NAMES.job }, set);
}

/** The ports a job's events are read against (goods status mapping). */
export async function findJobPorts(db: DbOrTx, jobIds: number[]) {
  const rows = await db
    .select({ id: jobs.id, pol: jobs.pol, pod: jobs.pod })
    .from(jobs)
    .where(sql`${jobs.id} in ${jobIds}`);
  return new Map(rows.map((job) => [job.id, { polCode: job.pol, podCode: job.pod }]));
}
