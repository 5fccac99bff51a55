import { ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

export interface PageQuery<F extends string> {
  page: number;
  pageSize: number;
  sortField?: F;
  sortOrder?: 'ascend' | 'descend';
  /** A reader of every page (an export) needs no total: the count is not run. */
  withoutTotal?: boolean;
}

/** The columns a list may be sorted by, the default one, and the id that breaks ties. */
export interface ListSort<F extends string> {
  columns: Record<F, PgColumn | SQL>;
  fallback: F;
  id: PgColumn;
}

/**
 * "Contains" for a list's keyword box, taking the user's % and _ literally. The search text is the
 * expression a trigram index covers (db/schema), so the filter does not scan the table.
 */
export function keywordFilter(searchText: SQL, keyword: string | undefined): SQL | undefined {
  return keyword ? ilike(searchText, `%${escapeLike(keyword)}%`) : undefined;
}

/** A user's text inside a LIKE pattern: its %, _ and \\ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * conventions §5: a list is paged in SQL. Runs one page of `rows` (sorted, never-set values last,
 * then by id so that pages never overlap) together with the count of every match.
 */
export async function findPage<F extends string, Q extends PgSelect>(
  rows: Q,
  matches: Promise<{ count: number }[]>,
  q: PageQuery<F>,
  sort: ListSort<F>,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const direction = q.sortOrder === 'descend' ? sql`desc` : sql`asc`;
  const [page, [total]] = await Promise.all([
    rows
      .orderBy(sql`${sort.columns[q.sortField ?? sort.fallback]} ${direction} nulls last`, sql`${sort.id} ${direction}`)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    // Drizzle runs a query when it is awaited, so one left out here never reaches the database.
    q.withoutTotal ? Promise.resolve([]) : matches,
  ]);
  return { rows: page as Awaited<Q>, total: total?.count ?? 0 };
}

/**
 * A page's order as a list's indexes hold it, `(…, column desc nulls last, id desc nulls last)`:
 * read forward for a descending sort, backward for an ascending one (whose nulls come first). When
 * the filters match few rows (`sortMatches`, known from the capped count), the column is wrapped so
 * that no index matches it: the planner then takes the filter's index and sorts the matches, where
 * walking the sort's index for them can read an office's every row (the job list's listOrder, and
 * the invoice list: a customer's unpaid invoices by due date read a million rows for 20).
 */
export function indexOrder(
  column: PgColumn | SQL,
  id: PgColumn,
  { descending, sortMatches }: { descending: boolean; sortMatches: boolean },
): SQL[] {
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
  const key = sortMatches ? sql`coalesce(${column}, ${column})` : sql`${column}`;
  return [sql`${key} ${direction}`, sql`${id} ${direction}`];
}
