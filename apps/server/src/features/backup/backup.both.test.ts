import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoPasswordOf } from '@apex/shared/demo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { TEST_DB, testConfig } from '../../../test/test-database';
import { buildApp } from '../../app';
import { type Database, openDatabase, queryRows, sql } from '../../db/client';
import { restoreBackup } from './archive';
import { downloadBackup } from './download-backup';

describe.skipIf(TEST_DB === 'postgres')('backup of the embedded database while the server runs', () => {
  let root: string;
  let liveDir: string;
  let backupFile: string;
  let database: Database;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'apex-backup-'));
    liveDir = path.join(root, 'live');
    backupFile = path.join(root, 'backup.tar.gz');
    const template = new Blob([readFileSync(inject('dbTemplate'))]);
    database = await openDatabase({ kind: 'pglite', dataDir: liveDir, loadDataDir: template });
    app = await buildApp({ database, config: testConfig() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  const admin = { username: 'admin', password: demoPasswordOf('admin') };
  async function addTask(title: string) {
    const signIn = await fetch(`${url}/api/auth/WHSSOLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const token = ((await signIn.json()) as { data: string }).data;
    const res = await fetch(`${url}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ title }),
    });
    expect(res.status).toBe(200);
  }

  /** Restores the backup into a new directory and reads the tasks whose title is `like`, and the user count. */
  async function restoreAndRead(dirName: string, like: string) {
    const restoredDir = path.join(root, dirName);
    await restoreBackup(backupFile, restoredDir);
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      const tasks = await queryRows<{ title: string }>(
        restored.db,
        sql`select title from tasks where title like ${like} order by id`,
      );
      const [users] = await queryRows<{ count: number }>(restored.db, sql`select count(*)::int as count from users`);
      return { titles: tasks.map((row) => row.title), users: users!.count };
    } finally {
      await restored.close();
    }
  }

  it('restores into a new directory what was committed before the backup, and nothing after', async () => {
    await addTask('Saved before the backup');
    await downloadBackup({ url, ...admin }, backupFile);
    await addTask('Saved after the backup');

    const restored = await restoreAndRead('restored', 'Saved % the backup');
    expect(restored.titles).toEqual(['Saved before the backup']);
    expect(restored.users).toBeGreaterThan(5);
  });

  it('takes a consistent copy while saves go on: the restore holds the saves up to a point, and all of them', async () => {
    const titles = Array.from({ length: 30 }, (_, i) => `Saved during the backup ${String(i).padStart(2, '0')}`);
    const saving = (async () => {
      for (const title of titles) await addTask(title);
    })();
    await downloadBackup({ url, ...admin }, backupFile);
    await saving;

    const saved = (await restoreAndRead('restored-during', 'Saved during the backup %')).titles;
    expect(saved).toEqual(titles.slice(0, saved.length));
  });

  it('removes its copy of the data directory once sent', async () => {
    await vi.waitFor(() => expect(readdirSync(root).filter((name) => name.includes('.snapshot-'))).toEqual([]));
  });

  it('never restores over a database', async () => {
    await expect(restoreBackup(backupFile, liveDir)).rejects.toThrow('is not empty');
  });

  it('leaves no file when the server refuses, and says why', async () => {
    const refused = path.join(root, 'refused.tar.gz');
    await expect(downloadBackup({ url, username: 'op01', password: demoPasswordOf('op01') }, refused)).rejects.toThrow(
      'backup refused',
    );
    expect(readdirSync(root).filter((name) => name.startsWith('refused'))).toEqual([]);
  });
});

describe('backup where the database is not embedded in a data directory', () => {
  const t = useTestApp(['op01']);

  it('answers 409 and points to pg_dump (PostgreSQL, or PGlite in memory)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/backup', token: t.admin });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('backup.unavailable');
    expect(res.body.message).toContain('pg_dump');
  });

  it('is refused to a role without /system/backup', async () => {
    const res = await t.call({ method: 'GET', url: '/api/system/backup', token: t.tokens.op01 });
    expect(res.status).toBe(403);
  });
});
