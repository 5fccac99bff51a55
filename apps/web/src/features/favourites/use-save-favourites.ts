import type { TFavoriteMenu } from '@apex/shared/common';
import { preferenceRoutes } from '@apex/shared/common';
import { App } from 'antd';
import { useCallback } from 'react';
import { request } from '../../api/client';
import { useAppRoutes } from '../routes/use-app-routes';
import { useUiState } from '../shell/ui-state';
import { withMenuNames } from './favourite-list';

// Saves go out one after another, so that quick clicks on several stars leave the server with the
// last list, not whichever request arrived last.
let queue: Promise<unknown> = Promise.resolve();
let latest = 0;

/**
 * spec §4 Favourites saved: posts the list (each named in the current language), keeps the saved
 * list under likedRoutes and says 保存成功. Rejects when the server refuses; the client has told
 * the user.
 */
export function useSaveFavourites() {
  const { match, title } = useAppRoutes();
  const setLikedRoutes = useUiState((s) => s.setLikedRoutes);
  const { message } = App.useApp();
  return useCallback(
    async (list: readonly TFavoriteMenu[]) => {
      const titleAt = (path: string) => {
        const found = match(path);
        return found && title(found.route);
      };
      const body = { ScMenuInfos: withMenuNames(list, titleAt) };
      const mine = ++latest;
      const sent = queue.then(() => request(preferenceRoutes.saveFavorites, { body }));
      queue = sent.catch(() => undefined);
      const saved = await sent;
      // A later save is on its way; its answer is the list to keep.
      if (mine === latest) setLikedRoutes(saved.data);
      // The server words it in the request's language (spec §8: 保存成功); one toast for a burst of saves.
      void message.success({ content: saved.message, key: 'favourites-saved' });
    },
    [match, title, setLikedRoutes, message],
  );
}
