import { useMemo } from 'react';
import { useCurrentUser } from '../session/current-user';
import { buildMenuTree } from './menu-tree';

/** The signed-in user's menu as a tree. */
export function useMenu() {
  const { menulist } = useCurrentUser();
  return useMemo(() => ({ tree: buildMenuTree(menulist) }), [menulist]);
}
