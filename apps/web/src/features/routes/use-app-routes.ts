import type { TLocale } from '@apex/shared/i18n';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../menu/use-menu';
import type { AppRoute } from './route-model';
import { routeTable } from './route-table';
import { routeTitle, type TranslateRouteKey } from './route-title';

/**
 * The shell's routes for the signed-in user: constant routes, then the menu's (spec §2.6), with
 * lookup by path and titles in the current language.
 */
export function useAppRoutes() {
  const { tree } = useMenu();
  const { i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const { routes, flat, match } = useMemo(() => routeTable(tree), [tree]);
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
