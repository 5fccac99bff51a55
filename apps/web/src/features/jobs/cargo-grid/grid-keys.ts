/** Where a cell of an editable grid is: its row and its column among the grid's edited columns. */
export interface CellAt {
  row: number;
  col: number;
}

type GridMove = 'up' | 'down' | 'left' | 'right';

/** How far the caret is in the text input the key was pressed in (null: an input without a caret). */
interface Caret {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * The move a key makes from a cell, as in a spreadsheet (issue 17 charges grid): Enter goes down
 * (Shift+Enter up), the up and down arrows go up and down, left and right leave the cell only from
 * the caret's end of its text, so they still move the caret within it. Tab is the browser's own.
 * null: the input keeps the key.
 */
export function moveOfKey(key: string, shift: boolean, caret: Caret | null): GridMove | null {
  switch (key) {
    case 'Enter':
      return shift ? 'up' : 'down';
    case 'ArrowDown':
      return 'down';
    case 'ArrowUp':
      return 'up';
    case 'ArrowLeft':
      return !caret || caret.atStart ? 'left' : null;
    case 'ArrowRight':
      return !caret || caret.atEnd ? 'right' : null;
    default:
      return null;
  }
}

/**
 * The cells a move tries, nearest first, within the grid: a cell without an input (a locked row, a
 * read-only column) is passed over by trying the next.
 */
export function cellsToward(from: CellAt, move: GridMove, size: { rows: number; cols: number }): CellAt[] {
  const step = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[move];
  const cells: CellAt[] = [];
  for (let row = from.row + step[0]!, col = from.col + step[1]!; ; row += step[0]!, col += step[1]!) {
    if (row < 0 || col < 0 || row >= size.rows || col >= size.cols) return cells;
    cells.push({ row, col });
  }
}
