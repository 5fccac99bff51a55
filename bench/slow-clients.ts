// Prints how long the server keeps connections that stall (issue 14: 100 of 100 incomplete requests
// were still open after 320 s): 100 clients that never finish their headers, 100 that send the
// headers of a sign-in and part of its body, 100 idle keep-alive connections after an answered
// call; and whether a health check still answers meanwhile. The production build runs in a process
// of its own with the configuration given in the environment (the defaults unless set), on PGlite.
// Run: npm run build -w apps/server && npm run slow-clients -w bench
//      (SERVER_BUNDLE=/copy/of/dist/main.js measures another build; GIVE_UP_S, default 330)
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from './lib/child-server';
import { percentile } from './lib/stats';

const CLIENTS = 100;
const GIVE_UP_MS = Number(process.env.GIVE_UP_S ?? 330) * 1000;

const STALLS = {
  'headers never finished': 'POST /api/auth/WHSSOLogin HTTP/1.1\r\nHost: bench\r\nX-Slow: 1',
  'body never finished': `POST /api/auth/WHSSOLogin HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":"admin",`,
  'idle after an answer': 'GET /api/health HTTP/1.1\r\nHost: bench\r\n\r\n',
};

/** Seconds from the connection to the server closing it; null when still open at GIVE_UP_MS. */
function stall(port: number, request: string): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const start = Date.now();
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, GIVE_UP_MS);
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      resolve((Date.now() - start) / 1000);
    });
  });
}

const dir = await mkdtemp(join(tmpdir(), 'apex-slow-'));
const server = await startChildServer(join(dir, 'data'));
const port = Number(new URL(server.base).port);
try {
  for (const [name, request] of Object.entries(STALLS)) {
    const closings = Array.from({ length: CLIENTS }, () => stall(port, request));
    const health = await fetch(`${server.base}/health`).then((res) => res.status);
    const seconds = await Promise.all(closings);
    const closed = seconds.filter((s): s is number => s !== null).sort((a, b) => a - b);
    console.info(
      `${name.padEnd(24)} closed ${String(closed.length).padStart(3)} of ${CLIENTS}` +
        (closed.length
          ? `  after p50 ${percentile(closed, 50).toFixed(1)} s, max ${closed.at(-1)!.toFixed(1)} s`
          : '') +
        `  (health meanwhile: ${health})`,
    );
  }
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
