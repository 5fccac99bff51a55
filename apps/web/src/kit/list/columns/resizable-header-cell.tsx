import { type PointerEvent, type ThHTMLAttributes, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './resizable-header-cell.module.css';

/** What a resizable column's header is given (its `onHeaderCell`). */
export interface ResizeProps {
  width?: number;
  /** The width while the user drags. */
  onResize?: (width: number) => void;
  /** The width the drag ended at: the one to keep. */
  onResizeEnd?: (width: number) => void;
}

const MIN_WIDTH = 50;
const MAX_WIDTH = 800;
const clamp = (width: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

/**
 * A grid header cell with a handle on its right edge: dragging it changes the column's width
 * (issue 5: column widths saved per user). Pointer capture keeps the drag when the pointer leaves
 * the handle; the handle's click never reaches the header, so a drag does not also sort. The handle
 * is a focusable splitter too: the arrow keys resize from the keyboard.
 */
export function ResizableHeaderCell({
  width,
  onResize,
  onResizeEnd,
  children,
  ...cell
}: ThHTMLAttributes<HTMLTableCellElement> & ResizeProps) {
  const { t } = useTranslation('admin');
  // Where the drag started: a ref, as every move re-renders the header with the new width.
  const drag = useRef<{ from: number; width: number }>(undefined);
  if (!width || !onResize || !onResizeEnd) return <th {...cell}>{children}</th>;
  const widthAt = (event: PointerEvent, start: { from: number; width: number }) =>
    clamp(start.width + event.clientX - start.from);
  return (
    <th {...cell}>
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable splitter (WAI-ARIA window splitter) has no element of its own. */}
      <span
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={t('list.resizeColumn')}
        aria-valuenow={width}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        className={styles.handle}
        // From the keyboard, the arrows narrow and widen the column by 10 px.
        onKeyDown={(event) => {
          const step = { ArrowLeft: -10, ArrowRight: 10 }[event.key];
          if (!step) return;
          event.preventDefault();
          event.stopPropagation();
          onResizeEnd(clamp(width + step));
        }}
        onPointerDown={(event) => {
          event.stopPropagation();
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { from: event.clientX, width };
        }}
        onPointerMove={(event) => drag.current && onResize(widthAt(event, drag.current))}
        onPointerUp={(event) => {
          const start = drag.current;
          if (!start) return;
          drag.current = undefined;
          onResizeEnd(widthAt(event, start));
        }}
        onClick={(event) => event.stopPropagation()}
      />
    </th>
  );
}
