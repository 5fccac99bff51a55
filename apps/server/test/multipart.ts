import { randomBytes } from 'node:crypto';

/** The parts of a multipart/form-data body with one file, as a browser's FormData sends it: the file goes between `head` and `tail`. */
export function multipartFrame(fileName: string, { field = 'file', type = 'application/octet-stream' } = {}) {
  const boundary = `----apex${randomBytes(8).toString('hex')}`;
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(fileName: string, content: Uint8Array, options: { field?: string; type?: string } = {}) {
  const { head, tail, headers } = multipartFrame(fileName, options);
  return { payload: Buffer.concat([head, content, tail]), headers };
}

/** An .xlsx workbook of one sheet with these rows (the first being the header). */
export async function xlsxOf(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
