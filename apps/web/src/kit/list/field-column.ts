/**
 * The column of one field, titled by its label: `const text = fieldColumn(label.field)`, then
 * `text('entryNo', 120)`. The key is the field's, so a column's data and title cannot come apart.
 */
export const fieldColumn =
  <K extends string>(title: (key: K) => string) =>
  (key: K, width?: number) => ({ key, dataIndex: key, title: title(key), width });
