import type { TConsolidation, TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { jobApi } from '../job-api';

export const consolidationKey = (jobType: TJobType, jobId: number) => ['jobs', jobType, jobId, 'lcl'] as const;

export const consolidationQuery = (jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: consolidationKey(jobType, jobId),
    queryFn: (): Promise<TConsolidation> =>
      call(jobApi(jobType).bills.consolidation, { params: { id: jobId } }, { isStopError: true }),
  });
