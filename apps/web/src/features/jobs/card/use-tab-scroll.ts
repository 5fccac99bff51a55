import { useEffect, useRef } from 'react';

/** The nearest ancestor that scrolls: the shell's page area. */
function scrollParent(node: HTMLElement | null): HTMLElement | null {
  for (let box = node?.parentElement; box; box = box.parentElement)
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY)) return box;
  return null;
}

/**
 * Where a tab is scrolled to when shown: where the user left it; a tab not shown before starts at
 * its top, the tab strip staying where it is (stuck at the top, or lower while the card's header shows).
 */
export const tabScrollTop = (left: number | undefined, current: number, stripTop: number) =>
  left ?? Math.min(current, stripTop);

/**
 * Each tab of the job card keeps its own scroll position: the tabs share the page's scroll, so a
 * switch would otherwise show the next tab at the last one's depth (or clamped to its length).
 * `switchTo` notes where the shown tab was left before showing another; `stripRef` marks the strip.
 */
export function useTabScroll(active: string, setActive: (key: string) => void) {
  const stripRef = useRef<HTMLDivElement>(null);
  const left = useRef(new Map<string, number>());

  const switchTo = (key: string) => {
    const box = scrollParent(stripRef.current);
    if (box) left.current.set(active, box.scrollTop);
    setActive(key);
  };

  useEffect(() => {
    // antd shows the tab's panel a render after the switch: until then the page is too short to
    // scroll back down.
    const frame = requestAnimationFrame(() => {
      const strip = stripRef.current;
      const box = scrollParent(strip);
      if (!strip || !box) return;
      const stripTop = strip.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
      box.scrollTop = tabScrollTop(left.current.get(active), box.scrollTop, stripTop);
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  return { stripRef, switchTo };
}
