import { PassThrough } from 'node:stream';
import type { TLabelKey, TLocale } from '@apex/shared';
import { wallClock } from '@apex/shared/format';
import { labelIn } from '@apex/shared/labels';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client';
import type { PageQuery } from '../db/paging';
import type { DownloadFile } from '../http/file-reply';
import type { FileReader } from '../http/locale';
import type { ServiceContext } from '../service-context';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of an exported list: its header (a key of the label catalogue), width, and what a row shows in it. */
export interface ExportColumn<T> {
  header: TLabelKey;
  width: number;
  value: (row: T, locale: TLocale) => string | number | boolean | Date | null;
  /** A calendar day (`YYYY-MM-DD`), written as a date cell; a Date value is a time (see xlsxExport). */
  day?: boolean;
}

/** spec §9's `YYYY-MM-DD HH:mm:ss` in Excel's tokens, and its day part. */
const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const DAY_FORMAT = 'yyyy-mm-dd';

/**
 * A row's cell: times (Date values) as the wall clock of the user's zone, days at their midnight,
 * both real date cells in spec §9's format, so that Excel sorts and filters them as dates.
 */
function cellOf<T>(column: ExportColumn<T>, row: T, locale: TLocale, timeZone: string) {
  const value = column.value(row, locale);
  if (value instanceof Date) return { value: wallClock(value, timeZone), numFmt: TIME_FORMAT };
  if (column.day && typeof value === 'string' && value)
    return { value: new Date(`${value}T00:00:00Z`), numFmt: DAY_FORMAT };
  return { value };
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
  /** The user's IANA zone, whose wall clock the times show (UTC when the browser did not say). */
  timeZone?: string;
}): DownloadFile {
  const { columns, locale, timeZone = 'UTC' } = options;
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const write = async () => {
    const sheet = workbook.addWorksheet(options.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({ header: labelIn(locale, c.header), key: String(i), width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for await (const page of options.rows)
      for (const row of page) {
        const cells = columns.map((c) => cellOf(c, row, locale, timeZone));
        const added = sheet.addRow(cells.map((c) => c.value));
        cells.forEach(({ numFmt }, i) => {
          if (numFmt) added.getCell(i + 1).numFmt = numFmt;
        });
        added.commit();
      }
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
    { locale, timeZone }: FileReader,
  ): DownloadFile =>
    xlsxExport({
      fileName: def.fileName,
      sheet: def.sheet,
      columns: def.columns,
      // The list's filters and sort, and each page in turn: what findPage takes (P).
      rows: pagesOf((page, pageSize) => def.findPage(db, { ...query, page, pageSize, withoutTotal: true } as P)),
      locale,
      timeZone,
    });
}
