import type { TJobBills, TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../../../api/client';
import { jobApi } from '../job-api';

export const billsQueryKey = (jobType: TJobType, jobId: number) => ['jobs', jobType, jobId, 'bills'] as const;

export const billsQuery = (jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: billsQueryKey(jobType, jobId),
    queryFn: (): Promise<TJobBills> =>
      call(jobApi(jobType).bills.get, { params: { id: jobId } }, { isStopError: true }),
  });

/** The server asks the user to confirm something first (409 with `data.confirm`, spec §5). */
export const confirmAsked = (error: unknown, what: string) =>
  error instanceof ApiError &&
  error.statusCode === 409 &&
  (error.envelope.data as { confirm?: string } | null)?.confirm === what;
