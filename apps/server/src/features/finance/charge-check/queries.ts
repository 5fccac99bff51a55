import type { ZCheckLineListQuery } from '@apex/shared/finance';
import { and, count, eq, gte, inArray, like, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { chargeCodes, invoices, jobCharges, jobs, parties } from '../../../db/schema';
import { escapeLike, findPage, type ListSort } from '../../../platform/db/paging';

/** The day a job's rates are taken on (docs/decisions.md: ETD for export, ETA for import). */
const rateDate = sql<string | null>`(case ${jobs.jobType} when 'OE' then ${jobs.etd} else ${jobs.eta} end)`;

const rowColumns = {
  id: jobCharges.id,
  version: jobCharges.version,
  jobId: jobCharges.jobId,
  jobNo: jobs.jobNo,
  jobType: jobs.jobType,
  rateDate,
  side: jobCharges.side,
  chargeCode: sql<string>`(select ${chargeCodes.code} from ${chargeCodes} where ${chargeCodes.id} = ${jobCharges.chargeCodeId})`,
  displayName: jobCharges.displayName,
  partyName: sql<string>`(select ${parties.nameEn} from ${parties} where ${parties.id} = ${jobCharges.partyId})`,
  currency: jobCharges.currency,
  amount: jobCharges.amount,
  localAmount: jobCharges.localAmount,
  invoiceNo: sql<string>`coalesce((select ${invoices.invoiceNo} from ${invoices} where ${invoices.id} = ${jobCharges.invoiceId}), '')`,
  checkStatus: jobCharges.checkStatus,
  checkedBy: jobCharges.checkedBy,
  checkedAt: jobCharges.checkedAt,
};

type SortField = 'jobNo' | 'rateDate' | 'amount';
const SORT: ListSort<SortField> = {
  columns: { jobNo: jobs.jobNo, rateDate, amount: jobCharges.amount },
  fallback: 'jobNo',
  id: jobCharges.id,
};

/** A count stops here, as the job list's does (conventions §5). */
const COUNT_CAP = 10_000;

/**
 * One page of the lines of an office's jobs for the check workbench, by job no (newest first by
 * default), each job's lines in their order; the names are looked up for the page's rows only.
 */
export async function findCheckLinePage(db: DbOrTx, q: z.output<typeof ZCheckLineListQuery> & { officeCode: string }) {
  const where = and(
    eq(jobs.officeCode, q.officeCode),
    q.side ? eq(jobCharges.side, q.side) : undefined,
    q.checkStatus ? eq(jobCharges.checkStatus, q.checkStatus) : undefined,
    q.jobType ? eq(jobs.jobType, q.jobType) : undefined,
    q.jobNo ? like(jobs.jobNo, `${escapeLike(q.jobNo.toUpperCase())}%`) : undefined,
    q.partyId ? eq(jobCharges.partyId, q.partyId) : undefined,
    q.currency ? eq(jobCharges.currency, q.currency) : undefined,
    q.dateFrom ? gte(rateDate, q.dateFrom) : undefined,
    q.dateTo ? lte(rateDate, q.dateTo) : undefined,
  );
  const joined = () => db.select(rowColumns).from(jobCharges).innerJoin(jobs, eq(jobs.id, jobCharges.jobId));
  const capped = db
    .select({ one: sql`1` })
    .from(jobCharges)
    .innerJoin(jobs, eq(jobs.id, jobCharges.jobId))
    .where(where)
    .limit(COUNT_CAP)
    .as('capped');
  const matches = db.select({ count: count() }).from(capped);
  const sorted = { ...q, sortOrder: q.sortOrder ?? (q.sortField ? undefined : ('descend' as const)) };
  return findPage(joined().where(where).$dynamic(), matches, sorted, SORT);
}

/** The jobs of lines of the office's jobs, unlocked: to lock the jobs first. */
export async function findLineJobs(db: DbOrTx, ids: readonly number[], officeCode: string) {
  return db
    .select({ id: jobCharges.id, jobId: jobCharges.jobId })
    .from(jobCharges)
    .innerJoin(jobs, eq(jobs.id, jobCharges.jobId))
    .where(and(inArray(jobCharges.id, [...ids]), eq(jobs.officeCode, officeCode)));
}

/** The lines to check, locked after their jobs, with what a check depends on: their invoice's clearing. */
export async function lockCheckLines(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({
      id: jobCharges.id,
      jobId: jobCharges.jobId,
      lineNo: jobCharges.lineNo,
      checkStatus: jobCharges.checkStatus,
      companyType: jobCharges.companyType,
      invoiceCleared: sql<boolean>`coalesce((select ${invoices.state} = 'CONFIRMED' and ${invoices.clearedAmount} <> 0
        from ${invoices} where ${invoices.id} = ${jobCharges.invoiceId}), false)`,
      version: jobCharges.version,
      updatedBy: jobCharges.updatedBy,
      updatedAt: jobCharges.updatedAt,
    })
    .from(jobCharges)
    .where(inArray(jobCharges.id, [...ids]))
    .orderBy(jobCharges.id)
    .for('update', { of: jobCharges });
}

/** Lines to a check status: checked stamps who and when, any other status clears them. */
export async function setCheckStatus(
  db: DbOrTx,
  { ids, status, by }: { ids: readonly number[]; status: string; by: string },
) {
  const checked = status === 'CHECKED';
  await db
    .update(jobCharges)
    .set({
      checkStatus: status,
      checkedBy: checked ? by : '',
      checkedAt: checked ? sql`now()` : null,
      version: sql`${jobCharges.version} + 1`,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobCharges.id, [...ids]));
}
