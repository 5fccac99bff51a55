import { EXCEL_TEMPLATES } from '@apex/shared/files';
import { labelIn } from '@apex/shared/labels';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/xlsx-export';

const t = useTestApp(['op01']);

const downloadTemplate = (templateName: string, language = 'en_US', token = t.tokens.op01) =>
  t.app.inject({
    method: 'GET',
    url: '/api/File/DownloadExcelTemplate',
    query: { templateName },
    headers: { 'x-language': language, ...(token ? { authorization: token } : {}) },
  });

async function readSheet(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('File/DownloadExcelTemplate', () => {
  it('answers an .xlsx whose bold, frozen header row is in English, with a grey italic example row', async () => {
    const res = await downloadTemplate('offices');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toContain('attachment; filename="offices-template.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    const template = EXCEL_TEMPLATES.offices;
    expect(sheet.name).toBe('Offices');
    expect(rowValues(sheet, 1)).toEqual(template.columns.map((c) => labelIn('en_US', c.header)));
    expect(rowValues(sheet, 2)).toEqual(template.columns.map((c) => c.example));
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true });
    expect(sheet.getCell('B2').font).toMatchObject({ italic: true, color: { argb: 'FF808080' } });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual(template.columns.map((c) => c.width));
  });

  it('writes the headers in Chinese for a zh_CN caller', async () => {
    const sheet = await readSheet((await downloadTemplate('users', 'zh_CN')).rawPayload);
    expect(sheet.name).toBe('Users');
    expect(rowValues(sheet, 1)).toEqual(EXCEL_TEMPLATES.users.columns.map((c) => labelIn('zh_CN', c.header)));
    expect(rowValues(sheet, 1)[0]).toBe('账号');
  });

  it('refuses an unknown template, naming templateName', async () => {
    const res = await downloadTemplate('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation.invalid' });
    expect(res.json().data.issues).toEqual([{ field: 'query.templateName', message: 'No Excel template named nope' }]);
    const zh = await downloadTemplate('toString', 'zh_CN');
    expect(zh.json().data.issues[0].message).toBe('没有名为 toString 的 Excel 模板');
  });

  it('needs a signed-in user', async () => {
    expect((await downloadTemplate('offices', 'en_US', '')).statusCode).toBe(401);
  });
});
