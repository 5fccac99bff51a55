import { describe, expect, it } from 'vitest';
import { cellsToward, moveOfKey } from './grid-keys';

describe('grid keys (spreadsheet-like editing)', () => {
  it('moves down on Enter, up on Shift+Enter, up and down on the arrows', () => {
    const mid = { atStart: false, atEnd: false };
    expect(moveOfKey('Enter', false, mid)).toBe('down');
    expect(moveOfKey('Enter', true, mid)).toBe('up');
    expect(moveOfKey('ArrowDown', false, mid)).toBe('down');
    expect(moveOfKey('ArrowUp', false, mid)).toBe('up');
    expect(moveOfKey('Tab', false, mid)).toBeNull();
    expect(moveOfKey('a', false, mid)).toBeNull();
  });

  it('leaves a cell sideways only from the caret at that end of its text', () => {
    expect(moveOfKey('ArrowLeft', false, { atStart: false, atEnd: true })).toBeNull();
    expect(moveOfKey('ArrowLeft', false, { atStart: true, atEnd: false })).toBe('left');
    expect(moveOfKey('ArrowRight', false, { atStart: true, atEnd: false })).toBeNull();
    expect(moveOfKey('ArrowRight', false, { atStart: false, atEnd: true })).toBe('right');
    expect(moveOfKey('ArrowRight', false, null)).toBe('right');
  });

  it('tries the cells toward the move, nearest first, never beyond the grid', () => {
    const size = { rows: 3, cols: 4 };
    expect(cellsToward({ row: 0, col: 1 }, 'down', size)).toEqual([
      { row: 1, col: 1 },
      { row: 2, col: 1 },
    ]);
    expect(cellsToward({ row: 2, col: 1 }, 'down', size)).toEqual([]);
    expect(cellsToward({ row: 1, col: 1 }, 'left', size)).toEqual([{ row: 1, col: 0 }]);
    expect(cellsToward({ row: 1, col: 2 }, 'right', size)).toEqual([{ row: 1, col: 3 }]);
    expect(cellsToward({ row: 0, col: 0 }, 'up', size)).toEqual([]);
  });
});
