import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@apex/shared';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerFeatures } from './features';
import { registerAccessHook } from './platform/http/access-hook';
import { capConnections, connectionOptions } from './platform/http/connection-limits';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler';
import './platform/http/fastify-augment';
import { registerTestClock } from './platform/clock/test-clock-route';
import { registerOpenApi } from './platform/http/openapi';
import { registerSecurityHeaders } from './platform/http/security';
import { registerWebApp } from './platform/http/static-web';
import { registerUploads } from './platform/http/upload';
import { zodValidatorCompiler } from './platform/http/validation';

const BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[\w-]{1,64}$/;

interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  /** Sees every route as Fastify registers it; the route-registry test lists them with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole HTTP server: API, OpenAPI document, sign-on page and web app. */
export async function buildApp({ database, config, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Some auth calls carry the token in the query (spec §7); keep it out of the logs.
        req: (req) => ({ method: req.method, url: String(req.url).replace(/token=[^&]*/gi, 'token=…') }),
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    ...connectionOptions(config),
  });
  capConnections(app, config);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('rateLimitFactor', config.rateLimitFactor);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', String(req.id));
    // An API answer is one user's data at one moment: no browser or proxy may keep it, unless the
    // route said otherwise (a logo under an address that never changes).
    if (req.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  // JSON and form bodies, and multipart on upload routes; anything else is answered 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  await registerUploads(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  // API answers (port lists, pages of rows) travel gzipped; static assets come precompressed. Answers up
  // to 64 KiB (a page of a hundred rows) are gzipped in one call: the plugin's default on two CPUs
  // (8 KiB) streamed a 13 KB page of twenty jobs through the thread pool, 1.5 ms a call (bench/job-list.ts).
  await app.register(compress, { encodings: ['gzip'], threshold: 1024, syncThreshold: 65_536 });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);
  registerAccessHook(app, database.db, config);
  registerFeatures(app, { db: database.db, config }, database);
  if (config.testClock) registerTestClock(app);
  await registerWebApp(app, config.webDist);
  return app;
}
