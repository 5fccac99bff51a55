import { API } from '@apex/shared';
import type { TJob, TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** The job card's routes of one job type: export and import share the model, not the paths. */
export const jobRoutesOf = (jobType: TJobType) => (jobType === 'OE' ? API.oceanExportJobs : API.oceanImportJobs);

/** The query key of one job's general part: the card's header and its general tab share it. */
export const jobQueryKey = (jobType: TJobType, jobId: number) => ['jobs', jobType, jobId] as const;

export const jobQuery = (jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: jobQueryKey(jobType, jobId),
    queryFn: (): Promise<TJob> => call(jobRoutesOf(jobType).get, { params: { id: jobId } }, { isStopError: true }),
  });

/** A saved job's id from its route's JOB_ID; anything else (a new job's key, a typo) is not one. */
export function savedJobId(jobKey: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(jobKey)) return undefined;
  const id = Number(jobKey);
  return id <= 2_147_483_647 ? id : undefined;
}
