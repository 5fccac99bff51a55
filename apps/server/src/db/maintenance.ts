import { sql } from 'drizzle-orm';
import type { Database } from './client';

type Embedded = Pick<Database, 'kind' | 'db'>;

/**
 * PostgreSQL's autovacuum keeps the planner's statistics and the visibility map fresh; PGlite, one
 * backend in-process, has no autovacuum worker (and keeps no table statistics to decide when). Left
 * alone, a table filled since the last VACUUM has no visible-all pages: a count the list pages by,
 * answered from an index on PostgreSQL, read the heap through the file system instead (at a million
 * jobs: 200–300 ms every tenth call, 3 ms after a VACUUM; bench/job-list.ts). So the embedded
 * database is vacuumed and analysed at start, before the server listens, and then every few hours.
 */
export async function vacuumEmbedded(database: Embedded): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}

/**
 * PostgreSQL's checkpointer writes the dirty pages out every checkpoint_timeout and moves the redo
 * point, so that crash recovery replays only the WAL written since. PGlite has no checkpointer, and
 * the checkpoint that max_wal_size asks for never comes either (1.3 GB of WAL after a bulk load, none
 * removed): it checkpoints only when it closes cleanly or recovers from a crash. A server that ran
 * for weeks replayed all it wrote since it started, and kept all that WAL on disk.
 */
export async function checkpointEmbedded(database: Embedded): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`checkpoint`);
  return true;
}

/** Runs `task` every `ms` on the embedded database (0: never); the timer does not keep the process alive. */
function scheduleEmbedded(
  database: Embedded,
  ms: number,
  task: (database: Embedded) => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  if (database.kind !== 'pglite' || ms <= 0) return () => {};
  const timer = setInterval(() => task(database).catch(onError), ms);
  timer.unref();
  return () => clearInterval(timer);
}

/** Runs `vacuumEmbedded` every `hours` (0: never). */
export const scheduleEmbeddedVacuum = (database: Embedded, hours: number, onError: (error: unknown) => void) =>
  scheduleEmbedded(database, hours * 3_600_000, vacuumEmbedded, onError);

/** Runs `checkpointEmbedded` every `minutes`: crash recovery replays at most that long's WAL. */
export const scheduleEmbeddedCheckpoints = (database: Embedded, minutes: number, onError: (error: unknown) => void) =>
  scheduleEmbedded(database, minutes * 60_000, checkpointEmbedded, onError);
