import { request } from 'node:http';
import { IMPORT_PROGRESS_TYPE, MAX_UPLOAD_BYTES, ZImportProgress } from '@apex/shared/files';
import { imoCheckDigit } from '@apex/shared/master';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listeningOrigin } from '../../../test/chunked-upload';
import { excelImports, headersOf, postWorkbook } from '../../../test/excel-import';
import { millionRowWorkbook } from '../../../test/hand-built-xlsx';
import { multipartFile, xlsxOf } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';

// The vessels' import asked for its progress (docs/decisions.md, "Long imports show their progress").
const t = useTestApp(['op01']);
const { countOf } = excelImports(t);
const headers = headersOf('vessels');
let million: Buffer;
beforeAll(async () => {
  million = await millionRowWorkbook(headers);
}, 60_000);

const post = (content: Uint8Array, language = 'en_US') =>
  postWorkbook(t, 'sys/vessels', content, {
    authorization: t.tokens.op01,
    accept: IMPORT_PROGRESS_TYPE,
    'x-language': language,
  });

/** An NDJSON answer's lines: the progress ones, then the envelope. */
function ndjsonOf(body: string) {
  const lines = body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  return { progress: lines.slice(0, -1).map((line) => ZImportProgress.parse(line.progress)), envelope: lines.at(-1) };
}

let made = 0;
/** Filled vessel rows nobody else uses, with valid IMO numbers above the demo fleet (930000–970963). */
function vesselRows(count: number): string[][] {
  return Array.from({ length: count }, () => {
    made += 1;
    const firstSix = String(990_000 + made);
    return [`PROGRESS VESSEL ${made}`, `${firstSix}${imoCheckDigit(firstSix)}`, 'PA'];
  });
}

describe('progress of an import (Accept: application/x-ndjson)', () => {
  it('answers progress lines, reading then importing, and the envelope as the last line', async () => {
    const rows = vesselRows(40);
    const before = await countOf('vessels');
    const res = await post(await xlsxOf([headers, ...rows]));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const { progress, envelope } = ndjsonOf(res.body);
    expect(progress[0]!.phase).toBe('reading');
    expect(progress.find((p) => p.phase === 'importing')).toMatchObject({ total: 40 });
    expect(progress.every((p) => p.done <= p.total)).toBe(true);
    expect(envelope).toEqual({
      statusCode: 200,
      message: '40 row(s) imported',
      data: { imported: 40 },
      code: 'import.imported',
    });
    expect(await countOf('vessels')).toBe(before + 40);
  });

  it('ends with the refusal’s envelope once lines have begun, and refuses the upload itself before any line', async () => {
    const tooMany = await post(million, 'zh_HK');
    expect(tooMany.statusCode).toBe(200);
    const { progress, envelope } = ndjsonOf(tooMany.body);
    expect(progress[0]!.phase).toBe('reading');
    expect(envelope).toMatchObject({
      statusCode: 400,
      code: 'import.tooManyRows',
      message: '檔案超過 5000 行，請拆分為多個檔案',
      data: null,
    });
    expect(envelope.requestId).toBe(tooMany.headers['x-request-id']);
    const rejected = ndjsonOf((await post(await xlsxOf([headers, ['', '1234568', 'PA']]))).body);
    expect(rejected.envelope).toMatchObject({
      statusCode: 400,
      code: 'import.rejected',
      data: { errors: [{ row: 2 }, { row: 2 }] },
    });
    const tooLarge = await post(new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('file.tooLarge');
  });

  it('sends each line as it is written, and answers other calls while the rows are saved', async () => {
    const origin = await listeningOrigin(t.app);
    const { payload, headers: multipart } = multipartFile('vessels.xlsx', await xlsxOf([headers, ...vesselRows(400)]));
    const events: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = request(`${origin}/api/sys/vessels/import`, {
        method: 'POST',
        // gzip accepted, as browsers do: the lines must not wait in a compressor.
        headers: {
          ...multipart,
          authorization: t.tokens.op01,
          accept: IMPORT_PROGRESS_TYPE,
          'accept-encoding': 'gzip',
        },
      });
      req.on('response', (res) => {
        expect(res.headers['content-encoding']).toBeUndefined();
        res.on('data', (chunk: Buffer) => {
          const text = chunk.toString();
          if (text.includes('statusCode')) events.push('import answered');
          else if (text.includes('"importing"') && !events.includes('saving')) {
            events.push('saving');
            // A call that needs no database, made once the rows are being saved.
            void fetch(`${origin}/api/sys/public-config`).then(() => events.push('other call answered'));
          }
        });
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(payload);
    });
    await vi.waitFor(() => expect(events).toContain('other call answered'));
    expect(events).toEqual(['saving', 'other call answered', 'import answered']);
  });
});
