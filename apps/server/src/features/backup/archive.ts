import { mkdir, readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { create, extract } from 'tar';
import { openDatabase } from '../../db/client';

/**
 * A backup is the data directory's files at the root of a gzipped tar: `tar -xzf` into an empty
 * directory restores it as well as `npm run restore`.
 */
export function packBackup(dir: string): Readable {
  return Readable.from(create({ gzip: true, cwd: dir, portable: true }, ['.']));
}

export const backupFileName = (at: Date) =>
  `apex-pglite-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

/**
 * Unpacks a backup into `dataDir` (absent or empty: a restore never mixes two databases) and opens it
 * once. The copy was taken from a running database, so this first start recovers as after a crash:
 * PostgreSQL fsyncs the whole directory, replays the WAL copied with it and checkpoints; then this
 * release's migrations apply.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<void> {
  const present = await readdir(dataDir).catch(() => []);
  if (present.length > 0) throw new Error(`${dataDir} is not empty: restore into a new directory`);
  await mkdir(dataDir, { recursive: true });
  await extract({ file: archive, cwd: dataDir, strict: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.close();
}
