import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/** What the HS code search matches; the trigram index on hs_codes covers exactly this expression. */
export const hsCodeSearchText = (t: { code: AnyPgColumn; description: AnyPgColumn }) =>
  sql`(${t.code} || ' ' || ${t.description})`;

/**
 * The WCO Harmonized System (UN Comtrade data set, public domain): chapters (2 digits), headings
 * (4) and subheadings (6), each under its parent. Reference data, read-only: the seed keeps it.
 */
export const hsCodes = pgTable(
  'hs_codes',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    description: text('description').notNull(),
    level: smallint('level').notNull(),
    parent: varchar('parent', { length: 6 }),
    section: varchar('section', { length: 5 }).notNull(),
  },
  (t) => [
    index('hs_codes_parent_idx').on(t.parent),
    index('hs_codes_search_trgm').using('gin', sql`${hsCodeSearchText(t)} gin_trgm_ops`),
  ],
);
