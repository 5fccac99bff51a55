import type { TLocale } from '@apex/shared/i18n';
import type { TMenuItem } from '@apex/shared/menus';
import type { Key } from 'react';
import { buildMenuTree, flattenMenu, type MenuNode, menuTitle } from '../../menu/menu-tree';

interface MenuTreeNode {
  key: number;
  title: string;
  children?: MenuTreeNode[];
}

/**
 * The whole menu (levels 1–3, spec §2.6) as the role editor's checkable tree. A role is granted
 * the items at the ends of the branches: a section is shown to whoever holds one of its items (the
 * server adds the sections), so checking a section means checking all it holds.
 */
export function menuTreeData(items: readonly TMenuItem[], locale: TLocale) {
  const tree = buildMenuTree(items);
  const toNode = ({ item, children }: MenuNode): MenuTreeNode => ({
    key: item.id,
    title: menuTitle(item, locale),
    ...(children.length > 0 ? { children: children.map(toNode) } : {}),
  });
  const leaves = flattenMenu(tree)
    .filter((node) => node.children.length === 0)
    .map((node) => node.item.id);
  return { treeData: tree.map(toNode), leaves };
}

/** The granted items among checked keys: only the ends of branches (see menuTreeData). */
export const grantedMenuIds = (checked: readonly Key[], leaves: readonly number[]) =>
  leaves.filter((id) => checked.includes(id));
