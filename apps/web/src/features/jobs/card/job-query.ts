import type { TJob, TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { jobApi } from '../job-api';
import { jobQueryKey } from './job-query-key';

export const jobQuery = (jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: jobQueryKey(jobType, jobId),
    queryFn: (): Promise<TJob> => call(jobApi(jobType).card.get, { params: { id: jobId } }, { isStopError: true }),
  });

/** A saved job's id from its route's JOB_ID; anything else (a new job's key, a typo) is not one. */
export function savedJobId(jobKey: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(jobKey)) return undefined;
  const id = Number(jobKey);
  return id <= 2_147_483_647 ? id : undefined;
}
