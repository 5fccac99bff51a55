import type { RouteDef } from '@apex/shared';

/**
 * The cache key of a call: the route's tag first (a save invalidates `[tag]`, reloading every list
 * and record of the feature), then its method and path, then its input. Two routes never share a
 * key, even under one tag with the same input (issue 16: Countries showed the Ports list's rows,
 * both keyed `['ports', 'list', { page: 1, pageSize: 20 }]`).
 */
export const routeQueryKey = (route: Pick<RouteDef, 'tag' | 'method' | 'path'>, input: object) =>
  [route.tag, `${route.method} ${route.path}`, input] as const;
