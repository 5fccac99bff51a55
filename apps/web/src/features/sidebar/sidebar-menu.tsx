import { ConfigProvider, Menu, type MenuProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { canBeFavourite, favouriteOf, isFavourite, toggleFavourite } from '../favourites/favourite-list';
import { FavouriteStar } from '../favourites/favourite-star';
import { useSaveFavourites } from '../favourites/use-save-favourites';
import { MenuIcon } from '../menu/menu-icon';
import type { AppRoute } from '../routes/route-model';
import { useAppRoutes } from '../routes/use-app-routes';
import { useUiState } from '../shell/ui-state';
import { filterMenu } from './menu-filter';
import styles from './sidebar.module.css';
import { flattenEntries, type SidebarEntry, sidebarEntries } from './sidebar-entries';
import { useOpenRoute } from './use-open-route';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * spec §9 menu colours: background f9f9f9, text 666, active 409EFF. Denser than antd's default, to
 * show more of a long menu in the drawer.
 */
const MENU_THEME = {
  components: {
    Menu: {
      itemBg: '#f9f9f9',
      subMenuItemBg: '#f9f9f9',
      itemColor: '#666',
      itemHoverColor: '#409eff',
      itemSelectedColor: '#409eff',
      itemSelectedBg: '#ecf5ff',
      itemHeight: 36,
      itemMarginBlock: 2,
    },
  },
};

/**
 * A menu title in the 250 px drawer (spec §9): it wraps onto a second line; one longer still is cut
 * there and says itself whole in a tooltip.
 */
function MenuLabel({ text }: { text: string }) {
  return (
    <Typography.Paragraph className={styles.label} ellipsis={{ rows: 2, tooltip: text }}>
      {text}
    </Typography.Paragraph>
  );
}

/**
 * spec §2.7 Sidebar: the user's menu filtered by the menu search, each item with its favourite star
 * (not in edit mode); clicking an item opens it and closes the sidebar.
 */
export function SidebarMenu({ query }: { query: string }) {
  const { t } = useTranslation('sidebar');
  const { routes, match, title } = useAppRoutes();
  const { pathname } = useLocation();
  const openRoute = useOpenRoute();
  const toggleSidebar = useUiState((s) => s.toggleSidebar);
  const liked = useUiState((s) => s.likedRoutes);
  const setLikedRoutes = useUiState((s) => s.setLikedRoutes);
  const editing = useUiState((s) => s.favouritesEditing);
  const save = useSaveFavourites();

  const entries = useMemo(() => sidebarEntries(routes), [routes]);
  const filtered = useMemo(() => filterMenu(entries, query, title), [entries, query, title]);
  const byKey = useMemo(() => new Map(flattenEntries(filtered.entries).map((e) => [e.key, e])), [filtered]);
  // Each search opens its own sections; in between, the user opens and closes them.
  const [open, setOpen] = useState({ query, keys: filtered.openKeys });
  if (open.query !== query) setOpen({ query, keys: filtered.openKeys });

  // spec §4: the star toggles and the list is saved at once. The star answers before the server
  // does, so quick clicks build on each other; a refusal (told by the client) puts the list back.
  const toggleStar = (route: AppRoute) => {
    const before = useUiState.getState().likedRoutes;
    const next = toggleFavourite(before, favouriteOf(route, title(route)));
    setLikedRoutes(next);
    save(next).catch(() => setLikedRoutes(before));
  };

  const toItems = (list: readonly SidebarEntry[]): MenuItem[] =>
    list.map(({ key, route, children }) => {
      const base = {
        key,
        label: <MenuLabel text={title(route)} />,
        icon: route.meta.icon ? <MenuIcon name={route.meta.icon} /> : undefined,
      };
      if (children) return { ...base, children: toItems(children) };
      const star = !editing && canBeFavourite(route);
      return {
        ...base,
        extra: star && <FavouriteStar starred={isFavourite(liked, route.path)} onToggle={() => toggleStar(route)} />,
      };
    });

  if (filtered.entries.length === 0)
    return (
      <Typography.Text type="secondary" className={styles.note}>
        {t('noMatch')}
      </Typography.Text>
    );
  const current = match(pathname)?.route;
  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu
        mode="inline"
        items={toItems(filtered.entries)}
        selectedKeys={current ? [current.meta.activeMenu ?? current.path] : []}
        openKeys={open.keys}
        onOpenChange={(keys) => setOpen({ query, keys })}
        onClick={({ key }) => {
          const entry = byKey.get(key);
          if (!entry) return;
          openRoute(entry.route);
          toggleSidebar();
        }}
        style={{ borderInlineEnd: 'none' }}
      />
    </ConfigProvider>
  );
}
