import type { ColumnsType } from 'antd/es/table';

/**
 * Every cell of a list on one line, ending in an ellipsis with the whole text on hover (antd's
 * `ellipsis`: the cell's title), so a narrow column never cuts a word silently nor makes a row
 * taller (issue 16). A column that says otherwise keeps its say; the row's actions are never cut.
 */
export const oneLineColumns = <T>(columns: ColumnsType<T>): ColumnsType<T> =>
  columns.map((column) => (column.key === 'actions' ? column : { ellipsis: true, ...column }));
