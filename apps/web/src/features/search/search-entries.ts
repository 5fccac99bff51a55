import type { IFuseOptions } from 'fuse.js';
import type { AppRoute } from '../routes/route-model';

/** A page the header search can find. */
export interface SearchEntry {
  route: AppRoute;
  /** The translated title. */
  title: string;
  /** The titles of its sections and its own, e.g. "Ocean Export > Export Jobs". */
  trail: string;
}

const hasTitle = (route: AppRoute) => Boolean(route.meta.names || route.meta.titleKey);

/**
 * spec §2.7 header search: the flattened routes that have a title and a redirect other than
 * noRedirect. Hidden routes (and what they hold) and parameterised paths cannot be opened from a
 * list, and a section is not a page, so those are left out.
 */
export function searchEntries(
  routes: readonly AppRoute[],
  titleOf: (route: AppRoute) => string,
  sections: readonly string[] = [],
): SearchEntry[] {
  return routes.flatMap((route) => {
    if (route.meta.hidden) return [];
    const title = titleOf(route);
    const trail = [...sections, title];
    const own =
      route.kind !== 'group' && hasTitle(route) && route.meta.redirect !== 'noRedirect' && !route.path.includes(':')
        ? [{ route, title, trail: trail.join(' > ') }]
        : [];
    return [...own, ...searchEntries(route.children, titleOf, trail)];
  });
}

/** spec §2.7: fuzzy, threshold 0.4; the title weighs more than the sections it sits in. */
export const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'trail', weight: 0.3 },
  ],
};
