import type { TLocale } from '@apex/shared/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/current-user';
import { buildMenuTree, menuRoutes } from './menu-tree';

/** The signed-in user's menu as a tree, the routes it grants, and the language to name items in. */
export function useMenu() {
  const { menulist } = useCurrentUser();
  const locale = useTranslation().i18n.language as TLocale;
  return useMemo(() => {
    const tree = buildMenuTree(menulist);
    return { tree, routes: menuRoutes(tree), locale };
  }, [menulist, locale]);
}
