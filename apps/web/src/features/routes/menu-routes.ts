import type { MenuNode } from '../menu/menu-tree';
import { TESLA_PATHS } from './constant-routes';
import type { AppRoute } from './route-model';

/** A menu node as a shell route: groups keep their children, leaves lead where the menu says. */
function fromNode(node: MenuNode): AppRoute {
  const { item, target } = node;
  const base = { meta: { names: item.names, icon: item.icon || undefined }, menuId: item.id };
  switch (target.kind) {
    case 'group':
      // spec §2.7: top-level sections are submenus even when only one item is visible.
      return {
        ...base,
        path: item.url || `/menu-${item.id}`,
        kind: 'group',
        // A section has no page of its own: its breadcrumb item is plain text (spec §2.7).
        meta: { ...base.meta, alwaysShow: item.level === 1, redirect: 'noRedirect' },
        children: node.children.map(fromNode),
      };
    case 'page':
      // spec §2.3: the tesla pages are embedded, at an address the server's configuration gives.
      if (TESLA_PATHS.includes(target.path))
        return { ...base, path: target.path, kind: 'embedded', meta: { ...base.meta, iframe: true }, children: [] };
      return { ...base, path: target.path, kind: 'page', children: [] };
    case 'embedded':
      return {
        ...base,
        path: target.path,
        kind: 'embedded',
        meta: { ...base.meta, iframe: true, url: target.address },
        children: [],
      };
    case 'newWindow':
      return { ...base, path: target.href, kind: 'newWindow', meta: { ...base.meta, url: target.href }, children: [] };
  }
}

/** The routes the user's menu grants, as a tree in menu order (spec §2.6). */
export const routesFromMenu = (tree: readonly MenuNode[]): AppRoute[] => tree.map(fromNode);
