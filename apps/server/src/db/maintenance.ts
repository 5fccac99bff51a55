import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * PostgreSQL's autovacuum keeps the planner's statistics and the visibility map fresh; PGlite, one
 * backend in-process, has no autovacuum worker (and keeps no table statistics to decide when). Left
 * alone, a table filled since the last VACUUM has no visible-all pages: a count the list pages by,
 * answered from an index on PostgreSQL, read the heap through the file system instead (at a million
 * jobs: 200–300 ms every tenth call, 3 ms after a VACUUM; bench/job-list.ts). So the embedded
 * database is vacuumed and analysed at start, before the server listens, and then every few hours.
 */
export async function vacuumEmbedded(database: Pick<Database, 'kind' | 'db'>): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}

/** Runs `vacuumEmbedded` every `hours` (0: never); the timer does not keep the process alive. */
export function scheduleEmbeddedVacuum(
  database: Pick<Database, 'kind' | 'db'>,
  hours: number,
  onError: (error: unknown) => void,
): () => void {
  if (database.kind !== 'pglite' || hours <= 0) return () => {};
  const timer = setInterval(() => vacuumEmbedded(database).catch(onError), hours * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
