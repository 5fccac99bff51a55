import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useState } from 'react';
import { keyOf, widthOf } from './column-layout';
import { ResizableHeaderCell, type ResizeProps } from './resizable-header-cell';
import { useColumnLayout } from './use-column-layout';

/** Header cells with a drag handle: a column's width is dragged and saved per user. */
const RESIZABLE_HEADER = { header: { cell: ResizableHeaderCell } };
/** antd's row selection column. */
const SELECTION_WIDTH = 32;

/**
 * The column tools of a grid, switched on by naming its saved layout (`tableKey`): the columns the
 * user chose, each as wide as set, with a handle on its header's edge whose drag saves the width.
 * The table is as wide as its columns, in a fixed layout (antd's automatic one sizes columns by
 * their content and stretches them over the screen, so a set width showed no change). Without a
 * `tableKey` the columns are left as they are.
 */
export function useColumnTools<T>(tableKey: string | undefined, columns: ColumnsType<T>, selectable: boolean) {
  const layout = useColumnLayout(tableKey, columns);
  // The widths being dragged, shown before they are saved.
  const [dragged, setDragged] = useState<Record<string, number>>({});
  if (tableKey === undefined) return { columns, tableProps: {} };
  const shown = columns
    .filter((column) => layout.shown.includes(keyOf(column)))
    .map((column) => {
      const key = keyOf(column);
      const width = widthOf(column, layout.saved, dragged);
      const resizeTo = (to: number) => setDragged((d) => ({ ...d, [key]: to }));
      const resize: ResizeProps = {
        width,
        onResize: resizeTo,
        onResizeEnd: (to) => {
          resizeTo(to);
          void layout.save(layout.shown, { ...dragged, [key]: to });
        },
      };
      return { ...column, width, onHeaderCell: () => resize as HTMLAttributes<HTMLElement> };
    });
  const width = shown.reduce((sum, column) => sum + column.width, selectable ? SELECTION_WIDTH : 0);
  return {
    columns: shown,
    tableProps: { components: RESIZABLE_HEADER, tableLayout: 'fixed' as const, scroll: { x: width } },
  };
}
