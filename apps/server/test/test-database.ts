import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/seed';

/** Which database the API suite runs on: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://apex:apex@127.0.0.1:5432/postgres';

/**
 * Tests sign in often from one address and lock accounts on purpose: the waits between wrong
 * sign-ins are off unless a test turns them on (sign-in-lockout.test.ts).
 */
export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: '1',
    RATE_LIMIT_FACTOR: '1000',
    SIGN_IN_DELAY_SECONDS: '0',
    ...overrides,
  });
}

/** Where the PostgreSQL server of the tests listens. */
export function databaseServerAddress() {
  const url = new URL(ADMIN_URL);
  return { host: url.hostname, port: Number(url.port || 5432) };
}

/**
 * The tests' sessions do not wait for PostgreSQL to flush each commit to disk (synchronous_commit off:
 * a crash of the server could lose the last commits, never mix them up, and every test database is
 * dropped anyway). The waits were 6–10% of the PostgreSQL pass.
 */
function urlFor(database: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Builds the migrated, seeded template once per run; returns what test files need to clone it.
 * On PostgreSQL the template has a name of its own, so that parallel runs do not collide. On PGlite it
 * is a dump in a file: handing its ~90 MB to each test file through vitest's provide() went over the
 * main process's IPC and serialised the workers.
 */
export async function buildTemplate(): Promise<string> {
  if (TEST_DB === 'postgres') {
    const name = `apex_tpl_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`create database ${name}`));
    const database = await openDatabase({ kind: 'postgres', url: urlFor(name) });
    await prepareDatabase(database.db, testConfig());
    await database.close();
    return name;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database.db, testConfig());
  const dump = await database.dump!();
  await database.close();
  const file = join(tmpdir(), `apex-tpl-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export async function dropTemplate(template: string) {
  if (TEST_DB === 'postgres') await withAdmin((c) => c.query(`drop database if exists ${template} with (force)`));
  else await rm(template, { force: true });
}

/** An empty, migrated, not yet seeded database, for tests of the seed itself. */
export async function createEmptyDatabase(): Promise<Database> {
  if (TEST_DB === 'pglite') return openDatabase({ kind: 'pglite' });
  const name = `apex_e_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const database = await openDatabase({ kind: 'postgres', url: urlFor(name), poolSize: 3 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A fresh copy of the seeded template for one test file. On PostgreSQL, `port` connects to it
 * through another port (a proxy a test can take down).
 */
export async function cloneTemplate(template: string, { port }: { port?: number } = {}): Promise<Database> {
  if (TEST_DB === 'postgres') {
    const name = `apex_t_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`create database ${name} template ${template}`));
    const url = new URL(urlFor(name));
    if (port) url.port = String(port);
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(template)]) });
}

/**
 * A copy of the seeded template that another process opens as the server would: a PGlite data
 * directory or a PostgreSQL database, named in `env` (DATA_DIR or DATABASE_URL). PGlite serves one
 * process at a time, so the test opens it only while that process does not.
 */
export async function cloneTemplateForProcess(template: string) {
  if (TEST_DB === 'postgres') {
    const name = `apex_p_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`create database ${name} template ${template}`));
    const url = urlFor(name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
      drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'apex-dir-'));
  const copy = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([await readFile(template)]) });
  await copy.close();
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
