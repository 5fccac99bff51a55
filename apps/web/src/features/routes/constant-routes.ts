import { CHANGE_PASSWORD_PATH, HOME_PATH, NOT_FOUND_PATH } from '../../platform/paths';
import type { AppRoute } from './route-model';

const constant = (path: string, titleKey: string, meta: AppRoute['meta'] = {}): AppRoute => ({
  path,
  kind: 'page',
  meta: { titleKey, ...meta },
  children: [],
});

/**
 * Routes every signed-in user has, whatever the menu (spec §2.1–§2.4). The home page is affixed:
 * its tab is always there.
 */
export const CONSTANT_ROUTES: readonly AppRoute[] = [
  constant(HOME_PATH, 'home', { icon: 'HomeOutlined', affix: true }),
  constant(CHANGE_PASSWORD_PATH, 'changePassword', { hidden: true }),
  constant(NOT_FOUND_PATH, 'notFound', { hidden: true, breadcrumb: false }),
];
