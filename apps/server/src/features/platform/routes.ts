import { API, LOCALES } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { PRODUCT } from '../../config';
import { actorOf } from '../../platform/audit/audit-log';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';
import { recordClientError } from './client-errors';
import { pingDatabase } from './queries';

export function registerPlatformRoutes(app: FastifyInstance, ctx: ServiceContext, databaseKind: 'pglite' | 'postgres') {
  const routes = API.platform;

  implement(app, routes.health, async () => {
    await pingDatabase(ctx.db);
    return { status: 'ok' as const, database: databaseKind };
  });

  implement(app, routes.publicConfig, async () => ({
    title: PRODUCT.title,
    systemCode: PRODUCT.systemCode,
    portalOrigins: ctx.config.portalOrigins,
    locales: [...LOCALES],
    teslaPageUrl: ctx.config.teslaPageUrl,
    changeOfficeUrl: ctx.config.changeOfficeUrl,
  }));

  implement(app, routes.openApi, async ({ reply }) => reply.type('application/json').send(app.swagger()));

  implement(app, routes.clientError, async ({ body, auth, req }) => {
    await recordClientError(ctx, body, actorOf(req, auth));
    return null;
  });
}
