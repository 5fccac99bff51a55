import { inArray, or, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';

/**
 * spec §5: a job found by its MB/L or HB/L numbers. For now both live on the job row (each column
 * has its index, so the two lookups combine as a bitmap OR); when HB/Ls get a table of their own,
 * this is the one place that also looks there (`or id in (select job_id from hbls where …)`).
 */
export function billNoMatch(billNos: readonly string[]): SQL | undefined {
  if (billNos.length === 0) return undefined;
  return or(inArray(jobs.mblNo, [...billNos]), inArray(jobs.hblNo, [...billNos]));
}
