import { describe, expect, it } from 'vitest';
import { dragOffset, NO_OFFSET } from './drag-bounds';

const viewport = { width: 1366, height: 768 };
/** A 520 × 400 dialog centred in the viewport. */
const centred = { left: 423, top: 184, right: 943, bottom: 584 };

describe('dragOffset (spec §2.7 draggable dialog header)', () => {
  it('follows the pointer inside the viewport', () => {
    expect(dragOffset(NO_OFFSET, { x: -100, y: 50 }, centred, viewport)).toEqual({ x: -100, y: 50 });
    expect(dragOffset({ x: 10, y: 10 }, { x: 5, y: -5 }, centred, viewport)).toEqual({ x: 15, y: 5 });
  });

  it('stops at each edge of the viewport', () => {
    expect(dragOffset(NO_OFFSET, { x: -1000, y: -1000 }, centred, viewport)).toEqual({ x: -423, y: -184 });
    expect(dragOffset(NO_OFFSET, { x: 1000, y: 1000 }, centred, viewport)).toEqual({ x: 423, y: 184 });
  });

  it('lets a dialog taller than the viewport move only to show its hidden part, without a jump', () => {
    const tall = { left: 423, top: 100, right: 943, bottom: 1200 };
    expect(dragOffset(NO_OFFSET, { x: 0, y: 3 }, tall, viewport)).toEqual({ x: 0, y: 0 });
    expect(dragOffset(NO_OFFSET, { x: 0, y: -300 }, tall, viewport)).toEqual({ x: 0, y: -300 });
    expect(dragOffset(NO_OFFSET, { x: 0, y: -900 }, tall, viewport)).toEqual({ x: 0, y: -432 });
  });
});
