import { DEMO_ACCOUNT_BY_ROLE, demoPasswordOf } from '@apex/shared/demo';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { cloneTemplate, testConfig } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Signs in through the API and returns the token. */
  signIn(account: string, password?: string): Promise<string>;
  /** Calls the API; `token` becomes the Authorization header. */
  call(options: InjectOptions & { token?: string }): Promise<{ status: number; body: ApiBody }>;
  close(): Promise<void>;
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
  const app = await buildApp({ database, config });
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
    return { status: res.statusCode, body };
  };

  return {
    app,
    database,
    config,
    call,
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
): FileTestApp<Account> {
  let current: TestApp | undefined;
  let admin = '';
  const tokens = {} as Record<Account, string>;
  beforeAll(async () => {
    const created = await createTestApp();
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
    call: (options) => live().call(options),
    signIn: (account, password) => live().signIn(account, password),
    close: () => live().close(),
  };
}
