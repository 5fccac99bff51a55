import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@apex/shared/files';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { queryRows } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { storeFile } from './storage';

const t = useTestApp(['op01']);

/** A stored file as an upload leaves it, of no record yet (test data factory). */
const storeTestFile = (over: Partial<Parameters<typeof storeFile>[1]> = {}) =>
  storeFile(t.database.db, {
    fileName: 'booking.pdf',
    contentType: 'application/pdf',
    content: new TextEncoder().encode('%PDF-1.7 booking confirmation'),
    createdBy: 'op01',
    ...over,
  });

/** A stored file that every signed-in user may read: a ship-company entry's logo. */
async function createTestFile(over: Partial<Parameters<typeof storeFile>[1]> = {}) {
  const key = await storeTestFile(over);
  await t.database.db.execute(
    sql`insert into ship_company_websites (name, link, logo_key) values ('Test line', 'https://line.example', ${key})`,
  );
  return key;
}

const download = (query: Record<string, string>, headers: Record<string, string> = { authorization: t.tokens.op01 }) =>
  t.app.inject({ method: 'GET', url: '/api/File/Download', query, headers });

describe('File/Download', () => {
  it('answers the stored bytes as an attachment with the stored type', async () => {
    const content = new Uint8Array([0, 1, 2, 250, 251, 252, 255]);
    const key = await createTestFile({ content, contentType: 'application/octet-stream', fileName: 'raw.bin' });
    const res = await download({ filePath: key });
    expect(res.statusCode).toBe(200);
    expect(new Uint8Array(res.rawPayload)).toEqual(content);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="raw.bin"; filename*=UTF-8''raw.bin`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a Chinese file name through RFC 5987 filename*, and takes the name asked for', async () => {
    const key = await createTestFile({ fileName: '提单 (副本).pdf' });
    const stored = await download({ filePath: key });
    expect(stored.headers['content-type']).toBe('application/pdf');
    expect(stored.headers['content-disposition']).toBe(
      `attachment; filename="__ (__).pdf"; filename*=UTF-8''%E6%8F%90%E5%8D%95%20%28%E5%89%AF%E6%9C%AC%29.pdf`,
    );
    const renamed = await download({ filePath: key, fileName: '到货通知.pdf' });
    expect(renamed.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('到货通知.pdf')}`);
  });

  it('answers 404 in the envelope for an unknown key, and a path is only ever a key', async () => {
    for (const filePath of ['0123456789abcdef0123456789abcdef', '../../etc/passwd', '/etc/passwd']) {
      const res = await download({ filePath });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'file.notFound', data: null });
    }
    const zh = await download({ filePath: 'missing' }, { authorization: t.tokens.op01, 'x-language': 'zh_CN' });
    expect(zh.json().message).toBe('文件 missing 不存在');
  });

  it('names a missing filePath', async () => {
    const res = await download({});
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues.map((i: { field: string }) => i.field)).toEqual(['query.filePath']);
  });

  it('needs a signed-in user', async () => {
    const key = await createTestFile();
    expect((await download({ filePath: key }, {})).statusCode).toBe(401);
  });

  it('serves a file only to those with a right to its record: a report template’s to its readers (issue 18)', async () => {
    const [version] = await queryRows<{ file_key: string }>(
      t.database.db,
      sql`select file_key from report_template_versions order by id limit 1`,
    );
    const refused = await download({ filePath: version!.file_key });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
    expect((await download({ filePath: version!.file_key }, { authorization: t.admin })).statusCode).toBe(200);
  });

  it('serves a file no record holds to nobody, as if it did not exist (issue 18)', async () => {
    const key = await storeTestFile();
    for (const authorization of [t.tokens.op01, t.admin]) {
      const res = await download({ filePath: key }, { authorization });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'file.notFound' });
    }
  });
});

describe('storeFile', () => {
  it('names each file by a fresh random key and records its size and hash', async () => {
    const content = new TextEncoder().encode('container list');
    const [a, b] = [await createTestFile({ content }), await createTestFile({ content })];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    const rows = await queryRows<{ size: number; sha256: string; created_by: string }>(
      t.database.db,
      sql`select size, sha256, created_by from stored_files where storage_key = ${a}`,
    );
    const sha256 = createHash('sha256').update(content).digest('hex');
    expect(rows).toEqual([{ size: content.byteLength, sha256, created_by: 'op01' }]);
  });

  it('keeps only the last part of a name sent with its folder, and only a plain media type', async () => {
    const key = await createTestFile({ fileName: 'C:\\fakepath\\invoice\u0007.pdf', contentType: 'text/html\r\nx: y' });
    const res = await download({ filePath: key });
    expect(res.headers['content-disposition']).toContain('filename="invoice.pdf"');
    expect(res.headers['content-type']).toBe('application/octet-stream');
  });

  it('takes a file of exactly 2 × 1024 × 1024 bytes and refuses one byte more (spec §5)', async () => {
    const key = await createTestFile({ content: new Uint8Array(MAX_UPLOAD_BYTES).fill(7) });
    expect((await download({ filePath: key })).rawPayload).toHaveLength(MAX_UPLOAD_BYTES);
    const tooLarge = storeTestFile({ fileName: 'big.pdf', content: new Uint8Array(MAX_UPLOAD_BYTES + 1) });
    await expect(tooLarge).rejects.toBeInstanceOf(AppError);
    await expect(tooLarge).rejects.toMatchObject({ statusCode: 413, messageCode: 'file.tooLarge' });
  });
});
