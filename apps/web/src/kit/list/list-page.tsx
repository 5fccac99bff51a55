import { Card, Empty, Space, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../import/import-button';
import { ColumnChooser } from './columns/column-chooser';
import type { RangeFields } from './date-range';
import { ExportButton } from './export-button';
import { filtersOf } from './list-query';
import { ListQueryForm } from './list-query-form';
import { type ListSource, ListTable } from './list-table';
import type { ListControls } from './use-list';

interface ListPageProps<T> {
  title: string;
  list: ListControls<T> & ListSource<T>;
  columns: ColumnsType<T>;
  /** The keyword field's placeholder; a list without a keyword search has none. */
  keywordPlaceholder?: string;
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
  /** Switches the column tools on (chooser, resizing, the layout saved per user) under this name. */
  tableKey?: string;
  /** Date range filters (a RangePicker's name) and the two query fields each fills. */
  ranges?: RangeFields;
  /** Row events: a double-click opens the record (finance lists). */
  onRow?: TableProps<T>['onRow'];
}

/**
 * A list screen (conventions §5): query form, table paged and sorted by the server, the state of
 * both in the query string, export and import beside the screen's buttons.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { title, list, columns } = props;
  const { t } = useTranslation('admin');
  const { state } = list;
  return (
    <Card
      title={title}
      extra={
        <Space>
          {props.importRoute && <ImportButton route={props.importRoute} />}
          {props.exportRoute && <ExportButton route={props.exportRoute} state={state} />}
          {props.toolbar}
          {props.tableKey && <ColumnChooser tableKey={props.tableKey} columns={columns} />}
        </Space>
      }
    >
      <ListQueryForm list={list} keywordPlaceholder={props.keywordPlaceholder} ranges={props.ranges}>
        {props.filters}
      </ListQueryForm>
      <ListTable<T>
        list={list}
        columns={columns}
        tableKey={props.tableKey}
        rowKey={props.rowKey ?? 'id'}
        rowSelection={props.rowSelection}
        onRow={props.onRow}
        // Cells keep to one line; a list wider than the screen scrolls sideways.
        scroll={{ x: 'max-content' }}
        pagination={{
          pageSizeOptions: [10, 20, 50, 100, 200],
          showTotal: (count) => props.totalText?.(count) ?? t('list.total', { count }),
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={Object.keys(filtersOf(list.state)).length > 0 ? t('list.noMatch') : t('list.empty')}
            />
          ),
        }}
      />
      {props.children}
    </Card>
  );
}
