import { ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface PageQuery<F extends string> {
  page: number;
  pageSize: number;
  sortField?: F;
  sortOrder?: 'ascend' | 'descend';
}

/** conventions §5: lists are paged in SQL; this is the LIMIT/OFFSET of the requested page. */
export const pageWindow = (q: PageQuery<string>) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/**
 * "Contains" for a list's keyword box, taking the user's % and _ literally. The search text is the
 * expression a trigram index covers (db/schema), so the filter does not scan the table.
 */
export function keywordFilter(searchText: SQL, keyword: string | undefined): SQL | undefined {
  return keyword ? ilike(searchText, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
}

/** ORDER BY the chosen column, never-set values last, then the id so that pages never overlap. */
export function orderOf<F extends string>(
  columns: Record<F, PgColumn | SQL>,
  q: PageQuery<F>,
  fallback: F,
  id: PgColumn,
): SQL[] {
  const direction = q.sortOrder === 'descend' ? sql`desc` : sql`asc`;
  return [sql`${columns[q.sortField ?? fallback]} ${direction} nulls last`, sql`${id} ${direction}`];
}
