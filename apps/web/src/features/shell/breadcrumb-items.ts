import { generatePath } from 'react-router';
import type { AppRoute } from '../routes/route-model';
import type { RouteMatch } from '../routes/route-table';

interface Crumb {
  title: string;
  /** Where the item links; plain text when absent. */
  to?: string;
}

/** spec §2.7: every breadcrumb starts with 主页, linking /home. */
const BREADCRUMB_HOME = '/home';

/** spec §2.7: no breadcrumb on the home page itself. */
export const showsBreadcrumb = (pathname: string) => pathname !== BREADCRUMB_HOME && !pathname.startsWith('/home/');

/**
 * spec §2.7 Breadcrumb: 主页, then the matched routes that have a title and not breadcrumb=false.
 * The last item, and any with redirect=noRedirect, is plain text; the others link to their
 * redirect, else to their path filled with the current parameters.
 */
export function breadcrumbItems(found: RouteMatch, titleOf: (route: AppRoute) => string, homeTitle: string): Crumb[] {
  const routes = [...found.parents, found.route].filter((r) => titleOf(r) && r.meta.breadcrumb !== false);
  const crumbs = routes.map((route, index): Crumb => {
    const title = titleOf(route);
    if (index === routes.length - 1 || route.meta.redirect === 'noRedirect') return { title };
    return { title, to: route.meta.redirect ?? generatePath(route.path, found.params) };
  });
  return [{ title: homeTitle, to: BREADCRUMB_HOME }, ...crumbs];
}
