import type { TLocale } from '@apex/shared';
import { EXCEL_TEMPLATES, type TExcelTemplateName, type TImportRowError } from '@apex/shared/files';
import { labelIn } from '@apex/shared/labels';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/client';
import { multipartFile, xlsxOf } from './multipart';
import type { FileTestApp, TestApp } from './test-app';

export const headersOf = (name: TExcelTemplateName, locale: TLocale = 'en_US') =>
  EXCEL_TEMPLATES[name].columns.map((c) => labelIn(locale, c.header));

/** Posts a workbook as it is to `/api/{path}/import` with these headers; the raw answer (an NDJSON one is no envelope). */
export function postWorkbook(t: TestApp, path: string, content: Uint8Array, headers: Record<string, string>) {
  const { payload, headers: multipart } = multipartFile(`${path.split('/').pop()}.xlsx`, content);
  return t.app.inject({ method: 'POST', url: `/api/${path}/import`, payload, headers: { ...multipart, ...headers } });
}

/**
 * Imports of filled templates as one test file's tests post them: `importRows` sends rows as they
 * are (the first being the header), `importRecords` the template's header row and then each record
 * by column key, in the template's column order (a key not given is a blank cell).
 */
export function excelImports(t: FileTestApp<string>) {
  async function importRows(path: string, rows: unknown[][], { token = t.admin, language = 'en_US' } = {}) {
    const { payload, headers } = multipartFile('filled.xlsx', await xlsxOf(rows));
    return t.call({
      method: 'POST',
      url: `/api/${path}/import`,
      token,
      payload,
      headers: { ...headers, 'x-language': language },
    });
  }
  const importRecords = (
    path: string,
    template: TExcelTemplateName,
    records: Record<string, unknown>[],
    options?: { token?: string; language?: string },
  ) =>
    importRows(
      path,
      [headersOf(template), ...records.map((r) => EXCEL_TEMPLATES[template].columns.map((c) => r[c.key] ?? null))],
      options,
    );
  const countOf = async (table: string, where = 'true') =>
    (
      await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`))
    )[0]!.n;
  /** The errors of a refused import, after checking it was refused as a whole. */
  const rejectionOf = (res: Awaited<ReturnType<typeof importRows>>): TImportRowError[] => {
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('import.rejected');
    return res.body.data.errors;
  };
  /** `importRecords` of one entity's path and template. */
  const importerOf =
    (path: string, template: TExcelTemplateName) =>
    (records: Record<string, unknown>[], options?: { token?: string; language?: string }) =>
      importRecords(path, template, records, options);
  return { importRows, importerOf, countOf, rejectionOf };
}
