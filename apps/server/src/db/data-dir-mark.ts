import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const markOf = (dataDir: string) => path.join(dataDir, 'apex-server.pid');

function readMark(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(markOf(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process, other than this one, that marked the data directory as open. */
export function markedBy(dataDir: string): number | undefined {
  const pid = readMark(dataDir);
  if (pid === undefined || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * PGlite is a database inside one process: two processes writing one data directory corrupt it.
 * Whoever opens the embedded database marks its directory with its process id while it has it
 * open, so that the recovery command (admin.ts) can refuse while the server runs. A mark left by a
 * process that has ended is ignored. Returns the removal of the mark.
 */
export function markDataDir(dataDir: string): () => void {
  writeFileSync(markOf(dataDir), `${process.pid}\n`);
  return () => {
    if (readMark(dataDir) === process.pid) rmSync(markOf(dataDir), { force: true });
  };
}
