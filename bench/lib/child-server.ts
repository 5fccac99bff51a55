import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// SERVER_BUNDLE compares another build (a copy of apps/server/dist) on the same machine and hour.
const SERVER_BUNDLE = process.env.SERVER_BUNDLE ?? join(import.meta.dirname, '../../apps/server/dist/main.js');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A field of /proc/<pid>/status in MiB (VmRSS: resident now; VmHWM: the most it has been). */
async function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kib / 1024;
}

/**
 * The production build (`npm run build -w apps/server`) as a process of its own, on PGlite in
 * `dataDir` (made and seeded by the first start). A process apart, so that the benchmark's clock
 * keeps running while the server's event loop is blocked, and its memory is the server's alone.
 */
export async function startChildServer(dataDir: string, env: Record<string, string> = {}) {
  if (!existsSync(SERVER_BUNDLE))
    throw new Error(`no server build at ${SERVER_BUNDLE}: run npm run build -w apps/server`);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_FACTOR: '10000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}/api`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || tries > 600) throw new Error('the server did not start');
    await sleep(200);
  }
  const pid = child.pid!;
  // VmHWM is read now and then, so the peak is known even when the process dies of it.
  let peak = 0;
  const sampler = setInterval(() => {
    statusMiB(pid, 'VmHWM').then(
      (mib) => {
        peak = Math.max(peak, mib);
      },
      () => clearInterval(sampler),
    );
  }, 250);
  return {
    base,
    rssMiB: () => statusMiB(pid, 'VmRSS'),
    /** Starts the peak over from the present (start-up's own peak, a fresh database's vacuum, is not a case's). */
    async resetPeak() {
      await writeFile(`/proc/${pid}/clear_refs`, '5');
      peak = 0;
    },
    async peakRssMiB() {
      peak = Math.max(peak, await statusMiB(pid, 'VmHWM').catch(() => 0));
      return peak;
    },
    /** How the process ended, if it has: `exit 1`, `SIGKILL`. */
    ended: () => (child.exitCode !== null ? `exit ${child.exitCode}` : (child.signalCode ?? undefined)),
    async stop() {
      clearInterval(sampler);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
