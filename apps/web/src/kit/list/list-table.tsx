import { Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useColumnTools } from './columns/use-column-tools';
import styles from './list-table.module.css';
import { oneLineColumns } from './one-line-columns';

/** What `useList` hands the grid. */
export interface ListSource<T> {
  tableProps: Required<Pick<TableProps<T>, 'dataSource' | 'loading' | 'onChange'>> & {
    pagination: TablePaginationConfig;
  };
  sorted: (columns: ColumnsType<T>) => ColumnsType<T>;
}

interface ListTableProps<T> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'loading' | 'onChange'> {
  list: ListSource<T>;
  columns: ColumnsType<T>;
  /**
   * Switches the column tools on under this saved layout's name (`jobList.OE`): resizing and the
   * layout saved per user; `ColumnChooser` with the same name picks the columns.
   */
  tableKey?: string;
  /** The pager's own settings (sizes offered, the total's wording) beside the list's page. */
  pagination?: TablePaginationConfig;
}

/**
 * A list's grid: the list's rows, paging and sort from `useList`, the column tools when switched on,
 * every cell on one line (`oneLineColumns`) with little padding.
 */
export function ListTable<T extends object>({
  list,
  columns,
  tableKey,
  pagination,
  scroll,
  ...table
}: ListTableProps<T>) {
  const tools = useColumnTools(tableKey, columns, table.rowSelection !== undefined);
  return (
    <Table<T>
      rowKey="id"
      {...table}
      className={[styles.table, table.className].filter(Boolean).join(' ')}
      {...list.tableProps}
      {...tools.tableProps}
      columns={list.sorted(oneLineColumns(tools.columns))}
      scroll={{ ...scroll, ...tools.tableProps.scroll }}
      pagination={{ ...list.tableProps.pagination, ...pagination }}
    />
  );
}
