import type { RouteMatch } from '../routes/route-table';
import type { TabView } from './tab-views';

/** The tab of a route shown at `fullPath` (spec §3 Visited tab). */
export function routeTab({ route, params }: RouteMatch, fullPath: string): TabView {
  const url = new URL(fullPath, 'http://tab');
  return {
    path: url.pathname,
    fullPath,
    name: route.path,
    meta: route.meta,
    query: Object.fromEntries(url.searchParams),
    params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)),
    affix: !!route.meta.affix,
    noCache: !!route.meta.noCache,
  };
}
