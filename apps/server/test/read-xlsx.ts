import ExcelJS from 'exceljs';
import type { TestApp } from './test-app';

/** Downloads a list export and reads its only sheet back with exceljs. */
export async function readExport(
  t: TestApp,
  url: string,
  token: string,
  language = 'en_US',
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: token, 'x-language': language, ...headers },
  });
  if (res.statusCode !== 200) throw new Error(`export ${url} answered ${res.statusCode}: ${res.body}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return book.worksheets[0]!;
}
