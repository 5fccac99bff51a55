import { PLACEHOLDER_PATTERN } from '@apex/shared/documents-templates';
import ExcelJS from 'exceljs';
import type { FilledTemplate } from './filled-template';

/**
 * Fills an .xlsx template: every cell whose text holds `{{…}}` placeholders gets them replaced, on
 * every sheet; formulas and styles are kept. Rich text is read as its plain text (a placeholder
 * split across two runs of formatting would otherwise be missed) and written as plain text.
 */
export async function fillXlsx(content: Uint8Array, values: ReadonlyMap<string, string>): Promise<FilledTemplate> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(content) as unknown as ExcelJS.Buffer);
  const unknown = new Set<string>();
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const text = cellText(cell.value);
        if (text === undefined || !text.includes('{{')) return;
        cell.value = text.replace(PLACEHOLDER_PATTERN, (whole, key: string) => {
          if (!values.has(key)) unknown.add(key);
          return values.get(key) ?? whole;
        });
      }),
    );
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), unknown: [...unknown] };
}

function cellText(value: ExcelJS.CellValue): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  return undefined;
}
