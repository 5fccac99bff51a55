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
  /**
   * Sort as an index `(…, column desc nulls last, id desc nulls last)` reads, forward for a
   * descending sort and backward for an ascending one (nulls first then), so one index serves both
   * ways; otherwise never-set values are last both ways.
   */
  nullsAsIndexed?: boolean;
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
  const descend = q.sortOrder === 'descend';
  const direction = descend ? sql`desc` : sql`asc`;
  const nulls = sort.nullsAsIndexed && !descend ? sql`nulls first` : sql`nulls last`;
  const idNulls = sort.nullsAsIndexed ? nulls : sql``;
  const [page, [total]] = await Promise.all([
    rows
      .orderBy(
        sql`${sort.columns[q.sortField ?? sort.fallback]} ${direction} ${nulls}`,
        sql`${sort.id} ${direction} ${idNulls}`,
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    // Drizzle runs a query when it is awaited, so one left out here never reaches the database.
    q.withoutTotal ? Promise.resolve([]) : matches,
  ]);
  return { rows: page as Awaited<Q>, total: total?.count ?? 0 };
}
