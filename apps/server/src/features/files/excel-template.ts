import type { TLocale } from '@apex/shared';
import { EXCEL_TEMPLATES, type TExcelTemplateName } from '@apex/shared/files';
import { labelIn } from '@apex/shared/labels';
import ExcelJS from 'exceljs';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/xlsx-export';
import type { DownloadFile } from '../../platform/http/file-reply';

const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF808080' } };

/**
 * spec §7 File/DownloadExcelTemplate: an import template with its headers in the caller's language,
 * kept in view while scrolling, and one example row set apart in grey italics.
 */
export async function buildExcelTemplate(name: TExcelTemplateName, locale: TLocale): Promise<DownloadFile> {
  const template = EXCEL_TEMPLATES[name];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = template.columns.map((c) => ({ header: labelIn(locale, c.header), key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(template.columns.map((c) => [c.key, c.example]))).font = EXAMPLE_FONT;
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${name}-template.xlsx`, contentType: XLSX_CONTENT_TYPE, content };
}
