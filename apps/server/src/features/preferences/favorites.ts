import type { TFavoriteMenu } from '@apex/shared/common';
import type { ServiceContext } from '../../platform/service-context';
import { findFavoriteMenus, replaceFavoriteMenus } from './queries';

export const findFavorites = ({ db }: ServiceContext, userId: number) => findFavoriteMenus(db, userId);

/**
 * spec §4 Favourites edit mode: "Save posts the favourites", the whole list in its new order, so it
 * replaces what was saved. A user's own shortcuts are not business data: no operation-log entry.
 */
export function saveFavorites({ db }: ServiceContext, userId: number, items: readonly TFavoriteMenu[]) {
  return db.transaction(async (tx) => {
    await replaceFavoriteMenus(tx, userId, items);
    return findFavoriteMenus(tx, userId);
  });
}
