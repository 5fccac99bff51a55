import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { cloneTemplateForProcess, TEST_DB, testConfig } from '../../test/test-database';
import { buildApp } from '../app';
import { queryRows } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
type Clone = Awaited<ReturnType<typeof cloneTemplateForProcess>>;

let clone: Clone;
beforeEach(async () => {
  clone = await cloneTemplateForProcess(inject('dbTemplate'));
});
afterEach(() => clone.drop());

/** `npm run admin -- <args>` as the operator runs it, in its own process, against the copy. */
async function runAdmin(...args: string[]) {
  const env = { PATH: process.env.PATH ?? '', LANG: 'en_US.UTF-8', ...clone.env };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', ...args],
      {
        cwd: SERVER_DIR,
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The server on the copy, for as long as `use` runs (PGlite: never while the command runs). */
async function withServer<T>(use: (app: FastifyInstance, db: Awaited<ReturnType<Clone['open']>>['db']) => Promise<T>) {
  const database = await clone.open();
  const app = await buildApp({ database, config: testConfig() });
  try {
    return await use(app, database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

const signIn = (app: FastifyInstance, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/WHSSOLogin', payload: { username: 'admin', password } });

describe(`npm run admin (${TEST_DB})`, () => {
  it('unlocks the only administrator, whoever locked it', async () => {
    await withServer(async (app, db) => {
      for (let i = 0; i < 5; i++) await signIn(app, 'Wrong#pass1');
      // A lock without an end, as LOCKOUT_MINUTES=0 or an administrator's lock leaves it.
      await db.execute(sql`update users set locked_until = null where account = 'admin'`);
      expect((await signIn(app, 'Admin@2026!')).statusCode).toBe(423);
    });
    const run = await runAdmin('unlock', 'admin');
    expect(run).toMatchObject({ code: 0, stdout: 'unlock success\n' });
    await withServer(async (app, db) => {
      expect((await signIn(app, 'Admin@2026!')).statusCode).toBe(200);
      const [logged] = await queryRows<{ account: string }>(
        db,
        sql`select account from sys_oper_log where action = 'user.unlocked' order by id desc limit 1`,
      );
      expect(logged!.account).toMatch(/^cli:/);
    });
  });

  it('prints a temporary password that must be changed at the next sign-in, and ends the sessions', async () => {
    const token = await withServer(async (app) => (await signIn(app, 'Admin@2026!')).json().data as string);
    const run = await runAdmin('reset-password', 'ADMIN');
    expect(run.code).toBe(0);
    const password = /^Temporary password of admin: (\S+)$/m.exec(run.stdout)?.[1];
    expect(password).toHaveLength(16);
    await withServer(async (app) => {
      expect((await app.inject({ url: '/api/auth/validateToken', headers: { authorization: token } })).statusCode).toBe(
        401,
      );
      expect((await signIn(app, 'Admin@2026!')).statusCode).toBe(401);
      const fresh = await signIn(app, password!);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().code).toBe('auth.passwordChange.firstLogin');
    });
  });

  it('names an account that does not exist, and shows its usage', async () => {
    expect(await runAdmin('unlock', 'nobody')).toMatchObject({ code: 1, stderr: 'User nobody does not exist\n' });
    const usage = await runAdmin('unlock');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: npm run admin -- <command> <account>/);
  });

  it.runIf(TEST_DB === 'pglite')('refuses while the server has the embedded database open', async () => {
    const unlock = lockDataDir(clone.env.DATA_DIR!);
    try {
      const run = await runAdmin('unlock', 'admin');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `The server (process ${process.pid}) has the embedded database in ${clone.env.DATA_DIR} open`,
      );
    } finally {
      unlock();
    }
  });
});
