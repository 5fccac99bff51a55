import type { RouteData, RouteDef } from '@apex/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { call } from '../../api/client';
import { checkListQuery, readListQuery, writeListQuery } from './list-query';
import { routeQueryKey } from './route-query-key';
import { type ListPaging, tableChange, withSortOrder } from './table-change';

/** A list route: GET, paged, sorted and filtered by its query schema, answering `{ rows, total }`. */
type ListRoute = RouteDef & {
  method: 'GET';
  query: z.ZodObject;
  response: z.ZodType<{ rows: unknown[]; total: number }>;
};
type Row<R extends ListRoute> = RouteData<R> extends { rows: (infer T)[] } ? T : never;

/** What a list's query form works with. */
export type ListQueryControls = Pick<ListControls<unknown>, 'state' | 'update' | 'check'>;

/** The page, sort and filters a list table and its query form work on. */
export interface ListState extends ListPaging {
  [filter: string]: unknown;
}

export interface ListControls<T> {
  state: ListState;
  /** Changes part of the state; it goes to the query string, and the list follows. */
  update(patch: Record<string, unknown>, options?: { replace?: boolean }): void;
  /**
   * The state a patch would give, read with the route's query schema; a refusal (spec §5: more than
   * 200 bill numbers) must be told before `update`, which would drop the refused value silently.
   */
  check(patch: Record<string, unknown>): z.ZodSafeParseResult<Record<string, unknown>>;
  rows: T[];
  total: number;
  loading: boolean;
}

interface ListOptions {
  /** Off until true: no call while the route cannot be read yet (no job type the user may list). */
  enabled?: boolean;
  /** The screen shows a failure itself (`list.error`) instead of the client's toast. */
  isStopError?: boolean;
  /**
   * Filters a screen always applies, not the user's to change and not in the URL: a variant of a
   * list (spec §2.4 /ocean_exp_outer/trucking/transform is the trucking list of CFS orders).
   */
  fixed?: Record<string, unknown>;
}

const fetchList = (route: ListRoute, query: Record<string, unknown>, isStopError?: boolean) =>
  call(route, { query }, { isStopError });

/**
 * conventions §5: a server-paged list whose filters, sort and page live in the query string, read
 * with the list route's own query schema (a value it refuses falls back to its default), so a list
 * can be bookmarked, shared, reloaded and restored. `tableProps` feed antd's Table; `sorted`
 * puts the sort arrow on the columns.
 */
export function useList<R extends ListRoute>(route: R, { enabled = true, isStopError, fixed }: ListOptions = {}) {
  const [search, setSearch] = useSearchParams();
  const schema = route.query;
  const fixedKey = JSON.stringify(fixed ?? {});
  const state = useMemo(
    () => ({ ...readListQuery(schema, search), ...JSON.parse(fixedKey) }) as ListState & z.output<R['query']>,
    [schema, search, fixedKey],
  );
  const defaults = useMemo(() => schema.parse({}), [schema]);

  const update = useCallback(
    (patch: Record<string, unknown>, options?: { replace?: boolean }) => {
      // Parameters that are not the list's (titleName, spec §2.6; a job type chosen) stay.
      const next = new URLSearchParams(search);
      for (const key of Object.keys(schema.shape)) next.delete(key);
      for (const [key, value] of writeListQuery({ ...state, ...patch }, defaults))
        if (!(key in (fixed ?? {}))) next.set(key, value);
      setSearch(next, options);
    },
    [search, schema, state, defaults, setSearch, fixed],
  );

  const check = useCallback(
    (patch: Record<string, unknown>) =>
      checkListQuery(schema, { ...state, ...patch }, defaults) as z.ZodSafeParseResult<ListState>,
    [schema, state, defaults],
  );

  const list = useQuery({
    queryKey: routeQueryKey(route, state),
    queryFn: () => fetchList(route, state, isStopError),
    enabled,
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

  const tableProps = {
    dataSource: rows,
    loading: list.isFetching,
    pagination: { current: state.page, pageSize: state.pageSize, total, showSizeChanger: true },
    onChange: (pagination, _filters, sorter, { action }) => update(tableChange(pagination, sorter, action)),
  } satisfies TableProps<Row<R>>;

  return {
    state,
    update,
    check,
    rows,
    total,
    loading: list.isFetching,
    error: list.error,
    reload: list.refetch,
    tableProps,
    sorted: (columns: ColumnsType<Row<R>>) => withSortOrder(columns, state),
  };
}
