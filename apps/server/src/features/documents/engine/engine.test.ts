import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../../../test/pdf-text';
import { keyValueGrid, partyBoxes, titleBlock } from './blocks';
import { renderPdf } from './render-pdf';
import { table } from './table';

describe('the document engine', () => {
  it('prints Simplified, Traditional and Latin text that a reader extracts as written', async () => {
    const pdf = renderPdf(
      (doc) =>
        doc.section({ watermark: 'DRAFT', footer: 'OE2611000123' }, () => {
          titleBlock(doc, {
            issuer: 'Apex Logistics',
            title: 'BILL OF LADING',
            refs: [{ label: 'No.', value: 'HBL-001' }],
          });
          partyBoxes(doc, [
            { label: 'Shipper', value: '上海进出口贸易有限公司\n浦东新区 张江路 88 号' },
            { label: 'Consignee', value: '香港貿易有限公司 灣仔 軒尼詩道' },
          ]);
          keyValueGrid(doc, [{ label: 'Marks', value: 'Ｎｏ．１２３，（全角）' }]);
        }),
      { title: 'HBL-001', locale: 'zh_HK' },
    );
    const text = (await pdfText(pdf)).replace(/\s+/g, '');
    for (const written of [
      '上海进出口贸易有限公司',
      '香港貿易有限公司灣仔軒尼詩道',
      'Ｎｏ．１２３，（全角）',
      'BILLOFLADING',
      'HBL-001',
    ]) {
      expect(text).toContain(written);
    }
    expect(text).toContain('第1頁，共1頁');
  });

  it('breaks a long table across pages with its header on each, numbering the pages', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [
      `CNTR${String(index).padStart(4, '0')}`,
      '40HQ',
      '1,234.500',
    ]);
    const pdf = renderPdf(
      (doc) =>
        doc.section({}, () =>
          table(
            doc,
            [
              { header: 'Container No.', weight: 2 },
              { header: 'Type', weight: 1 },
              { header: 'Gross Weight', weight: 1, align: 'right' },
            ],
            rows,
          ),
        ),
      { title: 'containers', locale: 'en_US' },
    );
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain('Container No.');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const printed = pages.join('\n').match(/CNTR\d{4}/g);
    expect(printed).toEqual(rows.map((row) => row[0]));
  });

  it('numbers the pages of each document of a batch on its own', async () => {
    const pdf = renderPdf(
      async (doc) => {
        for (const name of ['first', 'second']) {
          doc.section({}, () => {
            doc.paragraph(name);
            doc.newPage();
            doc.paragraph(`${name} again`);
          });
          await Promise.resolve();
        }
      },
      { title: 'batch', locale: 'zh_CN' },
    );
    const pages = await pdfPages(pdf);
    expect(pages.map((page) => page.match(/第 ?\d ?页，共 ?\d ?页/)?.[0].replace(/ /g, ''))).toEqual([
      '第1页，共2页',
      '第2页，共2页',
      '第1页，共2页',
      '第2页，共2页',
    ]);
  });
});
