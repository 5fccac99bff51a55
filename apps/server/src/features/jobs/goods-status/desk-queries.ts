import type { TJobType } from '@apex/shared/jobs';
import { NO_STEP, type ZGoodsStatusDeskQuery } from '@apex/shared/tracking';
import { and, count, eq, gte, isNull, like, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { jobGoodsStatus, jobs, parties } from '../../../db/schema';
import { escapeLike, findPage, type PageQuery } from '../../../platform/db/paging';

export type DeskQuery = Omit<z.output<typeof ZGoodsStatusDeskQuery>, 'page' | 'pageSize'> &
  PageQuery<'eta' | 'jobNo'> & { officeCode: string; jobType: TJobType };

/** A count stops here, as the other lists' (conventions §5). */
const COUNT_CAP = 10_000;

/**
 * The desk's filters on the jobs' own indexes (office and type with the ETA, the job no's prefix,
 * the MB/L no, the POD) and the current step on `job_goods_status_desk_idx`.
 */
function deskWhere(q: DeskQuery): SQL | undefined {
  return and(
    eq(jobs.officeCode, q.officeCode),
    eq(jobs.jobType, q.jobType),
    q.jobNo ? like(jobs.jobNo, `${escapeLike(q.jobNo.toUpperCase())}%`) : undefined,
    q.mblNo ? eq(jobs.mblNo, q.mblNo.toUpperCase()) : undefined,
    q.pod ? eq(jobs.pod, q.pod) : undefined,
    q.etaFrom ? gte(jobs.eta, q.etaFrom) : undefined,
    q.etaTo ? lte(jobs.eta, q.etaTo) : undefined,
    q.step === NO_STEP ? isNull(jobGoodsStatus.currentStep) : undefined,
    q.step && q.step !== NO_STEP
      ? and(
          eq(jobGoodsStatus.officeCode, q.officeCode),
          eq(jobGoodsStatus.jobType, q.jobType),
          eq(jobGoodsStatus.currentStep, q.step),
        )
      : undefined,
  );
}

const deskColumns = {
  jobId: jobs.id,
  jobNo: jobs.jobNo,
  jobStatus: jobs.jobStatus,
  customerName: sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${jobs.customerId}), '')`,
  mblNo: jobs.mblNo,
  pol: sql<string>`coalesce(${jobs.pol}, '')`,
  pod: sql<string>`coalesce(${jobs.pod}, '')`,
  vessel: jobs.vessel,
  voyage: jobs.voyage,
  etd: jobs.etd,
  eta: jobs.eta,
  currentStep: jobGoodsStatus.currentStep,
  currentStepAt: jobGoodsStatus.currentStepAt,
};

/** One page of the office's jobs of a type with their current step, by ETA unless sorted otherwise. */
export function findGoodsStatusDeskPage(db: DbOrTx, q: DeskQuery) {
  const where = deskWhere(q);
  const rows = db
    .select(deskColumns)
    .from(jobs)
    .leftJoin(jobGoodsStatus, eq(jobGoodsStatus.jobId, jobs.id))
    .where(where)
    .$dynamic();
  const capped = db
    .select({ one: sql`1` })
    .from(jobs)
    .leftJoin(jobGoodsStatus, eq(jobGoodsStatus.jobId, jobs.id))
    .where(where)
    .limit(COUNT_CAP)
    .as('capped');
  return findPage(rows, db.select({ count: count() }).from(capped), q, {
    columns: { eta: jobs.eta, jobNo: jobs.jobNo },
    fallback: 'eta',
    id: jobs.id,
  });
}
