import type { Tx } from '../../db/client';
import { bumpPartVersion, findPartVersion, lockJobRowsById } from '../jobs/access/queries';
import { refreshJobMoney } from '../jobs/charges/job-money';

const inIdOrder = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The jobs an action on lines, invoices or clearings changes, locked before anything of theirs:
 * every such write takes jobs, then invoices, then lines, each in id order (docs/decisions.md,
 * issue 17 "Locks"), so concurrent writes queue up instead of deadlocking.
 */
export const lockJobsById = (tx: Tx, ids: readonly number[]) => lockJobRowsById(tx, inIdOrder(ids));

/**
 * After such an action, on each job it changed: the charges part's version moves on (a charges tab
 * read before is stale now) and the job's money status and profit are worked out again, in the same
 * transaction (issue 17: derived and kept current, never typed).
 */
export async function settleJobs(tx: Tx, jobIds: readonly number[], by: string) {
  for (const jobId of inIdOrder(jobIds)) {
    const current = await findPartVersion(tx, jobId, 'charges');
    await bumpPartVersion(tx, jobId, 'charges', Boolean(current), by);
    await refreshJobMoney(tx, jobId);
  }
}
