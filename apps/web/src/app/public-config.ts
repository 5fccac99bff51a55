import { platformRoutes } from '@apex/shared/common';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';

/** Product title and portal origins; they only change with a server restart. */
export const publicConfigQuery = queryOptions({
  queryKey: ['publicConfig'],
  queryFn: () => call(platformRoutes.publicConfig, undefined, { isStopError: true }),
  staleTime: Number.POSITIVE_INFINITY,
});
