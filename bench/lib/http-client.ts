import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * GETs over one kept-alive connection, gzip accepted as a browser does, answering the parsed JSON.
 * node:http rather than fetch: the bench measures what the API costs, and Node's fetch added
 * 0.7–1.5 ms of its own to every call on the bench machine, more than the server's whole floor.
 */
export function jsonGetter(base: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return (path: string) =>
    new Promise<unknown>((resolve, reject) => {
      const req = request(`${base}${path}`, { agent, headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
          if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}: ${text}`));
          else resolve(JSON.parse(text));
        });
      });
      req.on('error', reject);
      req.end();
    });
}
