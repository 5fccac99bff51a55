import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];

/** What this module needs of emscripten's NODEFS, which PGlite types only as a file system type. */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PostgreSQL's start parameters as PGlite sets them, with fsync on. PGlite starts PostgreSQL with
 * `-F` (fsync off). Its fdatasync (PostgreSQL's default wal_sync_method on Linux) is a stub in
 * emscripten that answers success without reaching any file, so the WAL is flushed with fsync.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * PGlite's NodeFS with an fsync that reaches the disk. NodeFS mounts emscripten's NODEFS, whose
 * streams have no fsync: PostgreSQL's fsync of a WAL segment at commit, of a data file at a
 * checkpoint and of a directory after a rename reach emscripten's fd_sync, which finds nothing to
 * call and answers success. Here each one syncs the real file descriptor, and a failure reaches
 * PostgreSQL as the error it is (PostgreSQL then stops rather than trust the page cache).
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (mod: PostgresModule) => {
      const nodefs = mod.NODEFS as unknown as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [addFsync, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/** Fsyncs every file and directory under `dir`, the directory itself included. */
export function syncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(child);
    else if (entry.isFile()) syncFile(child);
  }
  syncFile(dir);
}

function syncFile(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
