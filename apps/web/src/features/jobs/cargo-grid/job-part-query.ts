import type { RouteDef } from '@apex/shared';
import type { TJobType } from '@apex/shared/jobs';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/client';

/** A route of one part of a job (`/…/jobs/:id/containers`): it answers the part. */
export type JobPartRoute<TData> = RouteDef & { response: z.ZodType<TData> };

/** The query key of a part of one job (`containers`, `goods`…): its tab and the split dialog share it. */
export const jobPartQueryKey = (part: string, jobType: TJobType, jobId: number) =>
  ['jobPart', part, jobType, jobId] as const;

export const jobPartQuery = <TData>(part: string, route: JobPartRoute<TData>, jobType: TJobType, jobId: number) =>
  queryOptions({
    queryKey: jobPartQueryKey(part, jobType, jobId),
    queryFn: () => call(route, { params: { id: jobId } }, { isStopError: true }),
  });
