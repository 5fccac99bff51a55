import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/seed';

/**
 * A real server listening on a free port, on a fresh PGlite database (in memory, or in `dataDir`)
 * or, with BENCH_DATABASE_URL, on PostgreSQL. Benchmarks call it over HTTP like a browser would.
 */
export async function startBenchServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  dataDir?: string,
) {
  const url = process.env.BENCH_DATABASE_URL;
  if (kind === 'postgres' && !url) throw new Error('BENCH_DATABASE_URL is not set');
  const database = await openDatabase(kind === 'postgres' ? { kind, url: url! } : { kind, dataDir });
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '10000', DEMO_DATA: '1', ...env });
  await prepareDatabase(database.db, config);
  const app = await buildApp({ database, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    origin,
    base: `${origin}/api`,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
