interface Offset {
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const NO_OFFSET: Offset = { x: 0, y: 0 };

/** How far an edge may move: until it meets the viewport's edge, and never pushed further out. */
function clampMove(move: number, towardsStart: number, towardsEnd: number): number {
  const lowest = Math.min(towardsStart, towardsEnd, 0);
  const highest = Math.max(towardsStart, towardsEnd, 0);
  return Math.min(Math.max(move, lowest), highest);
}

/**
 * spec §2.7 draggable dialog header: the dialog's offset after the pointer moved by `move` from
 * where the drag started. The dialog stays inside the viewport; one larger than the viewport can
 * be moved only to bring its hidden part in.
 */
export function dragOffset(start: Offset, move: Offset, box: Box, viewport: { width: number; height: number }): Offset {
  return {
    x: start.x + clampMove(move.x, -box.left, viewport.width - box.right),
    y: start.y + clampMove(move.y, -box.top, viewport.height - box.bottom),
  };
}
