import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';

describe('one process at a time in an embedded database’s directory (PGlite takes no lock)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'apex-lock-'));
  const dataDir = path.join(root, 'data');
  const lockFile = `${dataDir}.lock`;
  let other: ChildProcess | undefined;
  afterEach(() => {
    other?.kill('SIGKILL');
    rmSync(lockFile, { force: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses to open a directory another running process has open', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeFileSync(lockFile, `${other.pid}\n`);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`is open in process ${other.pid}`);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
  });

  it('refuses a second open in the same process, and allows one once released', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow('already open in this process');
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over the lock of a process that is gone (kill -9, a crash)', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile, `${gone}\n`);
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock naming this process’s PID, which a restarted container gets again', () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    lockDataDir(dataDir)();
  });
});
