import { MAX_UPLOAD_BYTES } from '@apex/shared/files';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listeningOrigin, postInChunks } from '../../../test/chunked-upload';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';

// Over a real socket: the multipart parser sees the chunks the client wrote, which an injected
// request (one piece) never shows. A report template version and a site logo are the stored uploads.
const t = useTestApp();
let origin = '';
beforeAll(async () => {
  origin = await listeningOrigin(t.app);
});

const KiB = 1024;
const MiB = 1024 * KiB;
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const pngOf = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length)]);

const storedFiles = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from stored_files`))[0]!.n;

let made = 0;
async function createTemplate(): Promise<number> {
  made += 1;
  const res = await t.call({
    method: 'POST',
    url: '/api/sys/report-templates',
    token: t.admin,
    payload: { code: `limit_tpl_${made}`, nameEn: `Limit ${made}`, kind: 'MANIFEST' },
  });
  return res.body.data.id;
}
const templateOf = async (id: number) =>
  (await t.call({ method: 'GET', url: `/api/sys/report-templates/${id}`, token: t.admin })).body.data;

async function createSite(): Promise<{ id: number; version: number }> {
  made += 1;
  const res = await t.call({
    method: 'POST',
    url: '/api/sys/home/sites',
    token: t.admin,
    payload: { name: `Limit line ${made}`, link: 'https://line.example.com' },
  });
  return res.body.data;
}

// Chunks of the first four sizes end exactly at 2 MiB of the file, where the writer also pauses
// until the server has read them: the next chunk then starts past the limit. Chunks of 65,537 and
// one piece of the whole file cross the limit inside a chunk.
const CHUNKINGS = [1 * KiB, 16 * KiB, 64 * KiB, 1 * MiB, 65_537, 3 * MiB];
const pausesOf = (chunkSize: number) => (MAX_UPLOAD_BYTES % chunkSize === 0 ? [MAX_UPLOAD_BYTES] : []);

/** Sends a file as the administrator over the socket, in chunks of `chunkSize`. */
const send = (path: string, fileName: string, content: Buffer, chunkSize: number, pauseAt = pausesOf(chunkSize)) =>
  postInChunks(origin, { path, token: t.admin, fileName, content, chunkSize, pauseAt });
const versionsOf = (id: number) => `/api/sys/report-templates/${id}/versions`;

describe('uploads over the limit (spec §5: at most 2M), whatever the client’s chunking', () => {
  it.each(CHUNKINGS)(
    'answer 413 to a 3 MiB report template sent in chunks of %i bytes and store nothing',
    async (chunkSize) => {
      const id = await createTemplate();
      const before = await storedFiles();
      const res = await send(versionsOf(id), 'big.pdf', pdfOf(3 * MiB), chunkSize);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'file.tooLarge', message: 'File big.pdf is larger than 2 MB' });
      expect(await templateOf(id)).toMatchObject({ currentVersionNo: null, versions: [] });
      expect(await storedFiles()).toBe(before);
    },
  );

  it.each(CHUNKINGS)('answer 413 to a 3 MiB logo sent in chunks of %i bytes and store nothing', async (chunkSize) => {
    const site = await createSite();
    const before = await storedFiles();
    const res = await send(
      `/api/sys/home/sites/${site.id}/logo?version=${site.version}`,
      'logo.png',
      pngOf(3 * MiB),
      chunkSize,
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('file.tooLarge');
    const list = await t.call({ method: 'GET', url: '/api/sys/home/sites?pageSize=200', token: t.admin });
    expect(list.body.data.rows.find((row: { id: number }) => row.id === site.id)).toMatchObject({ logoKey: null });
    expect(await storedFiles()).toBe(before);
  });

  it('answers 413 to a file one byte over the limit, the last byte in a chunk of its own', async () => {
    const id = await createTemplate();
    const res = await send(versionsOf(id), 'big.pdf', pdfOf(MAX_UPLOAD_BYTES + 1), 64 * KiB, [MAX_UPLOAD_BYTES]);
    expect(res.status).toBe(413);
    expect((await templateOf(id)).versions).toEqual([]);
  });

  it.each([64 * KiB, 1 * MiB])(
    'stores a file of exactly 2 MiB sent in chunks of %i bytes, whole',
    async (chunkSize) => {
      const id = await createTemplate();
      const res = await send(versionsOf(id), 'exact.pdf', pdfOf(MAX_UPLOAD_BYTES), chunkSize, [MAX_UPLOAD_BYTES]);
      expect(res.status).toBe(200);
      expect(res.body.data.versions).toMatchObject([{ versionNo: 1, fileName: 'exact.pdf', size: MAX_UPLOAD_BYTES }]);
    },
  );
});
