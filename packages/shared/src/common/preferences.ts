import { z } from 'zod';
import { addMessageIssue, flagDuplicates } from '../api/issues';
import { text } from '../api/paging';
import { defineRoute, SIGNED_IN } from '../api/route';

/** spec §3 Favourite route: path, title, icon, menuName (translated title added on save). */
export const ZFavoriteMenu = z.object({
  path: z.string().trim().min(1).max(500).startsWith('/'),
  title: text(200),
  icon: text(100).default(''),
  menuName: text(200).default(''),
});
export type TFavoriteMenu = z.infer<typeof ZFavoriteMenu>;

/** spec §4: the star toggles a route in or out, so a route is a favourite at most once. */
const ZSaveFavoritesRequest = z
  .object({ ScMenuInfos: z.array(ZFavoriteMenu).max(200) })
  .superRefine((req, ctx) =>
    flagDuplicates(ctx, req.ScMenuInfos, { path: ['ScMenuInfos'], field: 'path' }, 'preferences.duplicatePath'),
  );

/** One grid column as a user arranged it (production.apexTable.columnsFilter, spec §3). */
const ZColumnSetting = z.object({
  key: z.string().trim().min(1).max(100),
  visible: z.boolean(),
  width: z.number().int().min(20).max(2000).optional(),
  fixed: z.enum(['left', 'right']).nullable().optional(),
});
export const ZGridColumns = z.object({
  tableKey: z.string().trim().min(1).max(100),
  columns: z.array(ZColumnSetting).max(300),
});
export type TGridColumns = z.infer<typeof ZGridColumns>;

/**
 * With `columns` it saves that grid's layout (an empty list forgets it, so the grid shows its
 * default columns again); either way it answers all of the user's layouts.
 */
const ZColumnsFilterRequest = ZGridColumns.partial().superRefine((req, ctx) => {
  if (!req.columns) return;
  if (!req.tableKey) addMessageIssue(ctx, ['tableKey'], 'preferences.tableKeyRequired');
  flagDuplicates(ctx, req.columns, { path: ['columns'], field: 'key' }, 'preferences.duplicateColumn');
});
export type TColumnsFilterRequest = z.infer<typeof ZColumnsFilterRequest>;

const tag = 'preferences';
export const preferenceRoutes = {
  saveFavorites: defineRoute({
    method: 'POST',
    path: '/sysSettingInfo/favoriteMenus',
    access: SIGNED_IN,
    summary: 'Saves the user’s favourite menus, in order; answers them back',
    tag,
    body: ZSaveFavoritesRequest,
    response: z.array(ZFavoriteMenu),
  }),
  favorites: defineRoute({
    method: 'GET',
    path: '/sysSettingInfo/favoriteMenus',
    access: SIGNED_IN,
    summary: 'The user’s favourite menus, in order',
    tag,
    response: z.array(ZFavoriteMenu),
  }),
  columnsFilter: defineRoute({
    method: 'POST',
    path: '/JobList/GetColumnsFilter',
    access: SIGNED_IN,
    summary: 'Reads the user’s saved grid column layouts; saves one when columns are given',
    tag,
    body: ZColumnsFilterRequest,
    response: z.array(ZGridColumns),
  }),
};
