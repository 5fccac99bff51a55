import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { jobHbls, jobs } from '../../../db/schema';

/**
 * spec §5: a job found by its MB/L or HB/L numbers: the MB/L and HB/L no on the job row (each column
 * has its index) or an HB/L of the job's own table (by the office's unique HB/L index). The three
 * lookups are a union of job ids rather than one OR: an OR with a sub-query cannot combine indexes,
 * so PostgreSQL read every job of the office and compared it with the numbers (90 ms at a million
 * jobs, against 8 ms for the union; bench/job-list.ts).
 */
export function billNoMatch(db: DbOrTx, officeCode: string, billNos: readonly string[]): SQL | undefined {
  if (billNos.length === 0) return undefined;
  // One array parameter, not 200 for each of the three lookups (binding and planning them cost more
  // than the lookups).
  const numbers = sql`any(${sql.param([...billNos])}::text[])`;
  const byMbl = db.select({ jobId: jobs.id }).from(jobs).where(sql`${jobs.mblNo} = ${numbers}`);
  const byJobHbl = db.select({ jobId: jobs.id }).from(jobs).where(sql`${jobs.hblNo} = ${numbers}`);
  const byHbl = db
    .select({ jobId: jobHbls.jobId })
    .from(jobHbls)
    .where(and(eq(jobHbls.officeCode, officeCode), sql`${jobHbls.hblNo} = ${numbers}`));
  return inArray(jobs.id, unionAll(byMbl, byJobHbl, byHbl));
}
