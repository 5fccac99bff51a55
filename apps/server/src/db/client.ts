import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR as migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { DURABLE_START_PARAMS, DurableNodeFS, syncTree } from './durable-node-fs';
import { type Snapshot, snapshotDataDir } from './embedded-snapshot';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Query functions take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a test database quickly. */
  dump?(): Promise<Blob>;
  /** PGlite in a data directory only: a consistent copy of that directory, for a backup. */
  snapshot?(): Promise<Snapshot>;
}

type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens the embedded PGlite database or a PostgreSQL pool, and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, an administrator's terminate: 57P01) reaches the
    // pool as an 'error' event; unheard, Node would end the process. The pool drops that connection
    // and opens a new one when next needed, so a warning is all it deserves.
    pool.on('error', (error) => console.warn(`database connection lost while idle: ${error.message}`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir) return openEmbedded(options);
  const release = lockDataDir(options.dataDir);
  try {
    const database = await openEmbedded(options);
    return { ...database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

async function openEmbedded(options: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  const { dataDir } = options;
  const creating = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = new PGlite({
    // A database in memory (tests) has nothing to flush; one on disk gets fsync at each commit.
    ...(dataDir ? { fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  // PGlite's initdb writes the new cluster without fsync, and checkpoints flush only the files written
  // since (the application's database): template1, template0 and most of global/ would reach the disk
  // whenever the kernel got to them.
  if (creating) syncTree(dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => {
      const file = await client.dumpDataDir('none');
      return file;
    },
    ...(dataDir ? { snapshot: () => snapshotDataDir(client, dataDir) } : {}),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
