import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCarrierSim } from '@apex/carrier-sim';
import { CARRIER_SIM_ENV, FRESH_ADMIN_PASSWORD, PORTAL_PORT_ENV, SERVER_ENV } from './servers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const STARTUP_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not healthy after ${STARTUP_MS} ms:\n${log()}`);
}

/** Starts the built server on a free port with a new, empty data directory. */
async function startServer(env: Record<string, string>) {
  const [port, dataDir] = await Promise.all([freePort(), mkdtemp(path.join(tmpdir(), 'apex-e2e-'))]);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every spec signs in, all from one address.
      RATE_LIMIT_FACTOR: '100',
      // Specs lock accounts on purpose; the growing waits between wrong passwords are the API
      // tests' (sign-in-lockout.test.ts), and here only made a spec sleep 15 s.
      SIGN_IN_DELAY_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => output);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two servers from the build (`npm run build` first): demo data, and a first start without it. */
export default async function globalSetup() {
  for (const built of [SERVER_MAIN, path.join(ROOT, 'apps/web/dist/sso.html')])
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  const portalPort = await freePort();
  process.env[PORTAL_PORT_ENV] = String(portalPort);
  // The demo server's carriers: the simulator, on its own port, its clock moved by the specs.
  const carrierSim = await startCarrierSim();
  process.env[CARRIER_SIM_ENV] = carrierSim.url;
  const [demo, fresh] = await Promise.all([
    startServer({
      DEMO_DATA: '1',
      PORTAL_ORIGINS: `http://127.0.0.1:${portalPort}`,
      TRACKING_SIMULATOR_URL: carrierSim.url,
      TEST_CLOCK: '1',
    }),
    startServer({ DEMO_DATA: '0', ADMIN_PASSWORD: FRESH_ADMIN_PASSWORD }),
  ]);
  process.env[SERVER_ENV.demo] = demo.url;
  process.env[SERVER_ENV.fresh] = fresh.url;
  return async () => {
    await Promise.all([demo.stop(), fresh.stop()]);
    await carrierSim.close();
  };
}
