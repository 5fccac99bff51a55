import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Lock files this process holds: a PID equal to ours in any other one is a previous life's. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** The running process, other than this one, that has the directory open (the recovery command refuses then). */
export function dataDirHolder(dataDir: string): number | undefined {
  const holder = holderOf(lockFileOf(dataDir));
  return holder !== undefined && holder > 0 && holder !== process.pid && isRunning(holder) ? holder : undefined;
}

/**
 * PGlite takes no lock on its directory (its postmaster.pid holds a made-up PID, -42), and a second
 * process opening a directory already open (a server started twice, a tool beside it, a server left
 * running when `npm start` was killed) writes WAL and pages over the first one's: the database is
 * corrupted. A lock file beside the directory (inside, it would stop initdb from creating the
 * database) names the process that has it open. One whose process is gone, after a crash or
 * `kill -9`, is taken over; so is one naming our own PID, which a container's restart gives again.
 * Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  if (held.has(file)) throw new Error(`${dataDir} is already open in this process`);
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = dataDirHolder(dataDir);
    if (holder !== undefined)
      throw new Error(`${dataDir} is open in process ${holder}; if no server of ours runs there, delete ${file}`);
    rmSync(file, { force: true });
  }
}
