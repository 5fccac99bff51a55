import { Card, Empty, Space, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../import/import-button';
import { ExportButton } from './export-button';
import { ListQueryForm } from './list-query-form';
import type { ListControls, ListState } from './use-list';

interface ListPageProps<T> {
  title: string;
  list: ListControls<T>;
  columns: ColumnsType<T>;
  keywordPlaceholder: string;
  /** Form.Items of the list's filters besides the keyword. */
  filters?: ReactNode;
  /** Buttons above the table (new …). */
  toolbar?: ReactNode;
  /** The list's Excel export, offered beside the toolbar. */
  exportRoute?: ComponentProps<typeof ExportButton>['route'];
  /** The list's Excel import of a filled template, offered beside the export to those who may edit. */
  importRoute?: ComponentProps<typeof ImportButton>['route'];
  /** Checkboxes on the rows, for screens that act on the selected rows (spec §5 home settings). */
  rowSelection?: TableProps<T>['rowSelection'];
  /** The screen's dialogs. */
  children?: ReactNode;
  /** "Total 20" by default; a list that counts only so far says so. */
  totalText?: (count: number) => string;
  /** What tells rows apart, for records keyed by a code rather than an id (countries). */
  rowKey?: keyof T & string;
}

const PAGING_KEYS = ['page', 'pageSize', 'sortField', 'sortOrder'];
const isFiltered = (state: ListState) =>
  Object.entries(state).some(([key, value]) => !PAGING_KEYS.includes(key) && value !== undefined && value !== '');

/** The columns, with the sort arrow where the list state says (the server sorts). */
const withSortOrder = <T,>(columns: ColumnsType<T>, { sortField, sortOrder }: ListState): ColumnsType<T> =>
  columns.map((column) =>
    column.sorter ? { ...column, sortOrder: column.key === sortField ? (sortOrder ?? 'ascend') : null } : column,
  );

/**
 * One administration list (conventions §5): query form, table paged and sorted by the server, the
 * state of both in the query string.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { title, list, columns } = props;
  const { t } = useTranslation('admin');
  const { state, update } = list;
  return (
    <Card
      title={title}
      extra={
        <Space>
          {props.importRoute && <ImportButton route={props.importRoute} />}
          {props.exportRoute && <ExportButton route={props.exportRoute} state={state} />}
          {props.toolbar}
        </Space>
      }
    >
      <ListQueryForm list={list} keywordPlaceholder={props.keywordPlaceholder}>
        {props.filters}
      </ListQueryForm>
      <Table<T>
        rowKey={props.rowKey ?? 'id'}
        rowSelection={props.rowSelection}
        columns={withSortOrder(columns, state)}
        dataSource={list.rows}
        loading={list.loading}
        // Cells keep to one line; a list wider than the screen scrolls sideways.
        scroll={{ x: 'max-content' }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: list.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100, 200],
          showTotal: (count) => props.totalText?.(count) ?? t('list.total', { count }),
        }}
        onChange={(pagination, _filters, sorter, { action }) => {
          const sort = Array.isArray(sorter) ? sorter[0] : sorter;
          update({
            page: action === 'sort' ? 1 : pagination.current,
            pageSize: pagination.pageSize,
            sortField: sort?.order ? sort.columnKey : undefined,
            sortOrder: sort?.order ?? undefined,
          });
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={isFiltered(state) ? t('list.noMatch') : t('list.empty')}
            />
          ),
        }}
      />
      {props.children}
    </Card>
  );
}
