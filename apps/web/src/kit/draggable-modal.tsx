import { Modal, type ModalProps } from 'antd';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { dragOffset, NO_OFFSET } from './drag-bounds';

/**
 * spec §2.7 Other: an antd Modal whose title bar is a drag handle. The dialog cannot be dragged out
 * of the window, and it opens centred again after being closed.
 */
export function DraggableModal({ title, modalRender, afterClose, ...props }: ModalProps) {
  const [offset, setOffset] = useState(NO_OFFSET);
  const frame = useRef<HTMLDivElement>(null);

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (event.button !== 0 || !box) return;
    const handle = event.currentTarget;
    const from = { x: event.clientX, y: event.clientY };
    const start = offset;
    const move = (e: PointerEvent) =>
      setOffset(
        dragOffset(start, { x: e.clientX - from.x, y: e.clientY - from.y }, box, {
          width: window.innerWidth,
          height: window.innerHeight,
        }),
      );
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.setPointerCapture(event.pointerId);
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };

  return (
    <Modal
      {...props}
      title={
        title && (
          <div data-drag-handle style={{ cursor: 'move', userSelect: 'none' }} onPointerDown={startDrag}>
            {title}
          </div>
        )
      }
      afterClose={() => {
        setOffset(NO_OFFSET);
        afterClose?.();
      }}
      modalRender={(node) => (
        <div ref={frame} style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
          {modalRender ? modalRender(node) : node}
        </div>
      )}
    />
  );
}
