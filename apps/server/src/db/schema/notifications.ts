import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A user's notification (issue 20, the header's notification centre): written by the parts that
 * notify (`notifyUsers`: ETA slips …), read and marked read only by its user. The title is a key of
 * the web's texts with its values, so it reads in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    titleKey: varchar('title_key', { length: 60 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** A path of the app (a job card), or null. */
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The drawer: a user's newest first.
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // The bell's count and "mark all read": a user's unread ones.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
