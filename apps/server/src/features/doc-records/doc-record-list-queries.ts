import type { DOC_RECORD_SORT_FIELDS, ZDocRecordListQuery } from '@apex/shared/doc-records';
import { and, count, eq, gte, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { docRecords, jobHbls, jobs } from '../../db/schema';
import { escapeLike, indexOrder } from '../../platform/db/paging';
import { docRecordColumns } from './queries';

type SortField = (typeof DOC_RECORD_SORT_FIELDS)[number];
type DocRecordFilter = Omit<z.output<typeof ZDocRecordListQuery>, 'page' | 'pageSize'> & {
  officeCode: string;
};

const SORT_COLUMNS: Record<SortField, PgColumn> = {
  docNo: docRecords.docNo,
  sendDate: docRecords.sendDate,
  backDate: docRecords.backDate,
  createdAt: docRecords.id,
};

const DATE_COLUMNS = {
  created: sql`(${docRecords.createdAt})::date`,
  send: sql`${docRecords.sendDate}`,
  back: sql`${docRecords.backDate}`,
};

/** A count stops here: past it the grid says "more than" (conventions §5, as the other lists). */
const COUNT_CAP = 10_000;

const startOf = (value: string) => `${escapeLike(value.toUpperCase())}%`;

/** Records of the jobs (or house bills) whose number starts so, found by their own number index. */
const jobsWhere = (column: PgColumn, value: string | undefined, officeCode: string) =>
  value
    ? inArray(
        docRecords.jobId,
        sql`(select ${jobs.id} from ${jobs} where ${jobs.officeCode} = ${officeCode} and ${like(column, startOf(value))})`,
      )
    : undefined;

function docRecordWhere(q: DocRecordFilter): SQL | undefined {
  const day = DATE_COLUMNS[q.dateField ?? 'created'];
  return and(
    eq(docRecords.officeCode, q.officeCode),
    q.docNo ? or(like(docRecords.docNo, startOf(q.docNo)), like(docRecords.manualNo, startOf(q.docNo))) : undefined,
    jobsWhere(jobs.jobNo, q.jobNo, q.officeCode),
    jobsWhere(jobs.mblNo, q.mblNo, q.officeCode),
    q.hblNo
      ? inArray(
          docRecords.hblId,
          sql`(select ${jobHbls.id} from ${jobHbls} where ${jobHbls.officeCode} = ${q.officeCode} and ${like(jobHbls.hblNo, startOf(q.hblNo))})`,
        )
      : undefined,
    q.customer ? eq(docRecords.customerId, q.customer) : undefined,
    q.docType ? eq(docRecords.docType, q.docType) : undefined,
    q.status ? eq(docRecords.status, q.status) : undefined,
    q.dateFrom ? gte(day, q.dateFrom) : undefined,
    q.dateTo ? lte(day, q.dateTo) : undefined,
  );
}

/** One page of an office's doc records, newest first unless sorted otherwise. */
export async function findDocRecordPage(db: DbOrTx, q: DocRecordFilter & { page: number; pageSize: number }) {
  const where = docRecordWhere(q);
  const capped = db.select({ one: sql`1` }).from(docRecords).where(where).limit(COUNT_CAP).as('capped');
  const [{ total }] = (await db.select({ total: count() }).from(capped)) as [{ total: number }];
  const descending = (q.sortField ? q.sortOrder : (q.sortOrder ?? 'descend')) === 'descend';
  const order = indexOrder(SORT_COLUMNS[q.sortField ?? 'createdAt'], docRecords.id, {
    descending,
    sortMatches: total < COUNT_CAP,
  });
  const rows = await db
    .select(docRecordColumns)
    .from(docRecords)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total };
}
