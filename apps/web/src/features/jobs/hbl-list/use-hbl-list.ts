import type { THblListRow, TJobType } from '@apex/shared/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/client';
import { useHasPermission } from '../../session/permitted';
import { jobApi } from '../job-api';
import type { HblListFilter } from './hbl-list-query';

type SortField = 'hblNo' | 'jobNo' | 'eta' | 'weightKg';

/** The job types whose HB/Ls the user may list, import first (the list sits in the import menu, spec §2.2). */
export function useListableJobTypes(): TJobType[] {
  const importer = useHasPermission('/oceanImport/list');
  const exporter = useHasPermission('/oceanExport/list');
  return [...(importer ? (['OI'] as const) : []), ...(exporter ? (['OE'] as const) : [])];
}

/** One page of HB/Ls, paged, sorted and filtered by the server. */
export function useHblList(jobType: TJobType | undefined) {
  const [filter, setFilter] = useState<HblListFilter>({});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [sort, setSort] = useState<{ sortField?: SortField; sortOrder?: 'ascend' | 'descend' }>({});
  const result = useQuery({
    queryKey: ['hbls', jobType, filter, page, sort],
    queryFn: () =>
      call(jobApi(jobType!).bills.hblList, { query: { ...filter, ...page, ...sort } }, { isStopError: true }),
    enabled: jobType !== undefined,
    placeholderData: keepPreviousData,
  });
  const onChange: TableProps<THblListRow>['onChange'] = (pagination: TablePaginationConfig, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setPage({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20 });
    setSort(one?.order ? { sortField: one.columnKey as SortField, sortOrder: one.order } : {});
  };
  const query = (next: HblListFilter) => {
    setFilter(next);
    setPage((p) => ({ ...p, page: 1 }));
  };
  return { result, page, onChange, query };
}
