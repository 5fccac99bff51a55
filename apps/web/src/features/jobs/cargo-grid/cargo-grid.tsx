import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellErrors } from './cell-errors';

/** One editable column: its title, width, and the input that edits a row's value. */
export interface GridColumn<Row> {
  key: keyof Row & string;
  title: string;
  width: number;
  cell: (row: Row, set: (value: Row[keyof Row & string]) => void, status?: 'error') => ReactNode;
}

interface CargoGridProps<Row> {
  /** The list's name in the request (`containers`), for the cells' error keys. */
  list: string;
  rows: Row[];
  columns: GridColumn<Row>[];
  errors: CellErrors;
  onChange: (rows: Row[]) => void;
  newRow: () => Row;
  /** Read-only columns after the edited ones (LB, CBF, amount …). */
  extraColumns?: TableColumnType<Row & { index: number }>[];
}

/**
 * A dense editable grid: one input per cell (Tab moves along the row), an error under the cell that
 * has one, a button to add a row and one per row to remove it.
 */
export function CargoGrid<Row extends object>({
  list,
  rows,
  columns,
  errors,
  onChange,
  newRow,
  extraColumns = [],
}: CargoGridProps<Row>) {
  const { t } = useTranslation('cargo');
  const setCell = (index: number, key: keyof Row, value: unknown) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const tableColumns: TableColumnType<Row & { index: number }>[] = [
    { key: 'no', title: '#', width: 40, render: (_, row) => row.index + 1 },
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      render: (_: unknown, row: Row & { index: number }) => {
        const error = errors[`${list}.${row.index}.${column.key}`];
        return (
          <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ margin: 0 }}>
            {column.cell(row, (value) => setCell(row.index, column.key, value), error ? 'error' : undefined)}
          </Form.Item>
        );
      },
    })),
    ...extraColumns,
    {
      key: 'remove',
      width: 40,
      fixed: 'right',
      render: (_, row) => (
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
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="index"
        // Each column keeps its width whatever its cell holds: a long choice (an HS code's whole
        // description) is cut with an ellipsis, never widening its column off the screen (issue 16).
        // A fixed layout needs the table's own width: 'max-content' would measure the cells again.
        tableLayout="fixed"
        scroll={{ x: tableColumns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        columns={tableColumns}
        dataSource={rows.map((row, index) => ({ ...row, index }))}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...rows, newRow()])}
        style={{ marginTop: 8, alignSelf: 'flex-start' }}
      >
        {t('addRow')}
      </Button>
    </>
  );
}
