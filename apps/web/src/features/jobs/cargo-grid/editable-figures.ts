import { quantityText } from '@apex/shared/format';

/**
 * A saved line as its inputs edit it: each figure without the stored trailing zeros (`3900`, not a
 * cut-off `3900.0000`), every digit kept (issue 16). Done once on loading, never while typing.
 */
export function editableFigures<Row extends object>(row: Row, keys: readonly (keyof Row & string)[]): Row {
  const figures = keys.map((key) => {
    const value = row[key];
    return [key, typeof value === 'string' ? quantityText(value) || value : value];
  });
  return { ...row, ...Object.fromEntries(figures) };
}
