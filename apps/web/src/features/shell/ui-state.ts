import { type TFavoriteMenu, ZFavoriteMenu } from '@apex/shared/common';
import { z } from 'zod';
import { create } from 'zustand';
import { readStored, STORAGE_KEYS, writeStored } from '../../platform/storage';

/** spec §9: favourites drag with a 200 ms animation; dragging is off outside edit mode. */
export const DRAG_ANIMATION_MS = 200;

const ZLikedRoutes = z.array(ZFavoriteMenu);

/** Favourites as the browser kept them (spec §7: likedRoutes); unreadable data counts as none. */
export function readLikedRoutes(): TFavoriteMenu[] {
  try {
    const parsed = ZLikedRoutes.safeParse(JSON.parse(readStored(STORAGE_KEYS.likedRoutes) || '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

interface UiState {
  /** spec §3 UI state: the sidebar starts closed. */
  sidebarOpened: boolean;
  /** Closing without the drawer animation (e.g. on navigation). */
  withoutAnimation: boolean;
  device: 'desktop' | 'mobile';
  /** spec §3: the breadcrumb is hidden unless enabled in settings. */
  showBreadcrumb: boolean;
  likedRoutes: TFavoriteMenu[];
  /** spec §4 Favourites edit mode: `dragOptions.disabled` is true outside it. */
  favouritesEditing: boolean;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation?: boolean): void;
  setShowBreadcrumb(show: boolean): void;
  /** Replaces the favourites and keeps them under likedRoutes. */
  setLikedRoutes(routes: TFavoriteMenu[]): void;
  setFavouritesEditing(editing: boolean): void;
}

/** The shell's client state (spec §3 UI state); the few parts that survive a reload are in local storage. */
export const useUiState = create<UiState>()((set) => ({
  sidebarOpened: false,
  withoutAnimation: false,
  device: 'desktop',
  showBreadcrumb: readStored(STORAGE_KEYS.showBreadcrumb) === '1',
  likedRoutes: readLikedRoutes(),
  favouritesEditing: false,
  toggleSidebar: () => set((s) => ({ sidebarOpened: !s.sidebarOpened, withoutAnimation: false })),
  closeSidebar: (withoutAnimation = false) => set({ sidebarOpened: false, withoutAnimation }),
  setShowBreadcrumb: (show) => {
    writeStored(STORAGE_KEYS.showBreadcrumb, show ? '1' : null);
    set({ showBreadcrumb: show });
  },
  setLikedRoutes: (routes) => {
    writeStored(STORAGE_KEYS.likedRoutes, JSON.stringify(routes));
    set({ likedRoutes: routes });
  },
  setFavouritesEditing: (editing) => set({ favouritesEditing: editing }),
}));
