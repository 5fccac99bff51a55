import {
  type JOB_LIST_SORT_FIELDS,
  splitBillNos,
  type TJobDateFilter,
  type TJobListFilter,
  type TJobType,
} from '@apex/shared/jobs';
import { and, count, eq, gte, ilike, inArray, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  carriers,
  etaSlips,
  jobContainers,
  jobHbls,
  jobs,
  offices,
  parties,
  partySearchText,
  users,
} from '../../../db/schema';
import { escapeLike, type PageQuery } from '../../../platform/db/paging';
import { billNoMatch } from './bill-number-queries';

type SortField = (typeof JOB_LIST_SORT_FIELDS)[number];

/** The list's scope: the session office's jobs of one type (a job of another office is never listed). */
interface ListScope {
  officeCode: string;
  jobType: TJobType;
}

/** spec §9 date filter types → the job's column each filters on. */
const DATE_COLUMNS: Record<TJobDateFilter, PgColumn> = {
  ETD: jobs.etd,
  ETA: jobs.eta,
  OPERATION_TIME: jobs.operationAt,
  PACKING_DATE: jobs.packingDate,
  REVIEW_DATE: jobs.reviewDate,
  GATE_IN_DATE: jobs.gateInDate,
};

const SORT_COLUMNS: Record<SortField, PgColumn> = {
  operationAt: jobs.operationAt,
  jobNo: jobs.jobNo,
  etd: jobs.etd,
  eta: jobs.eta,
  jobStatus: jobs.jobStatus,
  mblNo: jobs.mblNo,
  vessel: jobs.vessel,
  profitLocal: jobs.profitLocal,
};

/**
 * Sort columns whose index is ascending (`jobs_profit_idx`: profit, then id): a descending page
 * reads it backwards, which PostgreSQL matches only to `desc nulls first`. The column is never
 * empty, so where nulls would go changes nothing but the plan (a sort of the office's jobs).
 */
const ASCENDING_INDEX: ReadonlySet<SortField> = new Set(['profitLocal']);

/**
 * The page's order: newest first unless told otherwise, then by id so pages never overlap. Written
 * exactly as the indexes hold it (drizzle writes `desc` as `desc nulls last`), so `jobs_list_idx`
 * (operation time desc, id desc) serves the default page by reading its first rows instead of
 * sorting the office's jobs. Only ETD and ETA may be empty; they go last either way.
 *
 * `sortMatches`: the filters match few jobs, so sorting them is cheaper than walking the sort's
 * index. The planner cannot know that the matches of a past month's ETD are far down that index (it
 * read 67,000 rows for 20 at a million jobs, 31 ms against 2 ms); the column wrapped in coalesce no
 * longer matches the index, so the planner takes the filter's index and sorts.
 */
function listOrder(q: { sortField?: SortField; sortOrder?: 'ascend' | 'descend' }, sortMatches: boolean): SQL[] {
  const descending = (q.sortField ? q.sortOrder : (q.sortOrder ?? 'descend')) === 'descend';
  const field = q.sortField ?? 'operationAt';
  // A column that is never empty: read the index forwards (desc nulls last) or backwards (asc nulls first).
  const plain = ASCENDING_INDEX.has(field)
    ? sql.raw(descending ? 'desc nulls first' : 'asc nulls last')
    : sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
  const first = field === 'etd' || field === 'eta' ? sql.raw(descending ? 'desc nulls last' : 'asc nulls last') : plain;
  const column = SORT_COLUMNS[field];
  const key = sortMatches ? sql`coalesce(${column}, ${column})` : sql`${column}`;
  return [sql`${key} ${first}`, sql`${jobs.id} ${plain}`];
}

/** A day range on a date or on the operation time (a timestamp: the "to" day counts whole). */
function dateRange(type: TJobDateFilter | undefined, from?: string, to?: string): SQL | undefined {
  if (!type) return undefined;
  const column = DATE_COLUMNS[type];
  const end = type === 'OPERATION_TIME' && to ? sql`${column} < (${to}::date + 1)` : to ? lte(column, to) : undefined;
  return and(from ? gte(column, from) : undefined, end);
}

/** issue 17: the office's minimum margin, read once per statement (an uncorrelated sub-query). */
const minMarginOf = (officeCode: string) =>
  sql`(select ${offices.minMarginPct} from ${offices} where ${offices.officeCode} = ${officeCode})`;

/**
 * A job under its office's minimum margin (none set, or no AR: never): as a filter, a range of
 * `jobs_margin_idx`; as a column, true or false.
 */
const belowMinMargin = (officeCode: string) => lt(jobs.marginPct, minMarginOf(officeCode));
const isBelowMinMargin = (officeCode: string) => sql<boolean>`coalesce(${belowMinMargin(officeCode)}, false)`;

/** Customers whose code or name (English or Chinese) contains the text: the parties' trigram index. */
const customersNamed = (db: DbOrTx, name: string) =>
  db
    .select({ id: parties.id })
    .from(parties)
    .where(ilike(partySearchText(parties), `%${escapeLike(name)}%`));

/**
 * Every filter of the query form. Each is served by an index of the jobs table (db/schema/jobs.ts)
 * together with the office and type every list filters on.
 */
function jobWhere(db: DbOrTx, scope: ListScope, q: TJobListFilter): SQL | undefined {
  return and(
    eq(jobs.officeCode, scope.officeCode),
    eq(jobs.jobType, scope.jobType),
    q.jobNo ? like(jobs.jobNo, `${escapeLike(q.jobNo.toUpperCase())}%`) : undefined,
    billNoMatch(db, scope.officeCode, splitBillNos(q.billNos ?? '')),
    q.customer ? eq(jobs.customerId, q.customer) : undefined,
    q.customerName ? inArray(jobs.customerId, customersNamed(db, q.customerName)) : undefined,
    q.shipper ? eq(jobs.shipperId, q.shipper) : undefined,
    q.consignee ? eq(jobs.consigneeId, q.consignee) : undefined,
    q.carrier ? eq(jobs.carrierId, q.carrier) : undefined,
    q.vessel ? ilike(jobs.vessel, `%${escapeLike(q.vessel)}%`) : undefined,
    q.voyage ? eq(jobs.voyage, q.voyage.toUpperCase()) : undefined,
    q.pol ? eq(jobs.pol, q.pol.toUpperCase()) : undefined,
    q.pod ? eq(jobs.pod, q.pod.toUpperCase()) : undefined,
    q.operator ? eq(jobs.operatorId, q.operator) : undefined,
    q.sales ? eq(jobs.salesId, q.sales) : undefined,
    q.jobMode ? eq(jobs.jobMode, q.jobMode) : undefined,
    q.jobStatus ? eq(jobs.jobStatus, q.jobStatus) : undefined,
    q.invoiceStatus ? eq(jobs.invoiceStatus, q.invoiceStatus) : undefined,
    q.closeStatus ? eq(jobs.closeStatus, q.closeStatus) : undefined,
    q.reviewStatus ? eq(jobs.reviewStatus, q.reviewStatus) : undefined,
    // issue 17: the profit in the office's local currency, by jobs_profit_idx.
    q.profitFrom ? gte(jobs.profitLocal, q.profitFrom) : undefined,
    q.profitTo ? lte(jobs.profitLocal, q.profitTo) : undefined,
    q.belowMinMargin ? belowMinMargin(scope.officeCode) : undefined,
    q.etaSlipped
      ? sql`exists (select 1 from ${etaSlips} where ${etaSlips.jobId} = ${jobs.id} and ${etaSlips.status} = 'OPEN')`
      : undefined,
    dateRange(q.dateType, q.dateFrom, q.dateTo),
  );
}

/** A count stops here: past it the grid says "more than" (conventions §5, counts capped). */
const COUNT_CAP = 10_000;

const customer = alias(parties, 'customer');

/**
 * A name the row refers to, looked up in the select list rather than joined: planning the list with
 * six joins took PostgreSQL 9–14 ms at a million jobs (its thirty indexes times the join orders),
 * for 0.3 ms of work; with look-ups it plans in 2 ms. They run for the page's rows only.
 */
const nameOf = (name: PgColumn, table: typeof parties | typeof users | typeof carriers, key: PgColumn) =>
  sql<string | null>`(select ${name} from ${table} where ${table.id} = ${key})`;

/**
 * The job's house bills as its B/L tab holds them, with the general part's HB/L no when it names
 * another (issue 16: the column showed only the general part's, empty for a job whose HB/L was made
 * in the B/L tab). The list's bill search matches the same numbers. By `job_hbls_job_idx`, for the
 * page's rows only.
 */
const hblNos = sql<string>`array_to_string(array(
  select ${jobs.hblNo} where ${jobs.hblNo} <> ''
  union select ${jobHbls.hblNo} from ${jobHbls} where ${jobHbls.jobId} = ${jobs.id}
  order by 1), ', ')`;

/**
 * The job's saved containers counted by type in the order they were entered ("2x40HQ, 1x20GP"), not
 * the general part's free text, which is a plan that may differ. By `job_containers_job_idx`.
 */
const containers = sql<string>`array_to_string(array(
  select count(*) || 'x' || ${jobContainers.containerType} from ${jobContainers}
  where ${jobContainers.jobId} = ${jobs.id}
  group by ${jobContainers.containerType} order by min(${jobContainers.lineNo})), ', ')`;

const rowColumns = {
  id: jobs.id,
  jobNo: jobs.jobNo,
  jobType: jobs.jobType,
  jobMode: jobs.jobMode,
  jobStatus: jobs.jobStatus,
  invoiceStatus: jobs.invoiceStatus,
  closeStatus: jobs.closeStatus,
  reviewStatus: jobs.reviewStatus,
  profitLocal: jobs.profitLocal,
  marginPct: jobs.marginPct,
  customerId: jobs.customerId,
  customerCode: customer.code,
  customerNameEn: customer.nameEn,
  customerNameCn: customer.nameCn,
  customerBlacklisted: customer.blacklisted,
  shipper: nameOf(parties.nameEn, parties, jobs.shipperId),
  consignee: nameOf(parties.nameEn, parties, jobs.consigneeId),
  carrier: nameOf(carriers.scac, carriers, jobs.carrierId),
  vessel: jobs.vessel,
  voyage: jobs.voyage,
  pol: jobs.pol,
  pod: jobs.pod,
  etd: jobs.etd,
  eta: jobs.eta,
  // The open slip by its unique index, for the page's rows only.
  etaSlipDays: sql<
    number | null
  >`(select ${etaSlips.slipDays} from ${etaSlips} where ${etaSlips.jobId} = ${jobs.id} and ${etaSlips.status} = 'OPEN')`,
  mblNo: jobs.mblNo,
  hblNo: hblNos,
  containers,
  operator: nameOf(users.name, users, jobs.operatorId),
  sales: nameOf(users.name, users, jobs.salesId),
  relatedJobId: jobs.relatedJobId,
  operationAt: jobs.operationAt,
  version: jobs.version,
};

export type JobListDbRow = Awaited<ReturnType<typeof findJobListPage>>['rows'][number];

/**
 * One page of the list, newest first by default (the `jobs_list_idx` order). The names come from
 * look-ups by primary key, so only the page's rows are looked up. The capped count comes first: it
 * says whether the matches are few enough to sort (see listOrder).
 */
export async function findJobListPage(db: DbOrTx, q: PageQuery<SortField> & TJobListFilter & ListScope) {
  const where = jobWhere(db, q, q);
  const capped = db.select({ one: sql`1` }).from(jobs).where(where).limit(COUNT_CAP).as('capped');
  const total = q.withoutTotal ? undefined : ((await db.select({ count: count() }).from(capped))[0]?.count ?? 0);
  const rows = await db
    .select({ ...rowColumns, belowMinMargin: isBelowMinMargin(q.officeCode) })
    .from(jobs)
    .leftJoin(customer, eq(customer.id, jobs.customerId))
    .where(where)
    .orderBy(...listOrder(q, total !== undefined && total < COUNT_CAP))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total: total ?? 0 };
}
