import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { multipartFrame } from './multipart';
import type { ApiBody } from './test-app';

export interface ChunkedUpload {
  path: string;
  token: string;
  fileName: string;
  content: Uint8Array;
  /** The file is handed to the socket this many bytes at a time, as Node's fetch streams a Blob. */
  chunkSize: number;
  /** Offsets in the file after which the sender waits until the server has read all it was sent. */
  pauseAt?: readonly number[];
}

/** The address of the test app, listening on a free port of the loopback (once per app). */
export async function listeningOrigin(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The file's pieces: `chunkSize` at a time, cut also at each pause. */
function* piecesOf(content: Uint8Array, chunkSize: number, pauseAt: readonly number[]) {
  let offset = 0;
  while (offset < content.byteLength) {
    const nextPause = pauseAt.find((at) => at > offset) ?? Number.POSITIVE_INFINITY;
    const end = Math.min(offset + chunkSize, nextPause, content.byteLength);
    yield { piece: content.subarray(offset, end), pauseAfter: end === nextPause };
    offset = end;
  }
}

/**
 * Posts a one-file multipart body over a real socket, writing it piece by piece and letting the
 * server read each piece before the next: a server sees the chunk boundaries a client makes only
 * this way (an injected request arrives in one piece). Writing stops once the server has answered.
 */
export async function postInChunks(
  origin: string,
  { path, token, fileName, content, chunkSize, pauseAt = [] }: ChunkedUpload,
): Promise<{ status: number; body: ApiBody }> {
  const { head, tail, headers } = multipartFrame(fileName);
  const req = request(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers, authorization: token, 'content-length': head.length + content.byteLength + tail.length },
  });
  let answered = false;
  const answer = new Promise<{ status: number; body: ApiBody }>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
      res.on('error', reject);
    });
    // A server that answers before it has read the whole body may close the socket under the writer.
    req.on('error', (error) => (answered ? undefined : reject(error)));
  });
  const write = (data: Uint8Array) => new Promise<void>((resolve) => req.write(data, () => setImmediate(resolve)));
  await write(head);
  for (const { piece, pauseAfter } of piecesOf(content, chunkSize, pauseAt)) {
    if (answered || req.destroyed) break;
    await write(piece);
    if (pauseAfter) await sleep(50);
  }
  if (!answered && !req.destroyed) req.end(tail);
  return answer;
}
