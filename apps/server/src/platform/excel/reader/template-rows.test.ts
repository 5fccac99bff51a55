import { EXCEL_TEMPLATES } from '@apex/shared/files';
import { labelIn } from '@apex/shared/labels';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  cellBombWorkbook,
  EXCEL_MAX_ROWS,
  handBuiltXlsx,
  millionRowWorkbook,
  sharedCell,
  sharedString,
  sharedStringBombWorkbook,
} from '../../../../test/hand-built-xlsx';
import { MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES } from './read-limits';
import { type ReadProgress, readTemplateRows } from './template-rows';

const headers = (template: 'vessels' | 'carriers') =>
  EXCEL_TEMPLATES[template].columns.map((c) => labelIn('en_US', c.header));

async function workbookOf(fill: (sheet: ExcelJS.Worksheet) => void, date1904 = false): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.properties.date1904 = date1904;
  fill(workbook.addWorksheet('Sheet1'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads `content` as a template, keeping the progress it reported. */
async function read(content: Buffer, template: 'vessels' | 'carriers' = 'vessels') {
  const progress: ReadProgress[] = [];
  const outcome = await readTemplateRows(content, template, (p) => progress.push(p));
  return { outcome, last: progress.at(-1) };
}

describe('readTemplateRows: cells read as the text Excel shows', () => {
  it('joins rich text, takes a formula’s result and a link’s text, writes numbers in full and dates as YYYY-MM-DD', async () => {
    const file = await workbookOf((sheet) => {
      sheet.addRow(headers('vessels'));
      sheet.addRow([{ richText: [{ text: ' EVER ' }, { text: 'GREEN ', font: { bold: true } }] }, 9811000, 'pa']);
      sheet.addRow([{ formula: 'A2', result: 'FORMULA NAME' }, 1.2e-7, { error: '#N/A' }]);
      sheet.addRow([{ text: 'LINKED', hyperlink: 'https://example.com' }, new Date(Date.UTC(2026, 2, 1)), true]);
      const custom = sheet.addRow(['CUSTOM DATE', 46000, 1.2345678901234567e19]);
      custom.getCell(2).numFmt = 'yyyy"年"m"月"d"日"';
    });
    const { outcome } = await read(file);
    expect(outcome).toEqual({
      kind: 'rows',
      rows: [
        { row: 2, values: { vesselName: 'EVER GREEN', lloydNo: '9811000', flag: 'pa' } },
        { row: 3, values: { vesselName: 'FORMULA NAME', lloydNo: '0.00000012', flag: undefined } },
        { row: 4, values: { vesselName: 'LINKED', lloydNo: '2026-03-01', flag: 'true' } },
        { row: 5, values: { vesselName: 'CUSTOM DATE', lloydNo: '2025-12-09', flag: '12345678901234567000' } },
      ],
    });
  });

  it('reads dates of a workbook counting from 1904, and flags as spec §9 does (TRUE, true, 1, Excel’s TRUE)', async () => {
    const file = await workbookOf((sheet) => {
      sheet.addRow(headers('carriers'));
      for (const [scac, flag] of [
        ['A', true],
        ['B', 'TRUE'],
        ['C', 1],
        ['D', 'yes'],
        ['E', false],
      ] as const)
        sheet.addRow([scac, new Date(Date.UTC(2026, 0, 31)), '', flag]);
    }, true);
    const { outcome } = await read(file, 'carriers');
    if (outcome.kind !== 'rows') throw new Error(outcome.kind);
    expect(outcome.rows.map((r) => [r.values.scac, r.values.nameEn, r.values.blacklisted])).toEqual([
      ['A', '2026-01-31', true],
      ['B', '2026-01-31', true],
      ['C', '2026-01-31', true],
      ['D', '2026-01-31', false],
      ['E', '2026-01-31', false],
    ]);
  });

  it('reads rows and cells without addresses in order, inline strings, and skips blank rows and the example row', async () => {
    const file = await handBuiltXlsx({
      sharedStrings: headers('vessels').map(sharedString).concat('<si><r><t>MARU</t></r><rPh><t>まる</t></rPh></si>'),
      rows: [
        `<row>${sharedCell(1)}${sharedCell(2)}${sharedCell(0)}</row>`, // header in another order
        '<row><c t="inlineStr"><is><t>9811000</t></is></c><c t="inlineStr"><is><t>PA</t></is></c><c t="inlineStr"><is><t>EVER GIVEN</t></is></c></row>',
        '<row><c/><c t="s"/></row>', // blank
        `<row r="7"><c r="C7" t="s"><v>3</v></c><c r="A7"><v>9811001</v></c></row>`,
        '<x:row><x:c><x:v>9811002</x:v></x:c></x:row>',
      ],
    });
    expect((await read(file)).outcome).toEqual({
      kind: 'rows',
      rows: [
        { row: 7, values: { vesselName: 'MARU', lloydNo: '9811001', flag: undefined } },
        { row: 8, values: { vesselName: undefined, lloydNo: '9811002', flag: undefined } },
      ],
    });
  });
});

describe('readTemplateRows: what it refuses, and how soon', () => {
  it('stops at the row past the limit: a million rows in 640 KB are refused after reading the first few', async () => {
    const { outcome, last } = await read(await millionRowWorkbook(headers('vessels')));
    expect(outcome).toEqual({ kind: 'tooManyRows' });
    // 5,001 rows of about 75 bytes: well under a hundredth of the sheet's 78 MB.
    expect(last!.total).toBeGreaterThan(EXCEL_MAX_ROWS * 70);
    expect(last!.done).toBeLessThan(last!.total / 100);
    expect(MAX_IMPORT_ROWS).toBe(5000);
  });

  it('refuses a zip bomb in the sheet (64 million cells) once the cell limit is passed', async () => {
    const { outcome, last } = await read(await cellBombWorkbook(headers('vessels')));
    expect(outcome).toEqual({ kind: 'tooLarge' });
    expect(last!.done).toBeLessThan(last!.total / 10);
  });

  it('refuses a zip bomb in the shared strings (one string of 512 MiB) once the unpacked limit is passed', async () => {
    const { outcome, last } = await read(await sharedStringBombWorkbook(headers('vessels')));
    expect(outcome).toEqual({ kind: 'tooLarge' });
    // The sheet is never reached: shared strings are read first.
    expect(last).toBeUndefined();
    expect(MAX_UNPACKED_BYTES).toBeLessThan(512 * 1024 * 1024);
  });

  it('names every column of a sheet whose first row is not row 1, and the one missing from a header', async () => {
    const late = await handBuiltXlsx({ rows: ['<row r="2"><c t="inlineStr"><is><t>Vessel name</t></is></c></row>'] });
    expect((await read(late)).outcome).toEqual({ kind: 'missingColumns', keys: ['vesselName', 'lloydNo', 'flag'] });
    const file = await workbookOf((sheet) => {
      sheet.addRow(['vesselName', 'Flag (country code)']);
      sheet.addRow(['A', 'PA']);
    });
    expect((await read(file)).outcome).toEqual({ kind: 'missingColumns', keys: ['lloydNo'] });
  });

  it('answers unreadable for what is not a workbook: not a zip, a zip without a workbook, broken XML', async () => {
    expect((await read(Buffer.from('PK\u0003\u0004 not really'))).outcome).toEqual({ kind: 'unreadable' });
    const good = await workbookOf((sheet) => sheet.addRow(headers('vessels')));
    expect((await read(good.subarray(0, good.length - 30))).outcome).toEqual({ kind: 'unreadable' });
    const broken = await handBuiltXlsx({ rows: ['<row><c t="s"><v>0</v></row>'] });
    expect((await read(broken)).outcome).toEqual({ kind: 'unreadable' });
  });
});
