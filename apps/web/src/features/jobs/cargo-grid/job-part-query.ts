import type { RouteDef } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../api/call-route';
import { SHOWN_BY_SCREEN } from '../../../api/stop-error';

/** The query key of a part of one job (`containers`, `goods`…): its tab and the split dialog share it. */
export const jobPartQueryKey = (part: string, jobType: TJobType, jobId: number) =>
  ['jobPart', part, jobType, jobId] as const;

export const jobPartQuery = <TData>(part: string, route: RouteDef, jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: jobPartQueryKey(part, jobType, jobId),
    queryFn: () => callRoute(route, { params: { id: jobId } }, SHOWN_BY_SCREEN) as Promise<TData>,
  });
