import type { RouteData, RouteDef } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../api/call-route';

/** A GET of one record by id (`/sys/offices/:id`). */
export type RecordRoute = RouteDef & { method: 'GET'; path: `${string}/:id` };

// The form shows a failure in place of the record.
const fetchRecord = <R extends RecordRoute>(route: R, id: number) =>
  callRoute(route, { params: { id } }, { isStopError: true }) as Promise<RouteData<R>>;

/**
 * The record an edit form starts from, read fresh when the form opens (its `version` is the one the
 * save sends) and again on `refetch` after a stale save.
 */
export function useRecord<R extends RecordRoute>(route: R, id: number | undefined) {
  return useQuery({
    queryKey: [route.tag, 'record', id],
    queryFn: () => fetchRecord(route, id!),
    enabled: id !== undefined,
    gcTime: 0,
  });
}
