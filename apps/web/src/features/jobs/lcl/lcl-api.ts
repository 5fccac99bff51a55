import type { TConsolidation, TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { billRoutesOf } from '../bills/bills-api';

export const consolidationKey = (jobType: TJobType, jobId: number) => ['jobs', jobType, jobId, 'lcl'] as const;

export const consolidationQuery = (jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: consolidationKey(jobType, jobId),
    queryFn: (): Promise<TConsolidation> =>
      call(billRoutesOf(jobType).consolidation, { params: { id: jobId } }, { isStopError: true }),
  });
