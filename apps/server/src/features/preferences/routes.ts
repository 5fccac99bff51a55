import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { findFavorites, saveFavorites } from './favorites';
import { saveAndFindGridColumns } from './grid-columns';

/** A signed-in user's own settings: favourite menus and grid column layouts. */
export function registerPreferenceRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.preferences;

  implement(app, routes.favorites, ({ auth }) => findFavorites(ctx, auth.userId));

  implement(app, routes.saveFavorites, async ({ auth, body, say }) => {
    const saved = await saveFavorites(ctx, auth.userId, body.ScMenuInfos);
    say('preferences.favoritesSaved');
    return saved;
  });

  implement(app, routes.columnsFilter, ({ auth, body }) => saveAndFindGridColumns(ctx, auth.userId, body));
}
