/** spec §9: the context menu is kept 105 px from the strip's right edge. */
const CONTEXT_MENU_WIDTH = 105;
/** The menu opens a little right of the pointer, so the pointer does not cover its first entry. */
const POINTER_GAP = 15;
/** spec §9: tab scroll margin 4 px. */
const TAB_SCROLL_MARGIN = 4;
/** spec §9: wheel divisor 4. */
const WHEEL_DIVISOR = 4;

/**
 * spec §2.7: the context menu opens at the pointer, its left side clamped so that its 105 px stay
 * inside the strip. Answers its position relative to the strip.
 */
export function contextMenuPosition(
  pointer: { clientX: number; clientY: number },
  strip: { left: number; top: number; width: number },
): { left: number; top: number } {
  const left = pointer.clientX - strip.left + POINTER_GAP;
  return { left: Math.max(0, Math.min(left, strip.width - CONTEXT_MENU_WIDTH)), top: pointer.clientY - strip.top };
}

/** spec §2.7: the wheel moves the strip sideways by a quarter of its delta. */
export const wheelScrollLeft = (scrollLeft: number, delta: number) => scrollLeft + delta / WHEEL_DIVISOR;

interface TabBox {
  left: number;
  width: number;
}

/**
 * spec §2.7: scrolls so that the shown tab and its neighbours are in view, with 4 px to spare: the
 * first tab scrolls fully left, the last fully right, any other reveals the tab after it (or the one
 * before it). Answers the new scrollLeft.
 */
export function scrollToTab(
  tabs: readonly TabBox[],
  index: number,
  view: { scrollLeft: number; width: number; scrollWidth: number },
): number {
  if (index <= 0) return 0;
  if (index === tabs.length - 1) return Math.max(0, view.scrollWidth - view.width);
  const before = tabs[index - 1];
  const after = tabs[index + 1];
  if (!before || !after) return view.scrollLeft;
  const afterEnd = after.left + after.width + TAB_SCROLL_MARGIN;
  const beforeStart = before.left - TAB_SCROLL_MARGIN;
  if (afterEnd > view.scrollLeft + view.width) return afterEnd - view.width;
  if (beforeStart < view.scrollLeft) return beforeStart;
  return view.scrollLeft;
}

/**
 * A strip's arrow buttons (the job card's tabs): "next" brings the first tab cut at the right edge
 * to the left edge, "previous" the last tab cut at the left edge to the right edge, so each click
 * shows a page of whole tabs and never half of one. Answers the new scrollLeft.
 */
export function pageScrollLeft(
  tabs: readonly TabBox[],
  view: { scrollLeft: number; width: number; scrollWidth: number },
  direction: 'previous' | 'next',
): number {
  const end = Math.max(0, view.scrollWidth - view.width);
  if (direction === 'next') {
    const cut = tabs.find((tab) => tab.left + tab.width > view.scrollLeft + view.width);
    return cut ? Math.min(end, Math.max(0, cut.left - TAB_SCROLL_MARGIN)) : end;
  }
  const cut = tabs.findLast((tab) => tab.left < view.scrollLeft);
  return cut ? Math.max(0, Math.min(end, cut.left + cut.width + TAB_SCROLL_MARGIN - view.width)) : 0;
}
