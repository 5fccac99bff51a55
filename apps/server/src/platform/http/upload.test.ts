import { MAX_UPLOAD_BYTES } from '@apex/shared/files';
import { describe, expect, it } from 'vitest';
import { multipartFile, xlsxOf } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';

// The vessels' import is the upload route these tests go through; every upload route reads its file alike.
const t = useTestApp(['op01', 'fin01']);

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function send(
  fileName: string,
  content: Uint8Array,
  options: { token?: string; language?: string; field?: string } = {},
) {
  const { payload, headers } = multipartFile(fileName, content, { field: options.field ?? 'file' });
  return t.call({
    method: 'POST',
    url: '/api/sys/vessels/import',
    token: options.token ?? t.tokens.op01,
    payload,
    headers: { ...headers, 'x-language': options.language ?? 'en_US' },
  });
}

describe('uploads (spec §5: at most 2M, limited extensions, checked by content)', () => {
  it('refuses a file one byte over 2 MB with 413, and lets exactly 2 MB through to the content check', async () => {
    const tooLarge = await send('big.xlsx', new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'file.tooLarge', message: 'File big.xlsx is larger than 2 MB' });
    const exactly = await send('big.xlsx', new Uint8Array(MAX_UPLOAD_BYTES));
    expect(exactly.status).toBe(400);
    expect(exactly.body.code).toBe('file.contentMismatch');
  });

  it('refuses an extension the route does not take, naming the allowed ones, in the caller’s language', async () => {
    const csv = await send('vessels.csv', new TextEncoder().encode('vesselName,lloydNo\n'));
    expect(csv.status).toBe(400);
    expect(csv.body).toMatchObject({
      code: 'file.typeNotAllowed',
      message: 'File vessels.csv cannot be uploaded here: only .xlsx files are allowed',
    });
    const zh = await send('vessels.pdf', PDF, { language: 'zh_CN' });
    expect(zh.body.message).toBe('文件 vessels.pdf 不能在此上传：只允许 .xlsx 文件');
  });

  it('refuses content that is not what the extension says: a PDF, a PNG or text renamed .xlsx', async () => {
    for (const content of [PDF, PNG, new TextEncoder().encode('<script>alert(1)</script>')]) {
      const res = await send('vessels.xlsx', content);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'file.contentMismatch',
        message: 'File vessels.xlsx is not a real XLSX file: its content does not match its extension',
      });
    }
  });

  it('takes the extension in any case, and refuses an empty file and a body without a file field', async () => {
    const upper = await send('VESSELS.XLSX', await xlsxOf([['Vessel name', 'Lloyd no (IMO)', 'Flag (country code)']]));
    expect(upper.body.code).toBe('import.noRows');
    expect((await send('empty.xlsx', new Uint8Array())).body.code).toBe('file.empty');
    const otherField = await send('vessels.xlsx', PDF, { field: 'attachment' });
    expect(otherField.status).toBe(400);
    expect(otherField.body.code).toBe('file.missing');
  });

  it('answers 415 to a JSON body on an upload route', async () => {
    const res = await t.call({ method: 'POST', url: '/api/sys/vessels/import', token: t.tokens.op01, payload: {} });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('http.unsupportedMediaType');
  });

  it('checks the permission before it reads the file', async () => {
    const res = await send('vessels.xlsx', new Uint8Array(MAX_UPLOAD_BYTES + 1), { token: t.tokens.fin01 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('no permission to use the function');
    expect((await send('vessels.xlsx', PDF, { token: '' })).status).toBe(401);
  });
});
