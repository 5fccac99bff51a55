import type { TJobStatus, TJobType } from '@apex/shared/jobs';
import type { ZShipmentListQuery } from '@apex/shared/tracking';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import {
  etaSlips,
  jobContainers,
  jobGoodsStatus,
  jobs,
  parties,
  trackingEventJobs,
  trackingEvents,
} from '../../../db/schema';
import { escapeLike } from '../../../platform/db/paging';

type ShipmentQuery = z.output<typeof ZShipmentListQuery> & { officeCode: string; jobType: TJobType };

/** A count stops here, as the other lists' (conventions §5). */
const COUNT_CAP = 10_000;
const upper = (value: string) => value.trim().toUpperCase();
const withContainer = (containerNo: string) =>
  sql`exists (select 1 from ${jobContainers} where ${jobContainers.jobId} = ${jobs.id} and ${jobContainers.containerNo} = ${upper(containerNo)})`;
const OPEN_SLIP = sql`exists (select 1 from ${etaSlips} where ${etaSlips.jobId} = ${jobs.id} and ${etaSlips.status} = 'OPEN')`;

/**
 * The jobs whose job no starts with the keyword, or whose MB/L, HB/L or a container's no it is:
 * one index look-up each, joined (an OR of them would read the office's every job).
 */
const keywordMatch = (keyword: string) =>
  sql`${jobs.id} in (
    select id from jobs where job_no like ${`${escapeLike(keyword)}%`}
    union select id from jobs where mbl_no = ${keyword}
    union select id from jobs where hbl_no = ${keyword}
    union select job_id from job_containers where container_no = ${keyword})`;

function shipmentWhere(q: ShipmentQuery): SQL | undefined {
  const dayAfter = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
  return and(
    eq(jobs.officeCode, q.officeCode),
    eq(jobs.jobType, q.jobType),
    // Written as the partial index's predicate (jobs_active_eta_idx), so that the planner takes it.
    q.active ? sql`${jobs.jobStatus} not in ('COMPLETED', 'CANCELLED')` : undefined,
    q.keyword ? keywordMatch(upper(q.keyword)) : undefined,
    q.jobNo ? eq(jobs.jobNo, upper(q.jobNo)) : undefined,
    q.mblNo ? eq(jobs.mblNo, upper(q.mblNo)) : undefined,
    q.hblNo ? eq(jobs.hblNo, upper(q.hblNo)) : undefined,
    q.containerNo ? withContainer(q.containerNo) : undefined,
    q.pod ? eq(jobs.pod, upper(q.pod)) : undefined,
    q.etaFrom ? gte(jobs.eta, q.etaFrom) : undefined,
    q.etaTo ? lt(jobs.eta, dayAfter(q.etaTo)) : undefined,
    q.delayed ? OPEN_SLIP : undefined,
  );
}

const ORDER = { eta: jobs.eta, etd: jobs.etd, jobNo: jobs.jobNo };

/** One page of the office's shipments of a type, the latest ETA first unless sorted otherwise. */
export async function findShipmentPage(db: DbOrTx, q: ShipmentQuery) {
  const where = shipmentWhere(q);
  const capped = db.select({ one: sql`1` }).from(jobs).where(where).limit(COUNT_CAP).as('capped');
  const [counted] = await db.select({ total: count() }).from(capped);
  const direction = sql.raw(q.sortOrder === 'ascend' ? 'asc nulls last' : 'desc nulls last');
  const rows = await db
    .select({
      jobId: jobs.id,
      jobNo: jobs.jobNo,
      jobStatus: sql<TJobStatus>`${jobs.jobStatus}`,
      customerName: sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${jobs.customerId}), '')`,
      mblNo: jobs.mblNo,
      hblNo: jobs.hblNo,
      vessel: jobs.vessel,
      voyage: jobs.voyage,
      pol: sql<string>`coalesce(${jobs.pol}, '')`,
      pod: sql<string>`coalesce(${jobs.pod}, '')`,
      etd: jobs.etd,
      eta: jobs.eta,
      freeDateDue: jobs.freeDateDue,
    })
    .from(jobs)
    .where(where)
    .orderBy(sql`${ORDER[q.sortField ?? 'eta']} ${direction}`, sql`${jobs.id} ${direction}`)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total: counted?.total ?? 0 };
}

const eventColumns = {
  jobId: trackingEventJobs.jobId,
  eventType: trackingEvents.eventType,
  eventCode: trackingEvents.eventCode,
  classifier: trackingEvents.classifier,
  at: trackingEvents.eventAt,
  place: trackingEvents.unLocationCode,
};

/** Each job's newest actual carrier event. */
export function findLastEvents(db: DbOrTx, jobIds: number[]) {
  return db
    .selectDistinctOn([trackingEventJobs.jobId], eventColumns)
    .from(trackingEventJobs)
    .innerJoin(trackingEvents, eq(trackingEvents.id, trackingEventJobs.eventRowId))
    .where(and(inArray(trackingEventJobs.jobId, jobIds), eq(trackingEvents.classifier, 'ACT')))
    .orderBy(trackingEventJobs.jobId, desc(trackingEvents.eventAt), desc(trackingEvents.id));
}

/**
 * Each job's next planned or estimated event still to come, as the carrier last told it: an
 * estimate a later-made one of the same thing replaced does not count, nor a plan of what happened.
 */
export function findNextEvents(db: DbOrTx, jobIds: number[], now: Date) {
  const replaced = sql`exists (select 1 from ${trackingEvents} later
    join ${trackingEventJobs} later_job on later_job.event_row_id = later.id and later_job.job_id = ${trackingEventJobs.jobId}
    where later.view_key = ${trackingEvents.viewKey} and later.classifier = ${trackingEvents.classifier}
      and (later.event_created_at, later.id) > (${trackingEvents.eventCreatedAt}, ${trackingEvents.id}))`;
  // Nor one the carrier already reported as done.
  const happened = sql`exists (select 1 from ${trackingEvents} done
    join ${trackingEventJobs} done_job on done_job.event_row_id = done.id and done_job.job_id = ${trackingEventJobs.jobId}
    where done.view_key = ${trackingEvents.viewKey} and done.classifier = 'ACT')`;
  return db
    .selectDistinctOn([trackingEventJobs.jobId], eventColumns)
    .from(trackingEventJobs)
    .innerJoin(trackingEvents, eq(trackingEvents.id, trackingEventJobs.eventRowId))
    .where(
      and(
        inArray(trackingEventJobs.jobId, jobIds),
        inArray(trackingEvents.classifier, ['PLN', 'EST']),
        gte(trackingEvents.eventAt, now),
        sql`not ${replaced}`,
        sql`not ${happened}`,
      ),
    )
    .orderBy(trackingEventJobs.jobId, trackingEvents.eventAt, trackingEvents.id);
}

export function findGoodsStatusHeads(db: DbOrTx, jobIds: number[]) {
  return db
    .select({ jobId: jobGoodsStatus.jobId, step: jobGoodsStatus.currentStep, at: jobGoodsStatus.currentStepAt })
    .from(jobGoodsStatus)
    .where(inArray(jobGoodsStatus.jobId, jobIds));
}

export function findOpenSlips(db: DbOrTx, jobIds: number[]) {
  return db
    .select({ jobId: etaSlips.jobId, slipDays: etaSlips.slipDays })
    .from(etaSlips)
    .where(and(inArray(etaSlips.jobId, jobIds), eq(etaSlips.status, 'OPEN')));
}
