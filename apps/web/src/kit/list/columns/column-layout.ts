import type { TGridColumns } from '@apex/shared/common';

/** One column as the user laid it out (spec §7 GetColumnsFilter). */
export type ColumnSetting = TGridColumns['columns'][number];

/** What the layout needs of a grid column: its key (saved), title (in the chooser) and width. */
export interface LaidColumn {
  key?: unknown;
  title?: unknown;
  width?: unknown;
}

/** A column without a width of its own (a name, free text) starts this wide, so that a fixed layout can size it. */
export const DEFAULT_WIDTH = 200;

export const keyOf = (column: LaidColumn) => String(column.key);

/**
 * The keys of the columns shown: all but those the user hid. A column the saved layout does not
 * know (added since) shows.
 */
export const shownKeys = (columns: readonly LaidColumn[], saved: readonly ColumnSetting[] | undefined) => {
  const hidden = new Set(saved?.filter((c) => !c.visible).map((c) => c.key));
  return columns.map(keyOf).filter((key) => !hidden.has(key));
};

/** A column's width: the one being dragged, else the one saved, else its own. */
export const widthOf = (
  column: LaidColumn,
  saved: readonly ColumnSetting[] | undefined,
  dragged: Readonly<Record<string, number>> = {},
): number => {
  const key = keyOf(column);
  return dragged[key] ?? saved?.find((c) => c.key === key)?.width ?? (Number(column.width) || DEFAULT_WIDTH);
};

/** The layout to save: every column, shown or not, with its width; the user's other choices kept. */
export const layoutToSave = (
  columns: readonly LaidColumn[],
  visible: readonly string[],
  width: (column: LaidColumn) => number,
): ColumnSetting[] =>
  columns.map((column) => ({ key: keyOf(column), visible: visible.includes(keyOf(column)), width: width(column) }));
