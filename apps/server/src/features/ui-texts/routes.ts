import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import {
  createUiTextOverride,
  deleteUiTextOverride,
  findUiTexts,
  overridesForApp,
  updateUiTextOverride,
} from './ui-texts';

/** Language settings (/languageSetting/index): administrators reword the app's texts per language. */
export function registerUiTextRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const routes = API.uiTexts;
  implement(app, routes.list, ({ query }) => findUiTexts(ctx, query));
  implement(app, routes.create, ({ body, req }) => createUiTextOverride(ctx, { input: body, actor: actorOf(req) }));
  implement(app, routes.update, ({ params, body, req }) =>
    updateUiTextOverride(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );
  implement(app, routes.remove, async ({ params, query, req }) => {
    await deleteUiTextOverride(ctx, { id: params.id, version: query.version, actor: actorOf(req) });
    return null;
  });
  implement(app, routes.overridesOf, ({ query }) => overridesForApp(ctx, query));
}
