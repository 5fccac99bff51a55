import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
interface PgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

/**
 * pg-boss on the project's own database, so the queue works on PostgreSQL and on the embedded
 * PGlite alike (pg-boss's `db` option): its statements go through the connection the app already
 * has. pg-boss sends some scripts of several statements without parameters (its schema, its
 * locked sections); PGlite runs those with `exec`, and the pool in the simple protocol, answering
 * the last statement's rows as pg-boss reads them.
 */
export function pgBossDb(database: Pick<Database, 'db' | 'kind'>): PgBoss.Db {
  const client = (database.db as unknown as { $client: PgliteClient | PgPool }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PgliteClient;
    return {
      async executeSql(text, values) {
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as PgPool;
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values?.length ? values : undefined);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
  };
}
