import { describe, expect, it } from 'vitest';
import { contextMenuPosition, pageScrollLeft, scrollToTab, wheelScrollLeft } from './strip-geometry';

describe('contextMenuPosition (spec §2.7, §9: 105 px clamp)', () => {
  const strip = { left: 0, top: 82, width: 1366 };

  it('opens just right of the pointer, at its height within the strip', () => {
    expect(contextMenuPosition({ clientX: 300, clientY: 100 }, strip)).toEqual({ left: 315, top: 18 });
  });

  it('never lets the menu pass the strip’s right edge', () => {
    expect(contextMenuPosition({ clientX: 1360, clientY: 100 }, strip).left).toBe(1366 - 105);
    expect(contextMenuPosition({ clientX: 1250, clientY: 100 }, strip).left).toBe(1261);
  });

  it('measures from the strip’s own left edge', () => {
    expect(contextMenuPosition({ clientX: 300, clientY: 100 }, { ...strip, left: 200 }).left).toBe(115);
  });
});

describe('strip scrolling (spec §2.7, §9)', () => {
  it('moves by a quarter of the wheel delta', () => {
    expect(wheelScrollLeft(100, 120)).toBe(130);
    expect(wheelScrollLeft(100, -40)).toBe(90);
  });

  // Ten tabs of 100 px with 4 px between them, seen through 300 px.
  const tabs = Array.from({ length: 10 }, (_, i) => ({ left: i * 104, width: 100 }));
  const view = (scrollLeft: number) => ({ scrollLeft, width: 300, scrollWidth: 1036 });

  it('scrolls fully left for the first tab and fully right for the last', () => {
    expect(scrollToTab(tabs, 0, view(500))).toBe(0);
    expect(scrollToTab(tabs, 9, view(0))).toBe(736);
  });

  it('reveals the next tab and 4 px when moving right', () => {
    // Tab 5's neighbour ends at 6·104 + 100 = 724; with the margin 728 − 300.
    expect(scrollToTab(tabs, 5, view(0))).toBe(428);
  });

  it('reveals the previous tab and 4 px when moving left', () => {
    // Tab 2's neighbour starts at 104; with the margin 100.
    expect(scrollToTab(tabs, 2, view(400))).toBe(100);
  });

  it('stays put when the tab and its neighbours are in view', () => {
    expect(scrollToTab(tabs, 2, { scrollLeft: 50, width: 400, scrollWidth: 1036 })).toBe(50);
  });
});

describe('pageScrollLeft (the job card strip’s arrows)', () => {
  // Ten tabs of 100 px with 4 px between them, seen through 300 px.
  const tabs = Array.from({ length: 10 }, (_, i) => ({ left: i * 104, width: 100 }));
  const view = (scrollLeft: number) => ({ scrollLeft, width: 300, scrollWidth: 1036 });

  it('next brings the tab cut at the right edge to the left edge', () => {
    // At 0, tabs 0 and 1 are whole and tab 2 (208–308) is cut.
    expect(pageScrollLeft(tabs, view(0), 'next')).toBe(204);
    expect(pageScrollLeft(tabs, view(204), 'next')).toBe(412);
  });

  it('previous brings the tab cut at the left edge to the right edge', () => {
    // At 516, tab 4 (416–516) is the last one starting left of the edge: it ends at the right edge.
    expect(pageScrollLeft(tabs, view(516), 'previous')).toBe(220);
    expect(pageScrollLeft(tabs, view(220), 'previous')).toBe(12);
    expect(pageScrollLeft(tabs, view(12), 'previous')).toBe(0);
  });

  it('stops at the ends', () => {
    expect(pageScrollLeft(tabs, view(736), 'next')).toBe(736);
    expect(pageScrollLeft(tabs, view(0), 'previous')).toBe(0);
  });
});
