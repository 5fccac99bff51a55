import { API, LOCALES } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { PRODUCT } from '../../config';
import { sql } from '../../db/client';
import { clientErrorLogs } from '../../db/schema';
import { implement } from '../../platform/http/implement';
import type { ServiceContext } from '../../platform/service-context';

export function registerPlatformRoutes(app: FastifyInstance, ctx: ServiceContext, databaseKind: 'pglite' | 'postgres') {
  const routes = API.platform;

  implement(app, routes.health, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: databaseKind };
  });

  implement(app, routes.publicConfig, async () => ({
    title: PRODUCT.title,
    systemCode: PRODUCT.systemCode,
    portalOrigins: ctx.config.portalOrigins,
    locales: [...LOCALES],
  }));

  implement(app, routes.openApi, async ({ reply }) => reply.type('application/json').send(app.swagger()));

  implement(app, routes.clientError, async ({ body, auth, req }) => {
    await ctx.db.insert(clientErrorLogs).values({
      userId: auth?.userId ?? null,
      userName: (auth?.account ?? body.userName ?? '').slice(0, 100),
      url: body.url ?? '',
      error: body.error,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
      requestId: String(req.id),
    });
    return null;
  });
}
