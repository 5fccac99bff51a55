import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';

/**
 * The limits that keep slow or idle clients from holding the server's sockets (README,
 * "Configuration"). Node checks the header and request timers of open connections only every
 * `connectionsCheckingInterval` (30 s by default), so it is set to a fraction of the shortest
 * timer: a client that stops sending is dropped within about a tenth of its limit late.
 * Handlers are not timed: the request timer ends when the request has been received, so a long
 * import still gets its answer.
 */
export function connectionOptions(config: AppConfig) {
  const requestTimeout = config.requestTimeoutMs;
  // Node refuses a header timer longer than the request timer.
  const headersTimeout = Math.min(config.headersTimeoutMs, requestTimeout);
  return {
    requestTimeout,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 10))),
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}

/** Past the cap a process closes new connections at once instead of running out of memory or files. */
export function capConnections(app: FastifyInstance, config: AppConfig) {
  app.server.maxConnections = config.maxConnections;
}
