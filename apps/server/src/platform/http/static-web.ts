import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@apex/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** The sign-on page's paths (spec §2.1: /login, /sso.html, /sso); /sso.html is the file itself. */
const SSO_PATHS = ['/sso', '/login'];

/**
 * Serves the built web app: hashed assets with long caching, the sign-on page, and index.html for
 * every other browser path so the client router can take it. Unknown /api paths answer 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz twins of its assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.raw.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Pages, not API: kept out of the OpenAPI document.
    for (const p of SSO_PATHS)
      app.get(p, { schema: { hide: true } }, (_req, reply) => reply.type('text/html').sendFile('sso.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || !hasWeb || req.method !== 'GET')
      throw new AppError(404, 'http.notFound', { method: req.method, url: url.slice(0, 200) });
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
