import { API } from '@apex/shared';
import type { TFavoriteMenu } from '@apex/shared/common';
import { App } from 'antd';
import { useCallback } from 'react';
import { request } from '../../api/client';
import { useAppRoutes } from '../routes/use-app-routes';
import { useUiState } from '../shell/ui-state';
import { withMenuNames } from './favourite-list';

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
      const saved = await request(API.preferences.saveFavorites, {
        body: { ScMenuInfos: withMenuNames(list, titleAt) },
      });
      setLikedRoutes(saved.data);
      // The server words it in the request's language (spec §8: 保存成功).
      void message.success(saved.message);
    },
    [match, title, setLikedRoutes, message],
  );
}
