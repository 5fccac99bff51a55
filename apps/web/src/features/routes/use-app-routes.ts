import type { TLocale } from '@apex/shared/i18n';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../menu/use-menu';
import { CONSTANT_ROUTES } from './constant-routes';
import { routesFromMenu } from './menu-routes';
import type { AppRoute } from './route-model';
import { flattenRoutes, matchRoute } from './route-tree';

/** A route's title in a language: the menu's own names, or a constant route's translation. */
export function routeTitle(route: AppRoute, locale: TLocale, translate: (key: string) => string): string {
  if (route.meta.names) return route.meta.names[locale] || route.meta.names.en_US;
  return route.meta.titleKey ? translate(`routes:${route.meta.titleKey}`) : route.path;
}

/**
 * The shell's routes for the signed-in user: constant routes, then the menu's (spec §2.6), with
 * lookup by path and titles in the current language.
 */
export function useAppRoutes() {
  const { tree } = useMenu();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const routes = useMemo(() => [...CONSTANT_ROUTES, ...routesFromMenu(tree)], [tree]);
  const flat = useMemo(() => flattenRoutes(routes), [routes]);
  const match = useCallback((pathname: string) => matchRoute(routes, pathname), [routes]);
  const title = useCallback(
    (route: AppRoute) => routeTitle(route, locale, (key) => t(key as never) as string),
    [locale, t],
  );
  return { routes, flat, match, title, locale };
}
