import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { users } from './identity';

/** What the task list's keyword matches; the trigram index on tasks covers exactly this expression. */
export const taskSearchText = (t: { title: AnyPgColumn; jobNo: AnyPgColumn; notes: AnyPgColumn }) =>
  sql`(${t.title} || ' ' || ${t.jobNo} || ' ' || ${t.notes})`;

/** A user's to-do list (/tasks/index): each row belongs to one user, who alone sees it. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    jobNo: varchar('job_no', { length: 30 }).notNull().default(''),
    notes: varchar('notes', { length: 2000 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    // The list is always one owner's, by status and due date.
    index('tasks_owner_status_due_idx').on(t.ownerId, t.status, t.dueDate),
    index('tasks_search_trgm').using('gin', sql`${taskSearchText(t)} gin_trgm_ops`),
    check('tasks_status', sql`${t.status} in ('open', 'done')`),
  ],
);

/**
 * An administrator's wording of one text of the web app in one language (/languageSetting/index).
 * The texts themselves and their keys ship with the app (apps/web/src/locales); only overrides
 * live here.
 */
export const uiTextOverrides = pgTable(
  'ui_text_overrides',
  {
    id: serial('id').primaryKey(),
    namespace: varchar('namespace', { length: 60 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    text: varchar('text', { length: 1000 }).notNull(),
    ...auditColumns,
  },
  (t) => [
    unique('ui_text_overrides_key_uq').on(t.namespace, t.key, t.locale),
    index('ui_text_overrides_locale_idx').on(t.locale, t.updatedAt),
    check('ui_text_overrides_locale', sql`${t.locale} in ('en_US', 'zh_CN', 'zh_HK')`),
  ],
);
