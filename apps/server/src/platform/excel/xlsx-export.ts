import { PassThrough } from 'node:stream';
import type { TLabelKey, TLocale } from '@apex/shared';
import { labelIn } from '@apex/shared/labels';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client';
import type { PageQuery } from '../db/paging';
import type { DownloadFile } from '../http/file-reply';
import type { ServiceContext } from '../service-context';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of an exported list: its header (a key of the label catalogue), width, and what a row shows in it. */
export interface ExportColumn<T> {
  header: TLabelKey;
  width: number;
  value: (row: T, locale: TLocale) => string | number | boolean | Date | null;
}

/** Rows a list query answers page by page, until a short page says it is done. */
export async function* pagesOf<T>(
  fetchPage: (page: number, pageSize: number) => PromiseLike<{ rows: T[] }>,
  pageSize = 500,
): AsyncGenerator<T[]> {
  for (let page = 1; ; page++) {
    const { rows } = await fetchPage(page, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * A list as an .xlsx workbook, written while it is sent: rows are read a page at a time and each
 * row is committed to the stream, so a list of 100k rows never sits in memory whole.
 */
export function xlsxExport<T>(options: {
  fileName: string;
  sheet: string;
  columns: readonly ExportColumn<T>[];
  rows: AsyncIterable<T[]>;
  locale: TLocale;
}): DownloadFile {
  const { columns, locale } = options;
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const write = async () => {
    const sheet = workbook.addWorksheet(options.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({ header: labelIn(locale, c.header), key: String(i), width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for await (const page of options.rows)
      for (const row of page) sheet.addRow(columns.map((c) => c.value(row, locale))).commit();
    sheet.commit();
    await workbook.commit();
  };
  // A failure half-way ends the download as broken rather than as a file missing its rows.
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: options.fileName, contentType: XLSX_CONTENT_TYPE, content: stream };
}

/**
 * A list's export (recordRoutes' `export`): the list's own page query, read page by page without
 * its total, written as `columns`. The query is the list's filters and sort, without its paging.
 */
export function listExport<T, P extends PageQuery<string>>(def: {
  fileName: string;
  sheet: string;
  columns: readonly ExportColumn<T>[];
  findPage: (db: DbOrTx, q: P) => PromiseLike<{ rows: T[] }>;
}) {
  return (
    { db }: ServiceContext,
    query: Omit<P, 'page' | 'pageSize' | 'withoutTotal'>,
    locale: TLocale,
  ): DownloadFile =>
    xlsxExport({
      fileName: def.fileName,
      sheet: def.sheet,
      columns: def.columns,
      // The list's filters and sort, and each page in turn: what findPage takes (P).
      rows: pagesOf((page, pageSize) => def.findPage(db, { ...query, page, pageSize, withoutTotal: true } as P)),
      locale,
    });
}
