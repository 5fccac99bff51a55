import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobHbls, jobs } from '../../db/schema';

/**
 * spec §5: a job found by its MB/L or HB/L numbers: the MB/L and HB/L no on the job row (each column
 * has its index) or an HB/L of the job's own table (by the office's unique HB/L index). The three
 * lookups combine as one OR the planner answers from the indexes.
 */
export function billNoMatch(db: DbOrTx, officeCode: string, billNos: readonly string[]): SQL | undefined {
  if (billNos.length === 0) return undefined;
  const numbers = [...billNos];
  const byHbl = db
    .select({ jobId: jobHbls.jobId })
    .from(jobHbls)
    .where(and(eq(jobHbls.officeCode, officeCode), inArray(jobHbls.hblNo, numbers)));
  return or(inArray(jobs.mblNo, numbers), inArray(jobs.hblNo, numbers), inArray(jobs.id, byHbl));
}
