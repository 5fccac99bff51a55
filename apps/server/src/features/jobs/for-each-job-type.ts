import { API } from '@apex/shared';
import { JOB_TYPES, type TJobType, type TJobTypeRoutes } from '@apex/shared/jobs';

/** Registers a part of the job once per job type, with that type's contracts (`API.jobs[jobType]`). */
export function forEachJobType(register: (jobType: TJobType, routes: TJobTypeRoutes) => void) {
  for (const jobType of JOB_TYPES) register(jobType, API.jobs[jobType]);
}
