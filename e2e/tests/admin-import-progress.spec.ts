import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXCEL_TEMPLATES } from '@apex/shared/files';
import { labelIn } from '@apex/shared/labels';
import { imoCheckDigit } from '@apex/shared/master';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueCode } from '../support/admin-api';
import { buttonName, dialog, expectMessage, row } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

const ROWS = 1500;

/** A filled vessels template of `ROWS` new vessels named after `tag`, Lloyd nos above the demo fleet and admin-import.spec's. */
async function vesselsWorkbook(tag: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vessels');
  sheet.addRow(EXCEL_TEMPLATES.vessels.columns.map((column) => labelIn('en_US', column.header)));
  const base = 982_000 + Math.floor(Math.random() * 8) * 2000;
  for (let i = 0; i < ROWS; i++) {
    const firstSix = String(base + i);
    sheet.addRow([`PROGRESS ${tag} ${i + 1}`, `${firstSix}${imoCheckDigit(firstSix)}`, 'PA']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an operator imports 1,500 vessels and watches the import’s progress until it is done', async ({ page }) => {
  // 1,500 rows checked and saved one by one, on a busy machine.
  test.slow();
  const tag = uniqueCode('PRG');
  const file = await vesselsWorkbook(tag);
  await openSignedIn(page, 'op01', '/systemSetting/shipEdit');
  await page.getByRole('button', { name: buttonName('Import') }).click();
  const importDialog = dialog(page, 'Import from Excel');
  await importDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'vessels-1500.xlsx', mimeType: 'application/octet-stream', buffer: file });

  const progress = importDialog.getByTestId('import-progress');
  await expect(progress.getByText(/^Checking and saving: \d+ of 1500 done$/)).toBeVisible();
  await expect(progress.getByRole('progressbar')).toBeVisible();
  // The bar moves on while the rows are saved: a few hundred done, and still going.
  await expect(progress.getByText(/^Checking and saving: \d{3,} of 1500 done$/)).toBeVisible();
  await page.screenshot({
    path: path.join(fileURLToPath(new URL('../.screens', import.meta.url)), 'admin-import-progress-en_US.png'),
  });

  await expectMessage(page, '1500 row(s) imported');
  await expect(importDialog).toBeHidden();
  await page.getByPlaceholder('Vessel name or Lloyd no').fill(`PROGRESS ${tag} 1500`);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, `PROGRESS ${tag} 1500`)).toContainText('PA');
});
