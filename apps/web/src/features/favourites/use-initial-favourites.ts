import { preferenceRoutes } from '@apex/shared/common';
import { useEffect } from 'react';
import { call } from '../../api/client';
import { readStored, STORAGE_KEYS } from '../../platform/storage';
import { useUiState } from '../shell/ui-state';

/**
 * Favourites load from local storage (spec §7 likedRoutes). A browser that has none yet — a first
 * sign-in here — takes the list the user saved on the server. A failed load is a background one:
 * the client logs it and the favourites stay empty.
 */
export function useInitialFavourites() {
  const setLikedRoutes = useUiState((s) => s.setLikedRoutes);
  useEffect(() => {
    if (readStored(STORAGE_KEYS.likedRoutes) !== '') return;
    let current = true;
    call(preferenceRoutes.favorites, {}, { isStopError: true })
      .then((list) => current && setLikedRoutes(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [setLikedRoutes]);
}
