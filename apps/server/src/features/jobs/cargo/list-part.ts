import type { Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { checkPartVersion, type JobPartTarget, lockedJob } from './job-part';
import { bumpPartVersion, type CargoPart, findPartVersion } from './queries';

type LockedJob = Awaited<ReturnType<typeof lockedJob>>;

/**
 * The frame of a list part's save (containers, goods): in one transaction, the job locked in the
 * caller's scope, the part's version checked, the list written by `write` (which answers the
 * operation log's detail), the version bumped and the log row written.
 */
export async function saveListPart(
  ctx: ServiceContext,
  target: JobPartTarget,
  { part, version, write }: { part: CargoPart; version: number; write: (tx: Tx, job: LockedJob) => Promise<object> },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const job = await lockedJob(tx, target);
    const current = await findPartVersion(tx, job.id, part);
    checkPartVersion(current, version);
    const detail = await write(tx, job);
    await bumpPartVersion(tx, job.id, part, Boolean(current), target.actor.account);
    await writeAudit(tx, target.actor, {
      action: `job.${part}Saved`,
      entity: 'job',
      entityId: job.id,
      detail: { jobNo: job.jobNo, ...detail },
    });
  });
}
