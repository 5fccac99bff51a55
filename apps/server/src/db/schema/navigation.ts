import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles, users } from './identity';

/** spec §2.6 menu items. `code` is the stable key new releases add items by. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 100 }).notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
    level: integer('level').notNull(),
    url: varchar('url', { length: 500 }).notNull().default(''),
    aurl: varchar('aurl', { length: 1000 }).notNull().default(''),
    target: varchar('target', { length: 20 }).notNull().default(''),
    appCode: varchar('app_code', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull(),
    nameHk: varchar('name_hk', { length: 100 }).notNull(),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const favoriteMenus = pgTable(
  'favorite_menus',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    menuName: varchar('menu_name', { length: 200 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userId, t.position] })],
);

export const gridColumnSettings = pgTable(
  'grid_column_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tableKey: varchar('table_key', { length: 100 }).notNull(),
    columns: jsonb('columns').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableKey] })],
);
