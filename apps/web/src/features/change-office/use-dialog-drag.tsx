import { type PointerEvent, type ReactNode, useState } from 'react';

/**
 * spec §2.7 "a draggable dialog header": the dialog follows its header while the pointer holds it.
 * Gives the header's pointer handler and antd's `modalRender` that moves the dialog.
 */
export function useDialogDrag() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const header = event.currentTarget;
    const start = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    // Captured, the header hears the pointer even when it moves faster than the dialog follows.
    header.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => setOffset({ x: e.clientX - start.x, y: e.clientY - start.y });
    const stop = () => {
      header.removeEventListener('pointermove', move);
      header.removeEventListener('pointerup', stop);
    };
    header.addEventListener('pointermove', move);
    header.addEventListener('pointerup', stop);
  };
  return {
    headerProps: { onPointerDown, style: { cursor: 'move', userSelect: 'none' as const } },
    modalRender: (dialog: ReactNode) => (
      <div style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>{dialog}</div>
    ),
  };
}
