import { create } from 'zustand';
import { dropKept, touchKept } from './keep-alive';
import { addView, deleteAllViews, deleteOtherViews, deleteView, type TabView, updateView } from './tab-views';

interface TabsState {
  /** spec §4 Tab views, in strip order. */
  views: TabView[];
  /** Paths of the pages kept alive, least recently used first (spec §2.7: max 50). */
  kept: string[];
  /** Bumped to build a page anew (refresh). */
  generations: Record<string, number>;
  /** Opens (or updates) the tab of a visited page; `keep` keeps the page alive. */
  visit(view: TabView, keep: boolean): void;
  /** The tabs of spec §2.7 "created at start": they are opened without visiting them. */
  open(views: readonly TabView[]): void;
  close(path: string): TabView[];
  closeOthers(path: string): TabView[];
  closeAll(): TabView[];
  /** The page at `path` will be built anew. */
  rebuild(path: string): void;
  setDynamicTitle(path: string, dynamicTitle: string | undefined): void;
}

const closedPaths = (before: readonly TabView[], after: readonly TabView[]) =>
  before.filter((v) => !after.includes(v)).map((v) => v.path);

/** The tab strip and the kept-alive pages behind it. */
export const useTabsStore = create<TabsState>()((set, get) => {
  /** Replaces the tabs; pages of closed tabs are no longer kept. */
  const keepOnly = (views: TabView[]) => {
    const { views: before, kept } = get();
    set({ views, kept: dropKept(kept, closedPaths(before, views)) });
    return views;
  };
  return {
    views: [],
    kept: [],
    generations: {},
    visit: (view, keep) =>
      set((s) => ({
        views: addView(s.views, view),
        kept: keep ? touchKept(s.kept, view.path) : dropKept(s.kept, [view.path]),
      })),
    open: (views) => set((s) => ({ views: views.reduce(addView, s.views) })),
    close: (path) => keepOnly(deleteView(get().views, path)),
    closeOthers: (path) => keepOnly(deleteOtherViews(get().views, path)),
    closeAll: () => keepOnly(deleteAllViews(get().views)),
    rebuild: (path) => set((s) => ({ generations: { ...s.generations, [path]: (s.generations[path] ?? 0) + 1 } })),
    setDynamicTitle: (path, dynamicTitle) => set((s) => ({ views: updateView(s.views, path, { dynamicTitle }) })),
  };
});
