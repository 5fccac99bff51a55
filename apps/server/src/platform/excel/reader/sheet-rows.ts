import { type CellReading, cellText, type RawCell } from './cell-text';
import type { ReadBudget } from './read-limits';
import { parseXml } from './xml-stream';

/** One row of the sheet: its number as Excel shows it, and its non-empty cells' texts by column (A = 1). */
export interface SheetRowCells {
  row: number;
  cells: Map<number, string>;
}

/** `AB12` → 28. */
function columnOf(address: string): number {
  let column = 0;
  for (const char of address) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

/**
 * Reads a sheet's rows in order and hands each to `take`, which answers whether to go on: the
 * sheet is unpacked only as far as it is read. Rows and cells may omit their address (OOXML `r`):
 * they follow the previous one. Every cell, empty or not, is a cell of the budget.
 */
export async function readSheetRows(
  pieces: AsyncIterable<string>,
  { reading, budget }: { reading: CellReading; budget: ReadBudget },
  take: (row: SheetRowCells) => boolean,
): Promise<void> {
  let row: SheetRowCells = { row: 0, cells: new Map() };
  let column = 0;
  let cell: RawCell | undefined;
  let inValue = false;
  let inInline = false;
  let inText = false;
  let inPhonetic = false;
  let stopped = false;
  await parseXml(
    pieces,
    {
      open(name, attributes) {
        if (stopped) return;
        if (name === 'row') {
          row = { row: attributes.r ? Number.parseInt(attributes.r, 10) : row.row + 1, cells: new Map() };
          column = 0;
        } else if (name === 'c') {
          budget.spendCell();
          column = attributes.r ? columnOf(attributes.r) : column + 1;
          cell = { type: attributes.t ?? 'n', value: '', inline: '', style: Number(attributes.s ?? 0) };
        } else if (name === 'v') inValue = true;
        else if (name === 'is') inInline = true;
        else if (name === 't') inText = true;
        else if (name === 'rPh') inPhonetic = true;
      },
      text(text) {
        if (!cell) return;
        if (inValue) cell.value += text;
        else if (inInline && inText && !inPhonetic) cell.inline += text;
      },
      close(name) {
        if (stopped) return;
        if (name === 'c' && cell) {
          const text = cellText(cell, reading);
          if (text !== '') row.cells.set(column, text);
          cell = undefined;
        } else if (name === 'row') stopped = !take(row);
        else if (name === 'v') inValue = false;
        else if (name === 'is') inInline = false;
        else if (name === 't') inText = false;
        else if (name === 'rPh') inPhonetic = false;
      },
    },
    () => stopped,
  );
}
