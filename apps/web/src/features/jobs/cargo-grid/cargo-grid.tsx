import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table, type TableColumnType, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellErrors } from './cell-errors';
import { CELL_ATTRIBUTE, onGridKeyDown } from './grid-keyboard';

/** One editable column: its title, width, and the input that edits a row's value. */
export interface GridColumn<Row> {
  key: keyof Row & string;
  title: string;
  width: number;
  cell: (row: Row, set: (value: Row[keyof Row & string]) => void, status?: 'error') => ReactNode;
  /** What a read-only row shows instead of the input (the value as text). */
  view?: (row: Row) => ReactNode;
}

/** A column worked out from the row, shown among the edited ones (an amount beside its price). */
export interface FigureColumn<Row> {
  key: string;
  title: string;
  width: number;
  align?: 'right';
  figure: (row: Row) => ReactNode;
}

type IndexedRow<Row> = Row & { index: number };

interface CargoGridProps<Row> {
  /** The list's name in the request (`containers`), for the cells' error keys. */
  list: string;
  rows: Row[];
  columns: (GridColumn<Row> | FigureColumn<Row>)[];
  errors: CellErrors;
  onChange: (rows: Row[]) => void;
  /** The row the add button appends; without it the screen adds rows its own way. */
  newRow?: () => Row;
  /** Read-only columns after the edited ones (LB, CBF, amount …); `FigureColumn`s go among them. */
  extraColumns?: TableColumnType<IndexedRow<Row>>[];
  /** Read-only columns before the edited ones (a line's state). */
  leadColumns?: TableColumnType<IndexedRow<Row>>[];
  /** A row that keeps its key when rows are added, removed or reordered; by default its position. */
  rowKey?: (row: Row) => string;
  /** Rows ticked for the screen's actions on several rows, by `rowKey`. */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void };
  /** A row that cannot change (a checked charge line): its cells show `view`, it cannot be removed. */
  readOnly?: (row: Row) => boolean;
}

/**
 * A dense editable grid: one input per cell, moved through as in a spreadsheet (Tab along the row,
 * Enter and the arrows between rows and cells), an error under the cell that has one, a button to
 * add a row and one per row to remove it.
 */
export function CargoGrid<Row extends object>({
  list,
  rows,
  columns,
  errors,
  onChange,
  newRow,
  extraColumns = [],
  leadColumns = [],
  rowKey,
  selection,
  readOnly = () => false,
}: CargoGridProps<Row>) {
  const { t } = useTranslation('cargo');
  const setCell = (index: number, key: keyof Row, value: unknown) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const tableColumns: TableColumnType<IndexedRow<Row>>[] = [
    { key: 'no', title: '#', width: 40, render: (_, row) => row.index + 1 },
    ...leadColumns,
    ...columns.map((column, col) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      align: 'figure' in column ? column.align : undefined,
      render: (_: unknown, row: IndexedRow<Row>) => {
        if ('figure' in column) return column.figure(row);
        // One line like the inputs beside it; the whole text on hover.
        if (readOnly(row)) return <Typography.Text ellipsis={{ tooltip: true }}>{column.view?.(row)}</Typography.Text>;
        const error = errors[`${list}.${row.index}.${column.key}`];
        return (
          <div {...{ [CELL_ATTRIBUTE]: `${row.index}:${col}` }}>
            <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ margin: 0 }}>
              {column.cell(row, (value) => setCell(row.index, column.key, value), error ? 'error' : undefined)}
            </Form.Item>
          </div>
        );
      },
    })),
    ...extraColumns,
    {
      key: 'remove',
      width: 40,
      fixed: 'right',
      render: (_, row) =>
        !readOnly(row) && (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('removeRow', { no: row.index + 1 })}
            onClick={() => onChange(rows.filter((_, i) => i !== row.index))}
          />
        ),
    },
  ];
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the cells' inputs take the keys; they bubble to one handler for the whole grid (grid-keyboard.ts). */}
      <div onKeyDown={onGridKeyDown({ rows: rows.length, cols: columns.length })}>
        <Table
          size="small"
          bordered
          pagination={false}
          rowKey={(row) => (rowKey ? rowKey(row) : String(row.index))}
          rowSelection={
            selection && {
              selectedRowKeys: selection.keys,
              onChange: (keys) => selection.onChange(keys),
              columnWidth: 32,
            }
          }
          // Each column keeps its width whatever its cell holds: a long choice (an HS code's whole
          // description) is cut with an ellipsis, never widening its column off the screen (issue 16).
          // A fixed layout needs the table's own width: 'max-content' would measure the cells again.
          tableLayout="fixed"
          scroll={{ x: tableColumns.reduce((sum, c) => sum + Number(c.width ?? 0), selection ? 32 : 0) }}
          columns={tableColumns}
          dataSource={rows.map((row, index) => ({ ...row, index }))}
        />
      </div>
      {newRow && (
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => onChange([...rows, newRow()])}
          style={{ marginTop: 8, alignSelf: 'flex-start' }}
        >
          {t('addRow')}
        </Button>
      )}
    </>
  );
}
