import type { TJobType } from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { jobApi } from '../job-api';

/** The job's tracking read: its subscriptions and the carrier's events (every estimate with `history`). */
export function useJobTracking(jobType: TJobType, jobId: number, history = false) {
  const route = jobApi(jobType).tracking.get;
  const input = { params: { id: jobId }, query: { history: history ? 'true' : 'false' } } as const;
  return useQuery({ queryKey: routeQueryKey(route, input), queryFn: () => call(route, input) });
}
