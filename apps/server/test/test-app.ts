import { DEMO_ACCOUNT_BY_ROLE, demoPasswordOf } from '@apex/shared/demo';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestSession, type SessionState } from './sessions';
import { cloneTemplate, testConfig } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Every route Fastify registered, in order (HEAD twins of GET routes included). */
  routes: RouteOptions[];
  /** Signs in through the API and returns the token. */
  signIn(account: string, password?: string): Promise<string>;
  /** A token of a new session opened directly in the database (see openTestSession). */
  session(account: string, state?: SessionState): Promise<string>;
  /** Calls the API; `token` becomes the Authorization header. */
  call(options: InjectOptions & { token?: string }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export interface ApiAnswer {
  status: number;
  body: ApiBody;
  /** The body as sent, for checks that a parsed body would hide (not JSON, leaked internals). */
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface ApiBody {
  statusCode: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answers
  data: any;
  code?: string;
  requestId?: string;
}

export const DEMO_ACCOUNTS = DEMO_ACCOUNT_BY_ROLE;

/** A real server on a fresh copy of the seeded database (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await cloneTemplate(inject('dbTemplate'));
  const config = testConfig(env);
  const routes: RouteOptions[] = [];
  const app = await buildApp({ database, config, onRoute: (route) => routes.push(route) });
  await app.ready();

  const call: TestApp['call'] = async ({ token, headers, ...options }) => {
    const res = await app.inject({
      ...options,
      headers: { ...(token ? { authorization: token } : {}), ...headers },
    });
    let body: ApiBody;
    try {
      body = res.json();
    } catch {
      body = { statusCode: res.statusCode, message: res.body, data: null };
    }
    return { status: res.statusCode, body, text: res.body, headers: res.headers };
  };

  return {
    app,
    database,
    config,
    routes,
    call,
    session: (account, state) => openTestSession(database.db, config, account, state),
    async signIn(account, password = demoPasswordOf(account)) {
      const res = await call({
        method: 'POST',
        url: '/api/auth/WHSSOLogin',
        payload: { username: account, password, code: '', uuid: '', type: 2 },
      });
      if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${res.body.message}`);
      return res.body.data as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface FileTestApp<Account extends string> extends TestApp {
  /** The administrator's session token. */
  readonly admin: string;
  /** Tokens of the accounts signed in before the file's tests, by account. */
  readonly tokens: Record<Account, string>;
}

/**
 * The server of one test file: a fresh copy of the database before the file's tests, with the
 * administrator and `accounts` signed in, closed after them. Use its members inside tests and
 * hooks only.
 */
export function useTestApp<const Account extends string = never>(
  accounts: readonly Account[] = [],
  /** The server's environment beyond the tests' (read in beforeAll, after the file's own hooks ran). */
  env: () => Record<string, string> = () => ({}),
): FileTestApp<Account> {
  let current: TestApp | undefined;
  let admin = '';
  const tokens = {} as Record<Account, string>;
  beforeAll(async () => {
    const created = await createTestApp(env());
    current = created;
    admin = await created.signIn('admin');
    for (const account of accounts) tokens[account] = await created.signIn(account);
  });
  afterAll(() => current?.close());
  const live = () => {
    if (!current) throw new Error('useTestApp: the app exists only while the file’s tests run');
    return current;
  };
  return {
    tokens,
    get admin() {
      live();
      return admin;
    },
    get app() {
      return live().app;
    },
    get database() {
      return live().database;
    },
    get config() {
      return live().config;
    },
    get routes() {
      return live().routes;
    },
    session: (account, state) => live().session(account, state),
    call: (options) => live().call(options),
    signIn: (account, password) => live().signIn(account, password),
    close: () => live().close(),
  };
}
