import { JOB_TYPE_TABLE, type TJobType } from '@apex/shared/jobs';
import type { FileOwner } from '../files/file-access';
import { findEdocFileJob } from './queries';

/**
 * An eDoc's file is read as its job is: in the job's office (the session's, as readJob has it),
 * with the eDoc view permission and the job type's.
 */
export const edocFileOwner: FileOwner = {
  async accessOf(db, fileKey, caller) {
    const job = await findEdocFileJob(db, fileKey);
    if (!job) return undefined;
    if (job.officeCode !== caller.officeCode) return 'hidden';
    const { view } = JOB_TYPE_TABLE[job.jobType as TJobType];
    return caller.holds('/edoc/list') && caller.holds(view) ? 'granted' : 'forbidden';
  },
};
