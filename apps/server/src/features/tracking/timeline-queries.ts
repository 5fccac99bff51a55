import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goodsStatusEntries, jobContainers } from '../../db/schema';

/** The job's own goods status entries in force (a house bill's sequence is its own). */
export function findJobGoodsStatusInForce(db: DbOrTx, jobId: number) {
  return db
    .select()
    .from(goodsStatusEntries)
    .where(
      and(eq(goodsStatusEntries.jobId, jobId), isNull(goodsStatusEntries.hblId), isNull(goodsStatusEntries.undoneAt)),
    );
}

/** The job's container nos, to narrow its timeline to one. */
export async function findJobContainerNos(db: DbOrTx, jobId: number) {
  const rows = await db
    .selectDistinct({ containerNo: jobContainers.containerNo })
    .from(jobContainers)
    .where(and(eq(jobContainers.jobId, jobId), ne(jobContainers.containerNo, '')))
    .orderBy(asc(jobContainers.containerNo));
  return rows.map((row) => row.containerNo);
}
