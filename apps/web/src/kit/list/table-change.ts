import type { TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SorterResult, TableCurrentDataSource } from 'antd/es/table/interface';

/** The paging and sort part of a list's state (the rest are its filters). */
export interface ListPaging {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

/**
 * What a click on the grid's pager or a sortable header changes in the list's state: antd's
 * pagination and sorter as the query names them. A new sort starts again at page 1; a sort
 * cleared (the third click) leaves the server's default order.
 */
export function tableChange<T>(
  pagination: TablePaginationConfig,
  sorter: SorterResult<T> | SorterResult<T>[],
  action: TableCurrentDataSource<T>['action'],
): Partial<ListPaging> {
  const sort = Array.isArray(sorter) ? sorter[0] : sorter;
  return {
    page: action === 'sort' ? 1 : pagination.current,
    pageSize: pagination.pageSize,
    sortField: sort?.order && sort.columnKey !== undefined ? String(sort.columnKey) : undefined,
    sortOrder: sort?.order ?? undefined,
  };
}

/** The columns with the sort arrow where the list's state says: the server sorts, the grid only shows it. */
export const withSortOrder = <T>(columns: ColumnsType<T>, { sortField, sortOrder }: Partial<ListPaging>) =>
  columns.map((column) =>
    column.sorter ? { ...column, sortOrder: column.key === sortField ? (sortOrder ?? 'ascend') : null } : column,
  );
