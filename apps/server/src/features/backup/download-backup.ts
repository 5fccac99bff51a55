import { createWriteStream } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

interface BackupSource {
  /** The server's origin, e.g. http://127.0.0.1:8080. */
  url: string;
  username: string;
  password: string;
}

interface Answer {
  message: string;
  data: unknown;
}

/** Flushes a file, or a directory's entries, to the disk. */
async function flush(file: string) {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Signs in to a running server, downloads the backup of its embedded database into `file` and signs
 * out. The file appears only once complete and on the disk: a backup cut short (a server stopped,
 * a full disk) leaves no file that looks like a backup.
 */
export async function downloadBackup(source: BackupSource, file: string): Promise<void> {
  const api = `${source.url.replace(/\/$/, '')}/api`;
  const signIn = await fetch(`${api}/auth/WHSSOLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: source.username, password: source.password }),
  });
  const session = (await signIn.json()) as Answer;
  if (signIn.status !== 200) throw new Error(`sign-in as ${source.username} failed: ${session.message}`);
  const token = String(session.data);
  try {
    const res = await fetch(`${api}/system/backup`, { headers: { authorization: token } });
    if (res.status !== 200 || !res.body) throw new Error(`backup refused: ${((await res.json()) as Answer).message}`);
    const partial = `${file}.partial`;
    await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(partial));
    await flush(partial);
    await rename(partial, file);
    await flush(path.dirname(file));
  } finally {
    await fetch(`${api}/auth/logout`, { headers: { authorization: token } });
  }
}
