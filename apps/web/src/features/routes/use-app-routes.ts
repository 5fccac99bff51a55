import type { TLocale } from '@apex/shared/i18n';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../menu/use-menu';
import { CONSTANT_ROUTES } from './constant-routes';
import { routesFromMenu } from './menu-routes';
import type { AppRoute } from './route-model';
import { routeTitle, type TranslateRouteKey } from './route-title';
import { flattenRoutes, matchRoute } from './route-tree';

/**
 * The shell's routes for the signed-in user: constant routes, then the menu's (spec §2.6), with
 * lookup by path and titles in the current language.
 */
export function useAppRoutes() {
  const { tree } = useMenu();
  const { i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const menuRoutes = useMemo(() => routesFromMenu(tree), [tree]);
  const routes = useMemo(() => [...CONSTANT_ROUTES, ...menuRoutes], [menuRoutes]);
  const flat = useMemo(() => flattenRoutes(routes), [routes]);
  // A path that is both on the menu and constant (/ensedi, /ocean_exp/tesla) is the menu's, so its
  // breadcrumb shows the menu section it is in.
  const match = useCallback(
    (pathname: string) => matchRoute([...menuRoutes, ...CONSTANT_ROUTES], pathname),
    [menuRoutes],
  );
  const translate = useCallback<TranslateRouteKey>(
    (lng, key) => i18n.getFixedT(lng, 'routes')(key as never) as string,
    [i18n],
  );
  const title = useCallback(
    (route: Pick<AppRoute, 'meta'>) => routeTitle(route.meta, locale, translate),
    [locale, translate],
  );
  return { routes, flat, match, title, locale };
}
