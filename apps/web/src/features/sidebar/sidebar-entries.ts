import type { AppRoute } from '../routes/route-model';

/** One line of the sidebar: a submenu when it has children, else an item that opens its route. */
export interface SidebarEntry {
  /** The menu key: the route's path (a collapsed parent takes its only child's). */
  key: string;
  route: AppRoute;
  children?: SidebarEntry[];
}

/** spec §2.7: hidden routes are skipped. */
const visibleChildren = (route: AppRoute): AppRoute[] => route.children.filter((child) => !child.meta.hidden);

/**
 * The sidebar built from the user's permitted routes (spec §2.7): hidden routes skipped; a parent
 * whose only visible child is a leaf shows as that child; a parent is a submenu when it has several
 * visible children or alwaysShow. A group with nothing visible has nowhere to lead and is left out.
 */
export function sidebarEntries(routes: readonly AppRoute[]): SidebarEntry[] {
  return routes.flatMap((route): SidebarEntry[] => {
    if (route.meta.hidden) return [];
    const shown = visibleChildren(route);
    if (shown.length === 0) return route.kind === 'group' ? [] : [{ key: route.path, route }];
    const [only] = shown;
    if (only && shown.length === 1 && !route.meta.alwaysShow && visibleChildren(only).length === 0)
      return sidebarEntries(shown);
    const children = sidebarEntries(shown);
    return children.length > 0 ? [{ key: route.path, route, children }] : [];
  });
}

/** Every entry below (and including) these, parents first. */
export const flattenEntries = (entries: readonly SidebarEntry[]): SidebarEntry[] =>
  entries.flatMap((entry) => [entry, ...flattenEntries(entry.children ?? [])]);

/** The keys of every submenu among these entries and below. */
export const submenuKeys = (entries: readonly SidebarEntry[]): string[] =>
  flattenEntries(entries).flatMap((entry) => (entry.children ? [entry.key] : []));
