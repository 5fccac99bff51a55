import type { RouteData, RouteDef } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/client';
import { routeQueryKey } from '../list/route-query-key';

/** A GET of one record by id (`/sys/offices/:id`). */
export type RecordRoute = RouteDef & { method: 'GET'; path: `${string}/:id` };

// The form shows a failure in place of the record.
const fetchRecord = <R extends RecordRoute>(route: R, id: number): Promise<RouteData<R>> =>
  call(route, { params: { id } } as CallInput<R>, { isStopError: true });

/**
 * The record an edit form starts from, read fresh when the form opens (its `version` is the one the
 * save sends) and again on `refetch` after a stale save.
 */
export function useRecord<R extends RecordRoute>(route: R, id: number | undefined) {
  return useQuery({
    queryKey: routeQueryKey(route, { id }),
    queryFn: () => fetchRecord(route, id!),
    enabled: id !== undefined,
    gcTime: 0,
  });
}
