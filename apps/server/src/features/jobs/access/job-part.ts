import type { TOperLogAction } from '@apex/shared/settings';
import type { DbOrTx, Tx } from '../../../db/client';
import { writeAudit } from '../../../platform/audit/audit-log';
import type { ServiceContext } from '../../../platform/service-context';
import { type JobRef, lockJobRecord, readJob } from './job-access';
import { bumpPartVersion, findPartVersion, type JobRow } from './queries';

/**
 * A part of the job saved as a whole (containers, goods; later charges, documents…): its name is
 * its row in `job_part_versions` and its operation log action (`job.<part>Saved`).
 */
/** The parts whose save the log has words for (`job.<part>Saved`). */
type PartName<Action = TOperLogAction> = Action extends `job.${infer Part}Saved` ? Part : never;

interface JobPart<Read> {
  part: PartName;
  /** The part's content as the card shows it. */
  read: (db: DbOrTx, job: JobRow) => Promise<Read>;
}

/** A part of a job the caller may read, with the job's id and the part's version (0 until its first save). */
export async function readJobPart<Read extends object>(
  ctx: ServiceContext,
  ref: JobRef,
  { part, read }: JobPart<Read>,
) {
  const job = await readJob(ctx.db, ref);
  const [version, content] = await Promise.all([findPartVersion(ctx.db, job.id, part), read(ctx.db, job)]);
  return { jobId: job.id, version: version?.version ?? 0, ...content };
}

/**
 * Saves a part in the job-part frame, in one transaction: the job locked in the caller's scope
 * (404 outside it), the part's version checked (409 when saved since), the part written by `write`
 * (which answers the operation log's detail), its version bumped and the log row written. The
 * answer is the part read again.
 */
export async function saveJobPart<Read extends object>(
  ctx: ServiceContext,
  ref: JobRef,
  jobPart: JobPart<Read> & { version: number; write: (tx: Tx, job: JobRow) => Promise<object> },
) {
  const { part, version, write } = jobPart;
  await ctx.db.transaction(async (tx) => {
    const { job, record: current } = await lockJobRecord(tx, ref, version, (job) => findPartVersion(tx, job.id, part));
    const detail = await write(tx, job);
    await bumpPartVersion(tx, job.id, part, Boolean(current), ref.actor.account);
    await writeAudit(tx, ref.actor, {
      action: `job.${part}Saved`,
      entity: 'job',
      entityId: job.id,
      key: job.jobNo,
      detail: { jobNo: job.jobNo, ...detail },
    });
  });
  return readJobPart(ctx, ref, jobPart);
}
