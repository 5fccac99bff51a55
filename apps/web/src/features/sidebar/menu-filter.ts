import { DEFAULT_OPEN_SECTIONS } from '../menu/menu-tree';
import type { AppRoute } from '../routes/route-model';
import { type SidebarEntry, submenuKeys } from './sidebar-entries';

/** spec §2.7 menu search: a case-insensitive substring of the translated title. */
export const containsText = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/** spec §2.5: the sections the sidebar opens by default. */
const defaultOpenKeys = (entries: readonly SidebarEntry[]): string[] =>
  submenuKeys(entries).filter((key) => DEFAULT_OPEN_SECTIONS.includes(key));

interface FilteredMenu {
  entries: SidebarEntry[];
  openKeys: string[];
}

/**
 * spec §2.7 menu search. A matching parent keeps all its children, otherwise only matching children
 * are kept, and the sections holding a match are opened. An empty search gives back the full menu
 * with the sections of spec §2.5 open.
 */
export function filterMenu(
  entries: readonly SidebarEntry[],
  query: string,
  titleOf: (route: AppRoute) => string,
): FilteredMenu {
  if (!query.trim()) return { entries: [...entries], openKeys: defaultOpenKeys(entries) };
  const openKeys: string[] = [];
  const keep = (list: readonly SidebarEntry[]): SidebarEntry[] =>
    list.flatMap((entry): SidebarEntry[] => {
      if (containsText(titleOf(entry.route), query)) {
        // Opened all the way down, so every child the match brings along is in sight.
        openKeys.push(...submenuKeys([entry]));
        return [entry];
      }
      if (!entry.children) return [];
      const children = keep(entry.children);
      if (children.length === 0) return [];
      openKeys.push(entry.key);
      return [{ ...entry, children }];
    });
  return { entries: keep(entries), openKeys };
}
