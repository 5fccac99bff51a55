import { MAX_UPLOAD_BYTES } from '@apex/shared/files';
import { describe, expect, it } from 'vitest';
import { signInWithPermissions } from '../../../test/admin-factories';
import { auditActionsOf, refusalsOf } from '../../../test/db-state';
import { JOB_PATHS, jobInput } from '../../../test/job-factories';
import { multipartFile, xlsxOf } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { queryRows, sql } from '../../db/client';

const t = useTestApp(['op01', 'sales01', 'hk.ops']);
const refused = refusalsOf(t, ['job_edocs', 'stored_files']);
const OE = JOB_PATHS.OE;

/** Bytes that read as a PDF (its magic bytes), `size` long. */
const pdfOf = (size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
/** A Windows executable's first bytes ("MZ"), whatever it is named. */
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, ...new Array(120).fill(0)]);
/** An old Office file: an OLE compound file's signature. */
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);

async function createTestJob(token = t.admin) {
  const res = await t.call({ method: 'POST', url: OE, token, payload: await jobInput(t) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; jobNo: string; version: number };
}

const upload = (
  jobId: number,
  fileName: string,
  content: Uint8Array,
  { type = 'PACKING_LIST', note = '', token = t.tokens.op01 } = {},
) =>
  t.call({
    method: 'POST',
    url: `${OE}/${jobId}/edocs`,
    query: { type, note },
    token,
    ...multipartFile(fileName, content),
  });

const list = (jobId: number, token = t.tokens.op01) => t.call({ method: 'GET', url: `${OE}/${jobId}/edocs`, token });

async function fileKeyOf(edocId: number) {
  const [row] = await queryRows<{ file_key: string }>(
    t.database.db,
    sql`select file_key from job_edocs where id = ${edocId}`,
  );
  return row!.file_key;
}

const fileDownload = (filePath: string, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/File/Download', query: { filePath }, headers: { authorization: token } });

describe('eDocs of a job', () => {
  it('attaches a file with its type and note, listed with size, extension, creator and date, and logged', async () => {
    const job = await createTestJob();
    const res = await upload(job.id, 'Packing List 0412.PDF', pdfOf(300), { note: 'first lot' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      jobId: job.id,
      type: 'PACKING_LIST',
      note: 'first lot',
      fileName: 'Packing List 0412.PDF',
      extension: 'pdf',
      size: 300,
      contentType: 'application/pdf',
      createdBy: 'op01',
    });
    expect(Date.now() - Date.parse(res.body.data.createdAt)).toBeLessThan(60_000);
    const xls = await upload(job.id, 'rates.xls', OLE, { type: 'OTHER' });
    expect(xls.status, JSON.stringify(xls.body)).toBe(200);
    expect(xls.body.data).toMatchObject({ extension: 'xls', contentType: 'application/vnd.ms-excel' });
    const sheet = await upload(job.id, 'commercial invoice.xlsx', await xlsxOf([['Item', 'Amount']]), {
      type: 'COMMERCIAL_INVOICE',
    });
    expect(sheet.status).toBe(200);
    const listed = (await list(job.id)).body.data as { id: number; type: string }[];
    expect(listed.map((e) => e.type)).toEqual(['COMMERCIAL_INVOICE', 'OTHER', 'PACKING_LIST']);
    expect(await auditActionsOf(t, 'job', job.id)).toEqual([
      'job.created',
      'edoc.uploaded',
      'edoc.uploaded',
      'edoc.uploaded',
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `${OE}/${job.id}/edocs/${res.body.data.id}/file`,
      headers: { authorization: t.tokens.sales01 },
    });
    expect(file.statusCode).toBe(200);
    expect(new Uint8Array(file.rawPayload)).toEqual(pdfOf(300));
    expect(file.headers['content-disposition']).toContain('filename="Packing List 0412.PDF"');
  });

  it('takes exactly 2,097,152 bytes and refuses one byte more, writing nothing (spec §5)', async () => {
    const job = await createTestJob();
    const fits = await upload(job.id, 'scan.pdf', pdfOf(MAX_UPLOAD_BYTES));
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(fits.body.data.size).toBe(2_097_152);
    const body = await refused(() => upload(job.id, 'scan.pdf', pdfOf(MAX_UPLOAD_BYTES + 1)), 413);
    expect(body).toMatchObject({ code: 'file.tooLarge', message: 'File scan.pdf is larger than 2 MB' });
  });

  it('refuses a disguised or unlisted file by its content and extension', async () => {
    const job = await createTestJob();
    const disguised = await refused(() => upload(job.id, 'invoice.pdf', EXE), 400);
    expect(disguised).toMatchObject({
      code: 'file.contentMismatch',
      message: 'File invoice.pdf is not a real PDF file: its content does not match its extension',
    });
    expect((await refused(() => upload(job.id, 'photo.jpg', pdfOf()), 400)).code).toBe('file.contentMismatch');
    expect((await refused(() => upload(job.id, 'tool.exe', EXE), 400)).code).toBe('file.typeNotAllowed');
    const text = await refused(() => upload(job.id, 'notes.txt', new TextEncoder().encode('hello')), 400);
    expect(text.message).toContain('.pdf, .jpg, .jpeg, .png, .gif, .webp, .xlsx, .xls, .docx, .doc');
    expect((await refused(() => upload(job.id, 'x.pdf', pdfOf(), { type: 'SELFIE' }), 400)).code).toBe(
      'validation.invalid',
    );
  });

  it('keeps only the base name of a file name sent with a path', async () => {
    const job = await createTestJob();
    for (const name of ['..\\..\\windows\\system32\\POD.pdf', '../../etc/POD.pdf', 'C:\\fakepath\\POD.pdf']) {
      const res = await upload(job.id, name, pdfOf(), { type: 'POD' });
      expect(res.body.data.fileName).toBe('POD.pdf');
    }
  });

  it('deletes an eDoc and its file with /edoc/delete, logged; without it 403', async () => {
    const job = await createTestJob();
    const edoc = (await upload(job.id, 'photo.pdf', pdfOf(), { type: 'PHOTO' })).body.data;
    const key = await fileKeyOf(edoc.id);
    const url = `${OE}/${job.id}/edocs/${edoc.id}`;
    // Sales views and reads attachments, but deletes none (the permission's default roles).
    await refused(() => t.call({ method: 'DELETE', url, token: t.tokens.sales01 }), 403);
    const res = await t.call({ method: 'DELETE', url, token: t.tokens.op01 });
    expect(res.status).toBe(200);
    expect((await list(job.id)).body.data).toEqual([]);
    expect((await fileDownload(key, t.admin)).statusCode).toBe(404);
    expect(await auditActionsOf(t, 'job', job.id)).toEqual(['job.created', 'edoc.uploaded', 'edoc.deleted']);
    expect((await t.call({ method: 'DELETE', url, token: t.tokens.op01 })).status).toBe(404);
  });

  it('takes a deleted job’s eDocs and files with it', async () => {
    const job = await createTestJob();
    const edoc = (await upload(job.id, 'bl.pdf', pdfOf(), { type: 'BL_COPY' })).body.data;
    const key = await fileKeyOf(edoc.id);
    const res = await t.call({ method: 'DELETE', url: `${OE}/${job.id}`, query: { version: '1' }, token: t.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const left = await queryRows(t.database.db, sql`select 1 from stored_files where storage_key = ${key}`);
    expect(left).toEqual([]);
  });
});

describe('access to eDocs and their files', () => {
  it('answers 404 to another office, by every route and by File/Download', async () => {
    const job = await createTestJob();
    const edoc = (await upload(job.id, 'packing.pdf', pdfOf())).body.data;
    const hk = t.tokens['hk.ops'];
    expect((await list(job.id, hk)).status).toBe(404);
    expect((await refused(() => upload(job.id, 'packing.pdf', pdfOf(), { token: hk }), 404)).code).toBe(
      'record.notFound',
    );
    const file = await t.call({ method: 'GET', url: `${OE}/${job.id}/edocs/${edoc.id}/file`, token: hk });
    expect(file.status).toBe(404);
    await refused(() => t.call({ method: 'DELETE', url: `${OE}/${job.id}/edocs/${edoc.id}`, token: hk }), 404);
    const byKey = await fileDownload(await fileKeyOf(edoc.id), hk);
    expect(byKey.statusCode).toBe(404);
    expect(byKey.json()).toMatchObject({ code: 'file.notFound' });
    expect((await fileDownload(await fileKeyOf(edoc.id), t.tokens.op01)).statusCode).toBe(200);
  });

  it('answers 403 to a user of the office without /edoc/list, by the routes and by File/Download', async () => {
    const job = await createTestJob();
    const edoc = (await upload(job.id, 'packing.pdf', pdfOf())).body.data;
    const { token } = await signInWithPermissions(t, ['/oceanExport/list', '/oceanExport/edit']);
    expect((await list(job.id, token)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `${OE}/${job.id}/edocs/${edoc.id}/file`, token })).status).toBe(403);
    const byKey = await fileDownload(await fileKeyOf(edoc.id), token);
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json()).toMatchObject({ code: 'auth.forbidden' });
    // The eDoc permission alone does not open another job type's files either.
    const edocOnly = await signInWithPermissions(t, ['/edoc/list']);
    expect((await fileDownload(await fileKeyOf(edoc.id), edocOnly.token)).statusCode).toBe(403);
  });
});
