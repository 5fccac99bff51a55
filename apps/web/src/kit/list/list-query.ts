import type { z } from 'zod';

/**
 * conventions §5: a list's page, sort and filters live in the query string, read with the list's
 * own request schema (the one the server validates with). A value the schema refuses — an edited
 * or outdated link — falls back to its default rather than breaking the screen.
 */
export function readListQuery<S extends z.ZodObject>(schema: S, search: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = search.get(key);
    if (value) raw[key] = value;
  }
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  return schema.safeParse(raw).data ?? schema.parse({});
}

/** The query string of a list state: defaults and empty values are left out, so links stay short. */
export function writeListQuery(state: Record<string, unknown>, defaults: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    search.set(key, String(value));
  }
  return search;
}

/**
 * A list state as the route's query schema reads it from the query string (a filter's `true` is
 * 'true' there): what a query form checks before it sends a query, so a refused value is told, not
 * dropped (issue 16).
 */
export const checkListQuery = <S extends z.ZodObject>(
  schema: S,
  state: Record<string, unknown>,
  defaults: Record<string, unknown>,
) => schema.safeParse(Object.fromEntries(writeListQuery(state, defaults)));

const PAGING_KEYS = new Set(['page', 'pageSize', 'sortField', 'sortOrder']);

/** A list state's filters: what its query form sets, without page and sort, the empty ones left out. */
export const filtersOf = (state: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(state).filter(([key, value]) => !PAGING_KEYS.has(key) && value !== undefined && value !== ''),
  );
