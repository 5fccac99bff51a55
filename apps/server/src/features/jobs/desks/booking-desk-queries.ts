import type { TJobType } from '@apex/shared/jobs';
import type { ZBookingDeskQuery } from '@apex/shared/movement';
import { and, count, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { carriers, jobBookings, jobs, parties } from '../../../db/schema';
import { escapeLike } from '../../../platform/db/paging';

type DeskQuery = z.output<typeof ZBookingDeskQuery> & { officeCode: string; jobType: TJobType };

/** A count stops here, as the other lists' (conventions §5). */
const COUNT_CAP = 10_000;
/** The jobs still to sail: their bookings are the desk's work. */
const ACTIVE_STATUSES = ['OPEN', 'CONFIRMED'];

const startOf = (value: string) => `${escapeLike(value.toUpperCase())}%`;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function deskWhere(q: DeskQuery): SQL | undefined {
  const nextDay = q.cutoffTo ? new Date(dayStart(q.cutoffTo).getTime() + 86_400_000) : undefined;
  return and(
    eq(jobs.officeCode, q.officeCode),
    eq(jobs.jobType, q.jobType),
    q.active ? inArray(jobs.jobStatus, ACTIVE_STATUSES) : undefined,
    q.status ? eq(jobBookings.status, q.status) : undefined,
    q.carrier ? eq(jobBookings.carrierId, q.carrier) : undefined,
    q.keyword ? or(like(jobs.jobNo, startOf(q.keyword)), like(jobBookings.bookingNo, startOf(q.keyword))) : undefined,
    q.cutoffFrom ? gte(jobBookings.firstCutoff, dayStart(q.cutoffFrom)) : undefined,
    nextDay ? lt(jobBookings.firstCutoff, nextDay) : undefined,
  );
}

const ORDER = {
  firstCutoff: sql`${jobBookings.firstCutoff}`,
  etd: sql`${jobs.etd}`,
  jobNo: sql`${jobs.jobNo}`,
};

/** One page of the office's bookings of a type, the nearest first cut-off first unless sorted otherwise. */
export async function findBookingDeskPage(db: DbOrTx, q: DeskQuery) {
  const where = deskWhere(q);
  const from = () => db.select({ one: sql`1` }).from(jobBookings).innerJoin(jobs, eq(jobs.id, jobBookings.jobId));
  const capped = from().where(where).limit(COUNT_CAP).as('capped');
  const [{ total }] = (await db.select({ total: count() }).from(capped)) as [{ total: number }];
  const direction = sql.raw(q.sortOrder === 'descend' ? 'desc nulls last' : 'asc nulls last');
  const rows = await db
    .select({
      id: jobBookings.id,
      jobId: jobs.id,
      jobNo: jobs.jobNo,
      jobStatus: jobs.jobStatus,
      customerName: sql<string>`coalesce((select ${parties.nameEn} from ${parties} where ${parties.id} = ${jobs.customerId}), '')`,
      status: jobBookings.status,
      bookingNo: jobBookings.bookingNo,
      carrierName: sql<string>`coalesce((select ${carriers.scac} || ' ' || ${carriers.nameEn} from ${carriers} where ${carriers.id} = ${jobBookings.carrierId}), '')`,
      vessel: jobBookings.vessel,
      voyage: jobBookings.voyage,
      pol: sql<string>`coalesce(${jobs.pol}, '')`,
      pod: sql<string>`coalesce(${jobs.pod}, '')`,
      etd: jobs.etd,
      cyCutoff: jobBookings.cyCutoff,
      cfsCutoff: jobBookings.cfsCutoff,
      docCutoff: jobBookings.docCutoff,
      vgmCutoff: jobBookings.vgmCutoff,
      firstCutoff: jobBookings.firstCutoff,
      soReleased: jobBookings.soReleased,
      updatedBy: jobBookings.updatedBy,
      updatedAt: jobBookings.updatedAt,
    })
    .from(jobBookings)
    .innerJoin(jobs, eq(jobs.id, jobBookings.jobId))
    .where(where)
    .orderBy(sql`${ORDER[q.sortField ?? 'firstCutoff']} ${direction}`, sql`${jobBookings.id} ${direction}`)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total };
}
