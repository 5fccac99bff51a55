import type { TJobStatus, TJobType } from '@apex/shared/jobs';
import type { ZShipmentListQuery } from '@apex/shared/tracking';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, queryRows } from '../../../db/client';
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

export interface ShipmentEventRow {
  kind: 'last' | 'next';
  jobId: number;
  eventType: string;
  eventCode: string;
  classifier: string;
  at: Date;
  place: string;
}

/**
 * Each job's newest actual carrier event, and its next planned or estimated one still to come as
 * the carrier last told it (an estimate a later-made one of the same thing replaced does not count,
 * nor a plan of what already happened): one pass over the page's jobs' events, windows rather than
 * a look-up per event.
 */
export async function findLastAndNextEvents(db: DbOrTx, jobIds: number[], now: Date) {
  const rows = await queryRows<Omit<ShipmentEventRow, 'at'> & { at: Date | string }>(
    db,
    sql`with ev as (
          select l.job_id, e.id, e.event_type, e.event_code, e.classifier, e.event_at, e.un_location_code,
            row_number() over (partition by l.job_id, e.view_key, e.classifier
                               order by e.event_created_at desc, e.id desc) as newest,
            bool_or(e.classifier = 'ACT') over (partition by l.job_id, e.view_key) as done
          from ${trackingEventJobs} l
          -- Each event by its key, whatever the statistics say: right after a burst of events (PGlite
          -- analyzes hours apart) the planner would read the whole events table instead.
          cross join lateral (select * from ${trackingEvents} where id = l.event_row_id offset 0) e
          where l.job_id in ${jobIds})
        select * from (
          select distinct on (job_id) 'last' as kind, job_id as "jobId", event_type as "eventType",
                 event_code as "eventCode", classifier, event_at as at, un_location_code as place
          from ev where classifier = 'ACT' order by job_id, event_at desc, id desc) last_event
        union all
        select * from (
          select distinct on (job_id) 'next', job_id, event_type, event_code, classifier, event_at, un_location_code
          from ev where newest = 1 and not done and classifier in ('PLN', 'EST') and event_at >= ${now}
          order by job_id, event_at, id) next_event`,
  );
  // PGlite answers a timestamp as a Date, node-postgres too; a string is read as one.
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
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
