import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(
  fileName: string,
  content: Uint8Array,
  { field = 'file', type = 'application/octet-stream' } = {},
) {
  const boundary = `----apex${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An .xlsx workbook of one sheet with these rows (the first being the header). */
export async function xlsxOf(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
