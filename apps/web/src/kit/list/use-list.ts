import type { RouteData, RouteDef } from '@apex/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { call } from '../../api/client';
import { readListQuery, writeListQuery } from './list-query';

/** A list route of the administration API: GET, paged by its query schema, answering `{ rows, total }`. */
type ListRoute = RouteDef & {
  method: 'GET';
  query: z.ZodObject;
  response: z.ZodType<{ rows: unknown[]; total: number }>;
};
type Row<R extends ListRoute> = RouteData<R> extends { rows: (infer T)[] } ? T : never;

/** The page, sort and filters a list table and its query form work on. */
export interface ListState {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  [filter: string]: unknown;
}

export interface ListControls<T> {
  state: ListState;
  /** Changes part of the state; it goes to the query string, and the list follows. */
  update(patch: Record<string, unknown>, options?: { replace?: boolean }): void;
  rows: T[];
  total: number;
  loading: boolean;
}

const fetchList = (route: ListRoute, query: Record<string, unknown>) => call(route, { query });

/**
 * conventions §5: a server-paged list whose state lives in the query string, read with the list's
 * own request schema, so a list can be bookmarked, shared and restored.
 */
export function useList<R extends ListRoute>(route: R): ListControls<Row<R>> & { state: z.output<R['query']> } {
  const [search, setSearch] = useSearchParams();
  const schema = route.query;
  const state = useMemo(() => readListQuery(schema, search) as ListState & z.output<R['query']>, [schema, search]);
  const defaults = useMemo(() => schema.parse({}), [schema]);

  const update = useCallback(
    (patch: Record<string, unknown>, options?: { replace?: boolean }) => {
      // Parameters that are not the list's (titleName, spec §2.6) stay.
      const next = new URLSearchParams(search);
      for (const key of Object.keys(schema.shape)) next.delete(key);
      for (const [key, value] of writeListQuery({ ...state, ...patch }, defaults)) next.set(key, value);
      setSearch(next, options);
    },
    [search, schema, state, defaults, setSearch],
  );

  const list = useQuery({
    queryKey: [route.tag, 'list', state],
    queryFn: () => fetchList(route, state),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
  const rows = (list.data?.rows ?? []) as Row<R>[];

  // A page beyond the end (the last row of the last page deleted, an old link) shows the last page.
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const beyondEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (beyondEnd) update({ page: lastPage }, { replace: true });
  }, [beyondEnd, lastPage, update]);

  return { state, update, rows, total, loading: list.isFetching };
}
