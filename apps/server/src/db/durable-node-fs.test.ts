import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, queryRows, sql } from './client';

/** The files PostgreSQL fsyncs while `work` runs, relative to the data directory. */
async function fsyncedFiles(dataDir: string, work: () => Promise<unknown>): Promise<string[]> {
  const synced: string[] = [];
  const fsyncSync = fs.fsyncSync;
  vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    synced.push(path.relative(dataDir, fs.readlinkSync(`/proc/self/fd/${fd}`)));
    fsyncSync(fd);
  });
  await work();
  vi.restoreAllMocks();
  return synced;
}

describe('the embedded database on disk is durable: a commit is flushed before it returns', () => {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'apex-durable-'));
  let database: Database;
  let syncedAtCreation: string[];
  beforeAll(async () => {
    syncedAtCreation = await fsyncedFiles(dataDir, async () => {
      database = await openDatabase({ kind: 'pglite', dataDir });
    });
    await database.db.execute(sql`create table durability_probe (id serial primary key, note text)`);
  }, 60_000);
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const insert = (note: string) =>
    database.db.transaction((tx) => tx.execute(sql`insert into durability_probe (note) values (${note})`));

  it('runs PostgreSQL with fsync on and synchronous commits', async () => {
    const setting = async (name: string) =>
      Object.values((await queryRows<Record<string, string>>(database.db, sql.raw(`show ${name}`)))[0]!)[0];
    expect(await setting('fsync')).toBe('on');
    expect(await setting('synchronous_commit')).toBe('on');
  });

  it('writes a new database to the disk whole, template databases included', () => {
    const template1 = fs.readdirSync(path.join(dataDir, 'base/1')).map((file) => `base/1/${file}`);
    expect(template1.length).toBeGreaterThan(100);
    expect(template1.filter((file) => !syncedAtCreation.includes(file))).toEqual([]);
    expect(syncedAtCreation).toContain('global/pg_control');
  });

  it('fsyncs the WAL at each commit', async () => {
    const synced = await fsyncedFiles(dataDir, async () => {
      for (const note of ['one', 'two', 'three']) await insert(note);
    });
    expect(synced.filter((file) => file.startsWith('pg_wal/'))).toHaveLength(3);
  });

  it('fsyncs the data files and the control file at a checkpoint', async () => {
    await insert('written to a table file by the checkpoint');
    const synced = await fsyncedFiles(dataDir, () => database.db.execute(sql`checkpoint`));
    expect(synced.some((file) => /^base\/\d+\/\d+$/.test(file))).toBe(true);
    expect(synced).toContain('global/pg_control');
  });
});
