import type { KeyboardEvent } from 'react';
import { type CellAt, cellsToward, moveOfKey } from './grid-keys';

/** The attribute that marks a cell of the grid, `row:col`. */
export const CELL_ATTRIBUTE = 'data-grid-cell';

const cellOf = (text: string | undefined): CellAt | null => {
  const [row, col] = (text ?? '').split(':').map(Number);
  return Number.isInteger(row) && Number.isInteger(col) ? { row: row!, col: col! } : null;
};

/** A fully selected text counts as both ends: arriving in a cell selects it, and arrows go on. */
function caretOf(input: HTMLInputElement) {
  const { selectionStart: start, selectionEnd: end, value } = input;
  if (start === null || end === null) return null;
  const all = start === 0 && end === value.length;
  return { atStart: all || (start === 0 && end === 0), atEnd: all || (start === value.length && end === start) };
}

/**
 * The key handler of an editable grid: Enter and the arrows move the focus to the input of the
 * next cell (grid-keys.ts) and select its text, so typing replaces it as in a spreadsheet. A
 * picker's input (a select's search, a spin box, a date) keeps its keys: they walk its own list.
 */
export function onGridKeyDown(size: { rows: number; cols: number }) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || event.nativeEvent.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (['combobox', 'spinbutton'].includes(input.getAttribute('role') ?? '') || input.closest('.ant-picker')) return;
    const at = cellOf(input.closest<HTMLElement>(`[${CELL_ATTRIBUTE}]`)?.getAttribute(CELL_ATTRIBUTE) ?? undefined);
    const move = at && moveOfKey(event.key, event.shiftKey, caretOf(input));
    if (!at || !move) return;
    for (const { row, col } of cellsToward(at, move, size)) {
      const next = event.currentTarget.querySelector<HTMLElement>(
        `[${CELL_ATTRIBUTE}="${row}:${col}"] input:not([disabled])`,
      );
      if (!next) continue;
      event.preventDefault();
      next.focus();
      if (next instanceof HTMLInputElement && next.type === 'text') next.select();
      return;
    }
  };
}
