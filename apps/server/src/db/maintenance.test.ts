import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, queryRows, sql } from './client';
import { checkpointEmbedded, scheduleEmbeddedCheckpoints, vacuumEmbedded } from './maintenance';

describe('the embedded database’s vacuum (PGlite has no autovacuum)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  }, 60_000);
  afterAll(() => database.close());

  const allVisiblePages = async () =>
    (
      await queryRows<{ pages: number }>(
        database.db,
        sql`select relallvisible::int as pages from pg_class where relname = 'maintenance_probe'`,
      )
    )[0]!.pages;

  it('marks a freshly filled table all-visible, so counts are answered from an index', async () => {
    await database.db.execute(sql`create table maintenance_probe (id int primary key, note text)`);
    await database.db.execute(
      sql`insert into maintenance_probe select g, repeat('x', 200) from generate_series(1, 5000) g`,
    );
    expect(await allVisiblePages()).toBe(0);
    expect(await vacuumEmbedded(database)).toBe(true);
    expect(await allVisiblePages()).toBeGreaterThan(0);
  });

  it('leaves PostgreSQL to its own autovacuum', async () => {
    expect(await vacuumEmbedded({ kind: 'postgres', db: database.db })).toBe(false);
  });
});

describe('the embedded database’s checkpoints (PGlite has no checkpointer)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(sql`create table checkpoint_probe (id int, note text)`);
  }, 60_000);
  afterAll(() => database.close());

  /** What crash recovery would replay now: the WAL written since the last checkpoint's redo point. */
  const walToReplay = async () =>
    (
      await queryRows<{ bytes: number }>(
        database.db,
        sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::int as bytes from pg_control_checkpoint()`,
      )
    )[0]!.bytes;
  const writeWal = () =>
    database.db.execute(sql`insert into checkpoint_probe select g, repeat('x', 500) from generate_series(1, 20000) g`);

  it('checkpoints every few minutes, so a crash replays only the WAL written since', async () => {
    await writeWal();
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Left alone, PGlite keeps the redo point where it was however much WAL it writes.
    expect(await walToReplay()).toBeGreaterThan(10_000_000);

    const errors: unknown[] = [];
    const stop = scheduleEmbeddedCheckpoints(database, 0.005, (error) => errors.push(error));
    await vi.waitFor(async () => expect(await walToReplay()).toBeLessThan(100_000), { timeout: 5_000 });
    await writeWal();
    await vi.waitFor(async () => expect(await walToReplay()).toBeLessThan(100_000), { timeout: 5_000 });
    stop();
    expect(errors).toEqual([]);
  });

  it('leaves PostgreSQL to its checkpointer', async () => {
    expect(await checkpointEmbedded({ kind: 'postgres', db: database.db })).toBe(false);
  });
});
