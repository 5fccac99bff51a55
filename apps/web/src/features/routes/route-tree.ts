import { matchPath } from 'react-router';
import type { AppRoute } from './route-model';

/** Every route of the tree, parents before children. */
export const flattenRoutes = (routes: readonly AppRoute[]): AppRoute[] =>
  routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
  /** The route's ancestors, outermost first (for the breadcrumb). */
  parents: AppRoute[];
}

/**
 * The route shown at a path: an exact path anywhere in the tree first, then a pattern with
 * parameters. A level-2 page without children also answers at {path}/index (spec §2.6).
 */
export function matchRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | undefined {
  const find = (
    test: (route: AppRoute) => Record<string, string | undefined> | undefined,
    nodes: readonly AppRoute[] = routes,
    parents: AppRoute[] = [],
  ): RouteMatch | undefined => {
    for (const route of nodes) {
      const params = route.kind === 'group' || route.kind === 'newWindow' ? undefined : test(route);
      if (params) return { route, params, parents };
      const inner = find(test, route.children, [...parents, route]);
      if (inner) return inner;
    }
    return undefined;
  };
  return (
    find((r) => (r.path === pathname || `${r.path}/index` === pathname ? {} : undefined)) ??
    find((r) => (r.path.includes(':') ? matchPath(r.path, pathname)?.params : undefined))
  );
}
