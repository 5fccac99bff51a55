import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../menu/menu-icon';
import { DEFAULT_OPEN_SECTIONS, flattenMenu, type MenuNode, menuTitle } from '../menu/menu-tree';
import { useMenu } from '../menu/use-menu';
import { useOpenMenuItem } from '../menu/use-open-menu-item';

type Items = NonNullable<MenuProps['items']>;

const keyOf = ({ item, target }: MenuNode) =>
  target.kind === 'page' || target.kind === 'embedded' ? target.path : `menu-${item.id}`;

/** The sidebar: the user's menu in levels 1–3, named in the current language. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { tree, routes, locale } = useMenu();
  const openItem = useOpenMenuItem();
  const { pathname } = useLocation();

  const { items, byKey, defaultOpen } = useMemo(() => {
    const toItems = (nodes: MenuNode[]): Items =>
      nodes.map((node) => ({
        key: keyOf(node),
        icon: node.item.icon ? <MenuIcon name={node.item.icon} /> : undefined,
        label: menuTitle(node.item, locale),
        children: node.children.length > 0 ? toItems(node.children) : undefined,
      }));
    const all = flattenMenu(tree);
    return {
      items: toItems(tree),
      byKey: new Map(all.map((node) => [keyOf(node), node])),
      defaultOpen: all.filter((n) => DEFAULT_OPEN_SECTIONS.includes(n.item.url)).map(keyOf),
    };
  }, [tree, locale]);

  const current = routes.get(pathname);
  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={current ? [keyOf(current)] : []}
      defaultOpenKeys={defaultOpen}
      onClick={({ key }) => {
        const node = byKey.get(key);
        if (node) openItem(node);
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
