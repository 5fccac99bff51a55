import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobs } from '../../../db/schema';

/**
 * The sub-jobs of a consolidation in id order, locked for the caller's transaction when asked.
 * The caller holds the master's lock first, as adding or removing a sub-job does, so the set
 * cannot change underneath and two actions never wait on each other in a circle.
 */
export function findSubJobs(db: DbOrTx, masterJobId: number, { lock }: { lock: boolean }) {
  const query = db.select().from(jobs).where(eq(jobs.masterJobId, masterJobId)).orderBy(asc(jobs.id));
  return lock ? query.for('update') : query;
}
