import type { TFavoriteMenu, TGridColumns } from '@apex/shared/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favoriteMenus, gridColumnSettings } from '../../db/schema';

/** Namespace of the advisory lock that serialises one user's favourite saves. */
const FAVORITES_LOCK = 7245101;

export function findFavoriteMenus(db: DbOrTx, userId: number): Promise<TFavoriteMenu[]> {
  return db
    .select({
      path: favoriteMenus.path,
      title: favoriteMenus.title,
      icon: favoriteMenus.icon,
      menuName: favoriteMenus.menuName,
    })
    .from(favoriteMenus)
    .where(eq(favoriteMenus.userId, userId))
    .orderBy(asc(favoriteMenus.position));
}

/**
 * Replaces the user's favourites with `items`, in their order. Call inside a transaction: the
 * lock makes a second save of the same user (a double click) wait instead of colliding on the
 * positions the first one inserted.
 */
export async function replaceFavoriteMenus(tx: DbOrTx, userId: number, items: readonly TFavoriteMenu[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${FAVORITES_LOCK}, ${userId})`);
  await tx.delete(favoriteMenus).where(eq(favoriteMenus.userId, userId));
  if (items.length === 0) return;
  await tx.insert(favoriteMenus).values(items.map((item, position) => ({ ...item, userId, position })));
}

export function findGridColumnSettings(db: DbOrTx, userId: number) {
  return db
    .select({ tableKey: gridColumnSettings.tableKey, columns: gridColumnSettings.columns })
    .from(gridColumnSettings)
    .where(eq(gridColumnSettings.userId, userId))
    .orderBy(asc(gridColumnSettings.tableKey));
}

export async function upsertGridColumnSetting(db: DbOrTx, userId: number, { tableKey, columns }: TGridColumns) {
  await db
    .insert(gridColumnSettings)
    .values({ userId, tableKey, columns })
    .onConflictDoUpdate({
      target: [gridColumnSettings.userId, gridColumnSettings.tableKey],
      set: { columns, updatedAt: sql`now()` },
    });
}

export async function deleteGridColumnSetting(db: DbOrTx, userId: number, tableKey: string) {
  await db
    .delete(gridColumnSettings)
    .where(and(eq(gridColumnSettings.userId, userId), eq(gridColumnSettings.tableKey, tableKey)));
}
