import type { TRUCKING_SORT_FIELDS, ZTruckingContainerQuery, ZTruckingListQuery } from '@apex/shared/movement';
import { and, count, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { jobContainers, jobs, truckingOrderContainers, truckingOrders } from '../../../db/schema';
import { escapeLike, indexOrder } from '../../../platform/db/paging';
import { type OrderScope, truckingRowColumns } from './queries';

const o = truckingOrders;
type SortField = (typeof TRUCKING_SORT_FIELDS)[number];
type TruckingFilter = Omit<z.output<typeof ZTruckingListQuery>, 'page' | 'pageSize'> &
  OrderScope & { timeZone: string };

const SORT_COLUMNS: Record<SortField, PgColumn> = {
  truckingNo: o.truckingNo,
  truckingDate: o.truckingDate,
  appointmentAt: o.appointmentAt,
  createdAt: o.id,
};

/** A count stops here: past it the grid says "more than" (conventions §5, as the other lists). */
const COUNT_CAP = 10_000;

const startOf = (value: string) => `${escapeLike(value.toUpperCase())}%`;

/**
 * Orders serving the jobs `match` finds: made on them, or carrying their containers. A job no is
 * matched by its start (its pattern index), an MB/L no whole (its index holds whole numbers, as the
 * job list's bill search reads it).
 */
function jobsWhere(match: SQL | undefined, q: OrderScope) {
  if (!match) return undefined;
  const matching = sql`(select ${jobs.id} from ${jobs} where ${jobs.officeCode} = ${q.officeCode}
    and ${jobs.jobType} = ${q.jobType} and ${match})`;
  // One list of order ids from the two job-id indexes: an "or" of the two would be a filter on
  // every order of the office.
  return inArray(
    o.id,
    sql`(select t.id from ${o} t where t.job_id in ${matching}
      union select c.order_id from ${truckingOrderContainers} c where c.job_id in ${matching})`,
  );
}

/** The day a date filter reads, in the reader's zone for a moment. */
const dayOf = (field: TruckingFilter['dateField'], zone: string) =>
  field === 'appointment'
    ? sql`(${o.appointmentAt} at time zone ${zone})::date`
    : field === 'delivered'
      ? sql`(${o.deliveredAt} at time zone ${zone})::date`
      : sql`${o.truckingDate}`;

function truckingWhere(q: TruckingFilter): SQL | undefined {
  const day = dayOf(q.dateField, q.timeZone);
  return and(
    eq(o.officeCode, q.officeCode),
    eq(o.jobType, q.jobType),
    q.truckingNo ? like(o.truckingNo, startOf(q.truckingNo)) : undefined,
    jobsWhere(q.jobNo ? like(jobs.jobNo, startOf(q.jobNo)) : undefined, q),
    jobsWhere(q.mblNo ? eq(jobs.mblNo, q.mblNo.toUpperCase()) : undefined, q),
    q.containerNo
      ? inArray(
          o.id,
          sql`(select ${truckingOrderContainers.orderId} from ${truckingOrderContainers}
            where ${like(truckingOrderContainers.containerNo, startOf(q.containerNo))})`,
        )
      : undefined,
    q.trucker ? eq(o.truckerId, q.trucker) : undefined,
    q.status ? eq(o.status, q.status) : undefined,
    q.kind ? eq(o.kind, q.kind) : undefined,
    q.direction ? eq(o.direction, q.direction) : undefined,
    // A united order (its partial index: the column itself, as a bound `= true` would not match the
    // index's predicate in a generic plan) that carries another job's container by now.
    q.linked
      ? and(
          sql`${o.united}`,
          sql`exists (select 1 from ${truckingOrderContainers} c where c.order_id = "trucking_orders"."id" and c.job_id <> "trucking_orders"."job_id")`,
        )
      : undefined,
    q.dateFrom ? gte(day, q.dateFrom) : undefined,
    q.dateTo ? lt(day, sql`${q.dateTo}::date + 1`) : undefined,
  );
}

/** One page of an office's orders of a job type, newest first unless sorted otherwise. */
export async function findTruckingPage(db: DbOrTx, q: TruckingFilter & { page: number; pageSize: number }) {
  const where = truckingWhere(q);
  const capped = db.select({ one: sql`1` }).from(o).where(where).limit(COUNT_CAP).as('capped');
  const [{ total }] = (await db.select({ total: count() }).from(capped)) as [{ total: number }];
  const descending = (q.sortField ? q.sortOrder : (q.sortOrder ?? 'descend')) === 'descend';
  const order = indexOrder(SORT_COLUMNS[q.sortField ?? 'createdAt'], o.id, {
    descending,
    sortMatches: total < COUNT_CAP,
  });
  const rows = await db
    .select(truckingRowColumns)
    .from(o)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total };
}

/**
 * The unite trucking picker: numbered containers of the office's jobs of the type whose MB/L or job
 * no starts with the keyword, or whose vessel holds it, newest jobs first; with the active order of
 * the direction each is on already.
 */
export async function findContainerOptions(db: DbOrTx, q: z.output<typeof ZTruckingContainerQuery> & OrderScope) {
  const keyword = q.keyword?.trim();
  return db
    .select({
      jobId: jobs.id,
      jobNo: jobs.jobNo,
      mblNo: jobs.mblNo,
      vessel: jobs.vessel,
      voyage: jobs.voyage,
      containerNo: jobContainers.containerNo,
      containerType: jobContainers.containerType,
      onOrder: sql<
        string | null
      >`(select ord.trucking_no from ${truckingOrderContainers} c join ${o} ord on ord.id = c.order_id
        where c.job_id = ${jobs.id} and c.container_no = ${jobContainers.containerNo} and c.active
          and c.direction = ${q.direction} limit 1)`,
    })
    .from(jobContainers)
    .innerJoin(jobs, eq(jobs.id, jobContainers.jobId))
    .where(
      and(
        eq(jobs.officeCode, q.officeCode),
        eq(jobs.jobType, q.jobType),
        sql`${jobContainers.containerNo} <> ''`,
        keyword
          ? or(
              like(jobs.jobNo, startOf(keyword)),
              like(jobs.mblNo, startOf(keyword)),
              sql`${jobs.vessel} ilike ${`%${escapeLike(keyword)}%`}`,
            )
          : undefined,
      ),
    )
    .orderBy(sql`${jobs.id} desc`, jobContainers.lineNo)
    .limit(q.limit);
}
