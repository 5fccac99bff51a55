import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { FileTestApp } from './test-app';

/** Downloads an export as `token` in `language` and reads its first sheet; `values(n)` is row n's cells. */
export async function exportedSheet(t: FileTestApp<string>, url: string, language: string, token = t.admin) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token, 'x-language': language } });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  return { sheet, values: (n: number) => (sheet.getRow(n).values as unknown[]).slice(1) };
}
