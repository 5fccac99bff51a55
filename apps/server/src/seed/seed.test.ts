import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNT_BY_ROLE } from '@apex/shared/demo';
import { OWN_APP_CODE } from '@apex/shared/menus';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase, TEST_DB, testConfig } from '../../test/test-database';
import { type Db, openDatabase, queryRows, sql } from '../db/client';
import { verifyPassword } from '../platform/auth/passwords';
import { prepareDatabase } from '.';

const count = async (db: Db, table: string) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

async function counts(db: Db) {
  const tables = ['companies', 'offices', 'users', 'roles', 'menus', 'permissions', 'ports', 'system_codes'];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(db, t)])));
}

describe('prepareDatabase', () => {
  it('with DEMO_DATA=0 creates one office and an admin who must change ADMIN_PASSWORD at first sign-in', async () => {
    const database = await createEmptyDatabase();
    try {
      const config = testConfig({ DEMO_DATA: '0', ADMIN_PASSWORD: 'Harbour#2026' });
      expect(await prepareDatabase(database.db, config)).toEqual({ created: true });
      const users = await queryRows<{ account: string; password_hash: string; must_change_password: boolean }>(
        database.db,
        sql`select account, password_hash, must_change_password from users`,
      );
      expect(users.map((u) => u.account)).toEqual(['admin']);
      expect(users[0]!.must_change_password).toBe(true);
      expect(await verifyPassword(users[0]!.password_hash, 'Harbour#2026')).toBe(true);
      expect(await counts(database.db)).toMatchObject({ companies: 1, offices: 1, roles: 6 });
    } finally {
      await database.close();
    }
  });

  it('is idempotent: a second run adds nothing and reports no new database', async () => {
    const database = await createEmptyDatabase();
    try {
      const config = testConfig();
      await prepareDatabase(database.db, config);
      const first = await counts(database.db);
      expect(await prepareDatabase(database.db, config)).toEqual({ created: false });
      expect(await counts(database.db)).toEqual(first);
      expect(first.users).toBe(8);
      expect(first.ports).toBeGreaterThan(1500);
    } finally {
      await database.close();
    }
  });

  it('gives demo data a user for every staff role and a menu with every case of spec §2.6', async () => {
    const database = await createEmptyDatabase();
    try {
      await prepareDatabase(database.db, testConfig());
      const roles = await queryRows<{ account: string; role_code: string }>(
        database.db,
        sql`select u.account, r.role_code from users u join user_roles ur on ur.user_id = u.id
            join roles r on r.id = ur.role_id`,
      );
      for (const [role, account] of Object.entries(DEMO_ACCOUNT_BY_ROLE))
        expect(roles).toContainEqual({ account, role_code: role });
      const menus = await queryRows<{ level: number; target: string; app_code: string; aurl: string }>(
        database.db,
        sql`select level, target, app_code, aurl from menus`,
      );
      expect(new Set(menus.map((m) => m.level))).toEqual(new Set([1, 2, 3]));
      expect(menus.some((m) => m.target === '_blank' && m.aurl.startsWith('https://'))).toBe(true);
      expect(menus.some((m) => m.app_code !== OWN_APP_CODE && m.aurl.startsWith('https://'))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it.runIf(TEST_DB === 'pglite')('keeps the embedded database across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'apex-restart-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await prepareDatabase(first.db, testConfig());
      await first.db.execute(sql`update users set name = 'Renamed Before Restart' where account = 'op01'`);
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dataDir });
      expect(await prepareDatabase(second.db, testConfig())).toEqual({ created: false });
      const rows = await queryRows<{ name: string }>(second.db, sql`select name from users where account = 'op01'`);
      expect(rows[0]!.name).toBe('Renamed Before Restart');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
