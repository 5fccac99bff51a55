import type { TFavoriteMenu } from '@apex/shared/common';
import { arrayMove } from '@dnd-kit/sortable';
import type { AppRoute } from '../routes/route-model';

/**
 * Routes a favourite can point at: screens of this product and framed pages. A new-window link
 * has an address rather than a path, which the favourite contract (a path starting with /) cannot
 * hold.
 */
export const canBeFavourite = (route: AppRoute) => route.kind === 'page' || route.kind === 'embedded';

/**
 * spec §3 Favourite route. `title` names the route in a way that does not change with the language
 * (a constant route's i18n key, a menu item's English name); `menuName` is the title the user read
 * when saving.
 */
export const favouriteOf = (route: AppRoute, menuName: string): TFavoriteMenu => ({
  path: route.path,
  title: route.meta.titleKey ?? route.meta.names?.en_US ?? route.path,
  icon: route.meta.icon ?? '',
  menuName,
});

export const isFavourite = (list: readonly TFavoriteMenu[], path: string) => list.some((f) => f.path === path);

export const removeFavourite = (list: readonly TFavoriteMenu[], path: string) => list.filter((f) => f.path !== path);

/** spec §4: the star toggles — a starred route is removed, else added at the end. */
export const toggleFavourite = (list: readonly TFavoriteMenu[], favourite: TFavoriteMenu) =>
  isFavourite(list, favourite.path) ? removeFavourite(list, favourite.path) : [...list, favourite];

/** Moves the favourite at `from` to where `to` is (a drag in edit mode, spec §2.7). */
export function moveFavourite(list: readonly TFavoriteMenu[], from: string, to: string): TFavoriteMenu[] {
  const fromIndex = list.findIndex((f) => f.path === from);
  const toIndex = list.findIndex((f) => f.path === to);
  return fromIndex < 0 || toIndex < 0 ? [...list] : arrayMove([...list], fromIndex, toIndex);
}

/**
 * spec §3: menuName is the translated title, added on save. A favourite the current menu does not
 * hold keeps the name it was saved with.
 */
export const withMenuNames = (list: readonly TFavoriteMenu[], titleAt: (path: string) => string | undefined) =>
  list.map((f) => ({ ...f, menuName: titleAt(f.path) ?? f.menuName }));

interface ShownFavourite {
  favourite: TFavoriteMenu;
  route: AppRoute;
}

/** The favourites whose route is still in the user's menu, with it; the others are not shown. */
export const shownFavourites = (
  list: readonly TFavoriteMenu[],
  routeAt: (path: string) => AppRoute | undefined,
): ShownFavourite[] =>
  list.flatMap((favourite) => {
    const route = routeAt(favourite.path);
    return route && canBeFavourite(route) && !route.meta.hidden ? [{ favourite, route }] : [];
  });
