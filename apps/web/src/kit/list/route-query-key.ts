import type { RouteDef } from '@apex/shared';

/**
 * The cache key of a call: the route's tag first (a save invalidates `[tag]`, reloading every list
 * and record of the feature), then its method and path, then its input. Two routes never share a
 * key, even under one tag with the same input (issue 16: Countries showed the Ports list's rows,
 * both keyed `['ports', 'list', { page: 1, pageSize: 20 }]`).
 */
export const routeQueryKey = (route: Pick<RouteDef, 'tag' | 'method' | 'path'>, input: object) =>
  [route.tag, `${route.method} ${route.path}`, input] as const;

/**
 * Whether a write makes a cached call stale: a call keyed by `routeQueryKey` whose GET path is the
 * written path or a parent of it. A job saved (`PUT /ocean-export/jobs/:id`, `…/:id/containers`),
 * created, copied or deleted reloads `GET /ocean-export/jobs`, the list it belongs to, wherever
 * that list is kept open (issue 16: a kept-alive list did not show a job saved in another tab).
 * A part's write is a write of its parent record: a customs entrustment saved
 * (`…/jobs/:id/customs/:entrustmentId`) writes its job's customs dates, and reloads the job's read
 * (`GET …/jobs/:id`) wherever the card shows it (issue 19: the general tab missed the release).
 * A write on a path of its own that changes such a record says so (`alsoChanges`: a trucking order
 * sets its jobs' delivered date).
 */
export function isStaleAfter(
  written: Pick<RouteDef, 'method' | 'path' | 'alsoChanges'>,
  queryKey: readonly unknown[],
): boolean {
  const call = queryKey[1];
  if (typeof call !== 'string' || !call.startsWith('GET ')) return false;
  const path = call.slice('GET '.length);
  return [written.path, ...(written.alsoChanges ?? [])].some(
    (changed) => changed === path || changed.startsWith(`${path}/`),
  );
}
