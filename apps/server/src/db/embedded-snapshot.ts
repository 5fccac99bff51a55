import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** What pg_basebackup leaves out too: the lock files, and temporary files PostgreSQL discards at start. */
const LOCK_FILES = new Set(['postmaster.pid', 'postmaster.opts']);
const TEMPORARY_DIRS = new Set(['pgsql_tmp', 'pg_stat_tmp']);

/** A copy of the data directory in `dir`, to be removed once read. */
export interface Snapshot {
  dir: string;
  remove(): Promise<void>;
}

/**
 * Copies the embedded database's data directory, in a state a start opens like after a crash:
 * recovery replays the WAL copied with it.
 *
 * PGlite runs PostgreSQL only while a statement runs (there are no background processes), so while
 * its transaction lock is held nothing writes to the directory and a plain file copy is consistent.
 * The lock is held for a checkpoint (so that a restore replays little) and the copy on the same disk,
 * not for the download: statements wait that long. Of the WAL only the segments from the
 * checkpoint's redo point on are needed; the others PostgreSQL keeps to recycle.
 */
export async function snapshotDataDir(client: PGlite, dataDir: string): Promise<Snapshot> {
  // Beside the data directory: on the same disk the copy is quick, and it fills no other disk.
  const root = await mkdtemp(`${dataDir}.snapshot-`);
  const remove = () => rm(root, { recursive: true, force: true });
  const dir = path.join(root, 'data');
  try {
    await client.transaction(async (tx) => {
      await tx.exec('checkpoint');
      const [wal] = (
        await tx.query<{ first: string; last: string }>(
          `select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last
           from pg_control_checkpoint()`,
        )
      ).rows;
      const needed = (file: string) => {
        const name = path.basename(file);
        const parent = path.basename(path.dirname(file));
        if (LOCK_FILES.has(name) || TEMPORARY_DIRS.has(parent)) return false;
        return parent !== 'pg_wal' || !WAL_SEGMENT.test(name) || (name >= wal!.first && name <= wal!.last);
      };
      await cp(dataDir, dir, { recursive: true, filter: needed });
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return { dir, remove };
}
