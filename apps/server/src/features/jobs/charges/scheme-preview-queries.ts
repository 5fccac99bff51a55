import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobContainers, jobHbls, parties } from '../../../db/schema';

/** The job's own house bills, counted. */
export async function countOwnHbls(db: DbOrTx, jobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobHbls).where(eq(jobHbls.jobId, jobId));
  return row?.n ?? 0;
}

/** The job's containers counted by type (20GP, 40HQ …). */
export function countContainersByType(db: DbOrTx, jobId: number) {
  return db
    .select({ containerType: jobContainers.containerType, n: count() })
    .from(jobContainers)
    .where(eq(jobContainers.jobId, jobId))
    .groupBy(jobContainers.containerType);
}

/** Names and credit days of the job's parties a scheme bills. */
export function findPartyTerms(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: parties.id, name: parties.nameEn, creditDays: parties.creditDays })
    .from(parties)
    .where(inArray(parties.id, ids));
}
