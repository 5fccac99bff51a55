import type { AppRoute, RouteMeta } from '../routes/route-model';

/**
 * Test data for the navigation features: a route named in English only, so a test reads its title
 * from `names.en_US` (see `titleOf`).
 */
export function createTestRoute(
  path: string,
  title: string,
  meta: Omit<RouteMeta, 'names'> = {},
  children: AppRoute[] = [],
): AppRoute {
  const kind = children.length > 0 ? 'group' : 'page';
  return { path, kind, meta: { names: { en_US: title, zh_CN: title, zh_HK: title }, ...meta }, children };
}

export const titleOf = (route: AppRoute) => route.meta.names?.en_US ?? route.path;
