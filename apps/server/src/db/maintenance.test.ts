import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows, sql } from './client';
import { vacuumEmbedded } from './maintenance';

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
