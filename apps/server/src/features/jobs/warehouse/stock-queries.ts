import { addCalendarDays } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import type { WAREHOUSE_SORT_FIELDS, ZWarehouseStockQuery } from '@apex/shared/movement';
import { and, asc, count, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { jobs, parties, warehouseEntries } from '../../../db/schema';
import { escapeLike, indexOrder } from '../../../platform/db/paging';
import { entryColumns } from './queries';

type StockFilter = Omit<z.output<typeof ZWarehouseStockQuery>, 'page' | 'pageSize'> & {
  officeCode: string;
  jobType: TJobType;
};

const SORT_COLUMNS: Record<(typeof WAREHOUSE_SORT_FIELDS)[number], PgColumn> = {
  inAt: warehouseEntries.inAt,
  warehouseInNo: warehouseEntries.warehouseInNo,
  position: warehouseEntries.position,
  lastOutAt: warehouseEntries.lastOutAt,
};

/** A count stops here: past it the grid says "more than" (conventions §5, as the other lists). */
const COUNT_CAP = 10_000;

const startOf = (value: string) => `${escapeLike(value.toUpperCase())}%`;
const jobColumn = (column: PgColumn) =>
  sql`(select ${column} from ${jobs} where ${jobs.id} = ${warehouseEntries.jobId})`;
const ofJob = (column: PgColumn) => sql<string>`coalesce(${jobColumn(column)}, '')`;

/** An entry of the list: the entry, its job's number, MB/L, consignee and customs release. */
const stockColumns = {
  ...entryColumns,
  jobNo: ofJob(jobs.jobNo),
  mblNo: ofJob(jobs.mblNo),
  // Nested look-ups, not a join: drizzle writes a one-table query's columns without their table.
  consigneeName: sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${jobColumn(jobs.consigneeId)}), '')`,
  jobCustomsReleaseDate: sql<string | null>`${jobColumn(jobs.customsReleaseDate)}::text`,
};

/** The office's jobs of the type whose number starts so (the job no's own prefix index). */
const jobsNumbered = (q: StockFilter, keyword: string) =>
  inArray(
    warehouseEntries.jobId,
    sql`(select ${jobs.id} from ${jobs} where ${jobs.officeCode} = ${q.officeCode} and ${jobs.jobType} = ${q.jobType} and ${like(jobs.jobNo, startOf(keyword))})`,
  );

function stockWhere(q: StockFilter): SQL | undefined {
  return and(
    eq(warehouseEntries.officeCode, q.officeCode),
    eq(warehouseEntries.jobType, q.jobType),
    q.keyword ? or(like(warehouseEntries.warehouseInNo, startOf(q.keyword)), jobsNumbered(q, q.keyword)) : undefined,
    q.warehouse ? eq(warehouseEntries.warehouseId, q.warehouse) : undefined,
    q.position ? like(sql`upper(${warehouseEntries.position})`, startOf(q.position)) : undefined,
    q.stock === 'IN_STOCK' ? lt(warehouseEntries.outPackages, warehouseEntries.packages) : undefined,
    q.stock === 'OUT' ? eq(warehouseEntries.outPackages, warehouseEntries.packages) : undefined,
    q.released === undefined ? undefined : eq(warehouseEntries.customsReleased, q.released),
    // Days are UTC days, as the server speaks UTC (spec §9): the list's index reads the range.
    q.inFrom ? gte(warehouseEntries.inAt, new Date(`${q.inFrom}T00:00:00Z`)) : undefined,
    q.inTo ? lt(warehouseEntries.inAt, new Date(`${addCalendarDays(q.inTo, 1)}T00:00:00Z`)) : undefined,
  );
}

/** One page of the office's entries of a type, newest in first unless sorted otherwise. */
export async function findStockPage(db: DbOrTx, q: StockFilter & { page: number; pageSize: number }) {
  const where = stockWhere(q);
  const capped = db.select({ one: sql`1` }).from(warehouseEntries).where(where).limit(COUNT_CAP).as('capped');
  const [{ total }] = (await db.select({ total: count() }).from(capped)) as [{ total: number }];
  const descending = (q.sortField ? q.sortOrder : (q.sortOrder ?? 'descend')) === 'descend';
  const order = indexOrder(SORT_COLUMNS[q.sortField ?? 'inAt'], warehouseEntries.id, {
    descending,
    sortMatches: total < COUNT_CAP,
  });
  const rows = await db
    .select(stockColumns)
    .from(warehouseEntries)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total };
}

/** The office's jobs of the type whose job no or MB/L no starts so, newest first; at most 20. */
export function findJobsToReceive(db: DbOrTx, scope: { officeCode: string; jobType: TJobType }, keyword = '') {
  return db
    .select({
      id: jobs.id,
      jobNo: jobs.jobNo,
      mblNo: jobs.mblNo,
      consigneeName: sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${jobs.consigneeId}), '')`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.officeCode, scope.officeCode),
        eq(jobs.jobType, scope.jobType),
        keyword ? or(like(jobs.jobNo, startOf(keyword)), like(jobs.mblNo, startOf(keyword))) : undefined,
      ),
    )
    .orderBy(sql`${jobs.operationAt} desc`, asc(jobs.id))
    .limit(20);
}
