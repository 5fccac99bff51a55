import { matchRoutes, type RouteObject } from 'react-router';
import type { MenuNode } from '../menu/menu-tree';
import { CONSTANT_ROUTES } from './constant-routes';
import { routesFromMenu } from './menu-routes';
import type { AppRoute } from './route-model';

/** A route found at a path: the route, the path's parameters, and its ancestors for the breadcrumb. */
export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
  /** The route's ancestors, outermost first. */
  parents: AppRoute[];
}

/** A page of the table as the router takes it: the id is the path, the route rides in the handle. */
type TableRouteObject = RouteObject & { id: string; path: string; handle: AppRoute };

interface RouteTable {
  /** Constant routes, then the menu's, as a tree in menu order (sidebar, searches, start tabs). */
  routes: AppRoute[];
  /** The same, parents before children. */
  flat: AppRoute[];
  /** Every page and embedded route once, as router routes; no sections (they have no page). */
  objects: TableRouteObject[];
  /** The route shown at a path, found by the router's own matcher; none for a path not granted. */
  match(pathname: string): RouteMatch | undefined;
}

/** Every route of the tree, parents before children. */
const flattenRoutes = (routes: readonly AppRoute[]): AppRoute[] =>
  routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);

const hasPage = (route: AppRoute) => (route.kind === 'page' || route.kind === 'embedded') && route.path !== '';

/**
 * The router's routes for these, in order of precedence: the first route at a path keeps it. A
 * page also answers at {path}/index (spec §2.6 for level-2 entries; the menu holds level-3 pages
 * opened there too, like /sysOperLog/index), after every real path. Paths match case-sensitively:
 * the menu's urls are the product's addresses as written.
 */
function routeObjects(routes: readonly AppRoute[]): TableRouteObject[] {
  const byPath = new Map<string, TableRouteObject>();
  const add = (path: string, route: AppRoute) => {
    if (!byPath.has(path)) byPath.set(path, { id: path, path, handle: route, caseSensitive: true });
  };
  const pages = routes.filter(hasPage);
  for (const route of pages) add(route.path, route);
  for (const route of pages) if (!route.path.includes('/:')) add(`${route.path}/index`, route);
  return [...byPath.values()];
}

/**
 * The signed-in user's routes (spec §2.6): the constant ones and those the menu grants. A path both
 * on the menu and constant (/ensedi, /ocean_exp/tesla) is the menu's, so its breadcrumb shows the
 * menu section it is in.
 */
export function routeTable(tree: readonly MenuNode[]): RouteTable {
  const menu = routesFromMenu(tree);
  const routes = [...CONSTANT_ROUTES, ...menu];
  const parents = new Map<AppRoute, AppRoute[]>();
  const walk = (nodes: readonly AppRoute[], above: AppRoute[]) => {
    for (const route of nodes) {
      parents.set(route, above);
      walk(route.children, [...above, route]);
    }
  };
  walk(routes, []);
  const objects = routeObjects([...flattenRoutes(menu), ...CONSTANT_ROUTES]);
  const match = (pathname: string): RouteMatch | undefined => {
    const found = matchRoutes(objects, pathname)?.at(-1);
    if (!found) return undefined;
    const route = (found.route as TableRouteObject).handle;
    return { route, params: found.params, parents: parents.get(route) ?? [] };
  };
  return { routes, flat: flattenRoutes(routes), objects, match };
}
