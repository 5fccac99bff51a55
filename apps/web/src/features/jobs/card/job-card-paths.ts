import { JOB_TYPE_TABLE, type TJobType } from '@apex/shared/jobs';

/** spec §2.2/§2.3: where a saved job's card opens. */
export const jobDetailPath = (jobType: TJobType, jobId: number) =>
  JOB_TYPE_TABLE[jobType].cardPath.replace(':JOB_ID', String(jobId));

/** spec §2.2: the menu page of a new import job. */
const NEW_IMPORT_JOB_PATH = JOB_TYPE_TABLE.OI.newCardPath;
/** spec §2.2: it, and the service centre's import job card screen without a job, open an empty import job card. */
export const NEW_IMPORT_JOB_PATHS = [NEW_IMPORT_JOB_PATH, '/sc/oceanimport/general'];

/**
 * spec §2.3 /ocean_exp/newJob/:JOB_ID: a new export job's tab, keyed so two new jobs are two tabs;
 * spec §2.2: a new import job opens the OceanImportGeneral page.
 */
export const newJobPath = (jobType: TJobType, key = Date.now().toString(36).toUpperCase()) =>
  JOB_TYPE_TABLE[jobType].newCardPath.replace(':JOB_ID', `NEW${key}`);
