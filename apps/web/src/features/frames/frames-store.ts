import { create } from 'zustand';
import { type EmbeddedPage, unloadPage, unloadPagesExcept, visitPage } from './embedded-pages';

interface FramesState {
  pages: EmbeddedPage[];
  visit(page: Omit<EmbeddedPage, 'loaded'>): void;
  unload(path: string): void;
  /** Close others keeps `current`; close all passes none. */
  unloadExcept(current?: string): void;
}

/** The embedded pages that were opened, and which of them are loaded (spec §3, §4). */
export const useFramesStore = create<FramesState>()((set) => ({
  pages: [],
  visit: (page) => set((s) => ({ pages: visitPage(s.pages, page) })),
  unload: (path) => set((s) => ({ pages: unloadPage(s.pages, path) })),
  unloadExcept: (current) => set((s) => ({ pages: unloadPagesExcept(s.pages, current) })),
}));
