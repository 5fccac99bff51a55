import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Short limits, so that a client that stalls is seen dropped within the test's time.
const LIMITS = {
  HEADERS_TIMEOUT_MS: '1000',
  REQUEST_TIMEOUT_MS: '2000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
  MAX_CONNECTIONS: '10',
};
/** Far above every limit, far below "never": a socket still open this late was not dropped. */
const GIVE_UP_MS = 8000;

let server: TestApp;
let port = 0;
beforeAll(async () => {
  server = await createTestApp(LIMITS);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
});
afterAll(() => server.close());
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

interface Client {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Milliseconds from the connection to the server closing it, or null if it was still open at GIVE_UP_MS. */
  closedAfter: Promise<number | null>;
}

async function open(): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const start = Date.now();
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
  });
  const closedAfter = new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
  });
  socket.on('error', () => {});
  return { socket, received: () => text, closedAfter };
}

const SIGN_IN_HEAD = 'POST /api/auth/WHSSOLogin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';

describe('slow and idle clients (README: REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS)', () => {
  it('drops a client that never finishes its headers, with 408', async () => {
    const client = await open();
    client.socket.write(`${SIGN_IN_HEAD}X-Slow: 1`);
    const after = await client.closedAfter;
    expect(after).not.toBeNull();
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('drops a client that sends its headers and then part of the body, unauthenticated, with 408', async () => {
    const client = await open();
    client.socket.write(`${SIGN_IN_HEAD}Content-Length: 200\r\n\r\n{"username":"admin",`);
    const after = await client.closedAfter;
    expect(after).not.toBeNull();
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('drops a client that trickles a byte at a time past the request limit', async () => {
    const client = await open();
    client.socket.write(`${SIGN_IN_HEAD}Content-Length: 500\r\n\r\n`);
    const trickle = setInterval(() => client.socket.writable && client.socket.write(' '), 200);
    const after = await client.closedAfter;
    clearInterval(trickle);
    expect(after).not.toBeNull();
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const client = await open();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const after = await client.closedAfter;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(after).not.toBeNull();
  });

  it('closes connections past the cap at once, and serves again once they are gone', async () => {
    const held = await Promise.all(Array.from({ length: 10 }, open));
    const extra = await open();
    await expect(extra.closedAfter).resolves.not.toBeNull();
    expect(extra.received()).toBe('');
    for (const client of held) client.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
