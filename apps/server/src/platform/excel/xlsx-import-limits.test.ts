import { beforeAll, describe, expect, it } from 'vitest';
import { listeningOrigin } from '../../../test/chunked-upload';
import { excelImports, headersOf, postWorkbook } from '../../../test/excel-import';
import { cellBombWorkbook, millionRowWorkbook, sharedStringBombWorkbook } from '../../../test/hand-built-xlsx';
import { useTestApp } from '../../../test/test-app';

// Workbooks no spreadsheet program writes, sent to the vessels' import as an operator could.
const t = useTestApp(['op01']);
const { countOf } = excelImports(t);
const headers = headersOf('vessels');
const files = {} as Record<'million' | 'cellBomb' | 'stringBomb', Buffer>;
beforeAll(async () => {
  files.million = await millionRowWorkbook(headers);
  files.cellBomb = await cellBombWorkbook(headers);
  files.stringBomb = await sharedStringBombWorkbook(headers);
}, 60_000);

const post = (content: Uint8Array, { language = 'en_US' } = {}) =>
  postWorkbook(t, 'sys/vessels', content, { authorization: t.tokens.op01, 'x-language': language });

describe('imports of workbooks too big to import (issue 14)', () => {
  it('refuses a workbook of Excel’s 1,048,576 rows in 640 KB as too many rows, importing nothing', async () => {
    expect(files.million.length).toBeLessThan(700 * 1024);
    const before = await countOf('vessels');
    const res = await post(files.million);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'import.tooManyRows',
      message: 'The file has more than 5000 rows; split it into several files',
    });
    expect(await countOf('vessels')).toBe(before);
  });

  it('refuses zip bombs, a sheet of 64 million cells and a shared string of 512 MiB, with 413 in the caller’s language', async () => {
    const cells = await post(files.cellBomb);
    expect(cells.statusCode).toBe(413);
    expect(cells.json()).toMatchObject({
      code: 'import.tooLarge',
      message:
        'File vessels.xlsx is too large to import once unpacked (over 48 MB or 1,000,000 cells); import at most 5000 rows at a time',
    });
    const strings = await post(files.stringBomb, { language: 'zh_CN' });
    expect(strings.statusCode).toBe(413);
    expect(strings.json().message).toBe(
      '文件 vessels.xlsx 解压后过大，无法导入（超过 48 MB 或 1,000,000 个单元格）；每次最多导入 5000 行',
    );
  });

  it('keeps answering other calls while three such files are read: no call waits a third as long as the imports', async () => {
    // The health calls come over a socket, as a load balancer's do (injected calls one after another
    // would never leave the event loop a turn to hear from the workers).
    const health = `${await listeningOrigin(t.app)}/api/health`;
    await fetch(health); // the first fetch of a process loads its HTTP client
    const imports = Promise.all([files.million, files.million, files.million].map((file) => post(file)));
    let settled = false;
    void imports.finally(() => {
      settled = true;
    });
    const started = performance.now();
    const waits: number[] = [];
    while (!settled) {
      const start = performance.now();
      expect((await fetch(health)).status).toBe(200);
      waits.push(performance.now() - start);
    }
    const elapsed = performance.now() - started;
    expect((await imports).map((res) => res.statusCode)).toEqual([400, 400, 400]);
    // Read on the event loop, one wait was most of the imports' time (bench/xlsx-import.ts: 22 s of
    // 23.5 s); read in a worker, at most a tenth of it here.
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...waits)).toBeLessThan(elapsed / 3);
  });
});

describe('the template of every importable entity still reads', () => {
  it('reads its own downloaded template as “no rows” (the example row is skipped)', async () => {
    for (const name of ['vessels', 'carriers'] as const) {
      const template = await t.app.inject({
        method: 'GET',
        url: `/api/File/DownloadExcelTemplate?templateName=${name}`,
        headers: { authorization: t.admin },
      });
      expect(template.statusCode).toBe(200);
      const res = await postWorkbook(t, `sys/${name}`, template.rawPayload, { authorization: t.admin });
      expect(res.json().code).toBe('import.noRows');
    }
  });
});
