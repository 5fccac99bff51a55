import { and, asc, count, desc, eq, gte, inArray, like, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobContainers, jobs, parties, users } from '../../../db/schema';
import { escapeLike } from '../../../platform/db/paging';

/** The stage numbers of the jobs in flight (import_stage, 1–6); 7 is delivered. */
const IN_FLIGHT = { from: 1, to: 6 };
const DELIVERED = 7;
const CLOSED = ['COMPLETED', 'CANCELLED'];
/** A count stops here, as the other lists' (conventions §5). */
const COUNT_CAP = 10_000;

/**
 * The board's jobs: the office's imports in flight, as `jobs_import_board_idx` holds them (its
 * predicate repeated, so the planner takes it), or delivered since `since`.
 */
const inFlight = (officeCode: string) =>
  and(
    eq(jobs.officeCode, officeCode),
    eq(jobs.jobType, 'OI'),
    sql`${jobs.importStage} between ${sql.raw(String(IN_FLIGHT.from))} and ${sql.raw(String(IN_FLIGHT.to))}`,
    notInArray(jobs.jobStatus, CLOSED),
  );
const delivered = (officeCode: string, since: string) =>
  and(
    eq(jobs.officeCode, officeCode),
    eq(jobs.jobType, 'OI'),
    gte(jobs.cargoDeliveredDate, since),
    ne(jobs.jobStatus, 'CANCELLED'),
  );

/** The jobs whose number starts so (a stage's list and the counts filter alike). */
const jobNoStarts = (jobNo: string | undefined) =>
  jobNo ? like(jobs.jobNo, `${escapeLike(jobNo.toUpperCase())}%`) : undefined;

/** How many jobs (whose number starts with `jobNo`) are at each stage (1–7), the delivered ones since `since`. */
export async function countBoardStages(db: DbOrTx, q: { officeCode: string; since: string; jobNo?: string }) {
  const [flying, done] = await Promise.all([
    db
      .select({ stage: jobs.importStage, count: count() })
      .from(jobs)
      .where(and(inFlight(q.officeCode), jobNoStarts(q.jobNo)))
      .groupBy(jobs.importStage),
    db
      .select({ count: count() })
      .from(jobs)
      .where(and(delivered(q.officeCode, q.since), jobNoStarts(q.jobNo))),
  ]);
  return [...flying, { stage: DELIVERED, count: done[0]?.count ?? 0 }];
}

interface StagePage {
  officeCode: string;
  stage: number;
  since: string;
  jobNo?: string;
  page: number;
  pageSize: number;
}

/** One stage's jobs: in flight the most urgent (earliest free date due) first, delivered the latest first. */
export async function findBoardJobs(db: DbOrTx, q: StagePage) {
  const where: SQL | undefined = and(
    q.stage === DELIVERED
      ? delivered(q.officeCode, q.since)
      : and(inFlight(q.officeCode), eq(jobs.importStage, q.stage)),
    jobNoStarts(q.jobNo),
  );
  const order =
    q.stage === DELIVERED
      ? [desc(jobs.cargoDeliveredDate), desc(jobs.id)]
      : [sql`${jobs.freeDateDue} asc nulls last`, asc(jobs.id)];
  const capped = db.select({ one: sql`1` }).from(jobs).where(where).limit(COUNT_CAP).as('capped');
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(capped),
    db
      .select({
        jobId: jobs.id,
        jobNo: jobs.jobNo,
        jobMode: jobs.jobMode,
        mblNo: jobs.mblNo,
        consigneeName: sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${jobs.consigneeId}), '')`,
        operatorName: sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${jobs.operatorId}), '')`,
        pod: sql<string>`coalesce(${jobs.pod}, '')`,
        eta: jobs.eta,
        arrivalNoticeDate: jobs.arrivalNoticeDate,
        documentTurnoverDate: jobs.documentTurnoverDate,
        customsEntryDate: jobs.customsEntryDate,
        customsReleaseDate: jobs.customsReleaseDate,
        cargoAvailableDate: jobs.cargoAvailableDate,
        deliveryScheduledAt: jobs.deliveryScheduledAt,
        cargoDeliveredDate: jobs.cargoDeliveredDate,
        lastFreeDate: jobs.lastFreeDate,
        freeDateDue: jobs.freeDateDue,
        consigneeId: jobs.consigneeId,
        customerId: jobs.customerId,
      })
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The containers of some jobs in line order, with their own last free dates and the moves of their clocks. */
export const findBoardContainers = (db: DbOrTx, jobIds: readonly number[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          jobId: jobContainers.jobId,
          lineNo: jobContainers.lineNo,
          containerNo: jobContainers.containerNo,
          containerType: jobContainers.containerType,
          lastFreeDate: jobContainers.lastFreeDate,
          dischargeDate: jobContainers.dischargeDate,
          gateOutDate: jobContainers.gateOutDate,
          emptyReturnDate: jobContainers.emptyReturnDate,
        })
        .from(jobContainers)
        .where(inArray(jobContainers.jobId, [...jobIds]))
        .orderBy(asc(jobContainers.jobId), asc(jobContainers.lineNo));
