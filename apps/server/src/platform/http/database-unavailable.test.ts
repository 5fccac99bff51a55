import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { cloneTemplate, databaseServerAddress, TEST_DB, testConfig } from '../../../test/test-database';
import { buildApp } from '../../app';

/** A TCP relay to the tests' PostgreSQL that the test can take down and bring back, as an outage would. */
function databaseRelay() {
  const target = databaseServerAddress();
  const open = new Set<Socket>();
  let server: Server | undefined;
  const start = (port = 0) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      server!.close(() => resolve());
    });
  return { start, stop };
}

const health = { method: 'GET', url: '/api/health' } as const;
const signIn = {
  method: 'POST',
  url: '/api/auth/WHSSOLogin',
  payload: { username: 'admin', password: 'wrong-password', code: '', uuid: '' },
} as const;

describe('while the database is down (README: answers 503 with the envelope)', () => {
  it.runIf(TEST_DB === 'postgres')('answers 503 with Retry-After, and 200 again once it is back', async () => {
    const relay = databaseRelay();
    const port = await relay.start();
    const database = await cloneTemplate(inject('dbTemplate'), { port });
    const app = await buildApp({ database, config: testConfig() });
    try {
      expect((await app.inject(health)).statusCode).toBe(200);
      await relay.stop();
      for (const request of [health, signIn]) {
        const res = await app.inject(request);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ statusCode: 503, code: 'http.databaseUnavailable', data: null });
      }
      await relay.start(port);
      expect((await app.inject(health)).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it.runIf(TEST_DB === 'pglite')(
    'answers 503 once the embedded database has closed (a call during shutdown)',
    async () => {
      const database = await cloneTemplate(inject('dbTemplate'));
      const app = await buildApp({ database, config: testConfig() });
      await database.close();
      const res = await app.inject(signIn);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'http.databaseUnavailable',
        message: expect.stringContaining('database'),
      });
      await app.close();
    },
  );
});
