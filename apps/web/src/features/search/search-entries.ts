import type { IFuseOptions } from 'fuse.js';
import type { AppRoute } from '../routes/route-model';

/** A page the header search can find. */
interface SearchEntry {
  route: AppRoute;
  /** The translated title. */
  title: string;
  /** The titles of the sections it sits in, outermost first. */
  sections: string[];
}

const hasTitle = (route: AppRoute) => Boolean(route.meta.names || route.meta.titleKey);

/** `/ocean_exp/detail/:JOB_ID`; an external address (https://…) is not. */
const isParameterised = (route: AppRoute) => route.path.includes('/:');

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
    const own =
      route.kind !== 'group' && hasTitle(route) && route.meta.redirect !== 'noRedirect' && !isParameterised(route)
        ? [{ route, title, sections: [...sections] }]
        : [];
    return [...own, ...searchEntries(route.children, titleOf, [...sections, title])];
  });
}

/** "Ocean Export > Export Jobs": where a page sits, as the menu shows it. */
export const trailOf = (entry: SearchEntry) => [...entry.sections, entry.title].join(' > ');

/** spec §2.7: fuzzy, threshold 0.4, over the title and the trail; the title weighs more. */
export const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'trail', weight: 0.3, getFn: trailOf },
  ],
};
