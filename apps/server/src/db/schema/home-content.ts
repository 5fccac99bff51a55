import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { storedFiles } from './records';

/**
 * spec §3 Announcement, shown on the home page once published, newest first. `content` is HTML
 * that went through the rich-text sanitiser; announcements must be unpublished before deletion (§4).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    // The home page reads the latest published ones.
    index('announcements_published_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.published}`),
    // Published means dated: the home page orders by the date.
    check('announcements_published_dated', sql`not ${t.published} or ${t.publishedAt} is not null`),
  ],
);

/** spec §3 News: shown on the home page by sort order. `content` is sanitised HTML. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('news_sort_idx').on(t.sort, t.id)],
);

/**
 * spec §3 Ship-company website (home page setting): a carrier's logo, name and link, shown as a
 * tile while enabled. Entries must be disabled before deletion (§4). Only web addresses are
 * links, so a stored `javascript:` can never reach a page.
 */
export const shipCompanyWebsites = pgTable(
  'ship_company_websites',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    logoKey: varchar('logo_key', { length: 64 }).references(() => storedFiles.storageKey),
    enabled: boolean('enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    // The home page lists them by name, whatever the case (the same order on PGlite and PostgreSQL).
    index('ship_company_websites_enabled_idx').on(sql`lower(${t.name})`, t.id).where(sql`${t.enabled}`),
    index('ship_company_websites_logo_idx').on(t.logoKey),
    check('ship_company_websites_link_web', sql`${t.link} ~* '^https?://'`),
  ],
);
