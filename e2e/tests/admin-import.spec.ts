import { imoCheckDigit } from '@apex/shared/master';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueCode } from '../support/admin-api';
import { buttonName, dialog, expectMessage, row } from '../support/antd';
import { useServer } from '../support/servers';
import { saveScreen, signIn } from '../support/sign-on';

useServer('demo');

/** A Lloyd no nobody else uses: random first six digits above the demo fleet's range, and their check digit. */
function freshLloydNo() {
  const firstSix = String(960_000 + Math.floor(Math.random() * 19_999));
  return `${firstSix}${imoCheckDigit(firstSix)}`;
}

/** The downloaded template, filled with these rows below its header (the example row removed). */
async function fillTemplate(templatePath: string, rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  sheet.spliceRows(2, 1);
  for (const values of rows) sheet.addRow(values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, content: Buffer) {
  // antd's Upload keeps its file input in the dialog; setting it is what choosing a file does.
  await dialog(page, 'Import from Excel')
    .locator('input[type=file]')
    .setInputFiles({ name: 'vessels-filled.xlsx', mimeType: 'application/octet-stream', buffer: content });
}

test('an operator imports a filled vessel template: a file with errors imports nothing, the corrected one all', async ({
  page,
}) => {
  // A download and two uploads, each read by the server and the browser: more than the usual 30 s on a busy machine.
  test.slow();
  await signIn(page, 'op01');
  await page.goto('/systemSetting/shipEdit');
  await page.getByRole('button', { name: buttonName('Import') }).click();
  const importDialog = dialog(page, 'Import from Excel');

  const download = page.waitForEvent('download');
  await importDialog.getByRole('button', { name: buttonName('Download template') }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('vessels-template.xlsx');

  const tag = uniqueCode('IMP');
  const good = [`APEX ${tag} ONE`, freshLloydNo(), 'PA'];
  const second = [`APEX ${tag} TWO`, freshLloydNo(), 'hk'];
  const bad = await fillTemplate(await template.path(), [
    good,
    ['', '1234568', 'PA'], // row 3: no name, a wrong check digit
    second,
    [`APEX ${tag} 3`, second[1]!, 'PA'], // row 5: repeats row 4's Lloyd no
    [`APEX ${tag} 4`, freshLloydNo(), 'QQ'], // row 6: no such country
  ]);
  await upload(page, bad);
  await expect(importDialog.getByText('Nothing was imported. Correct these 4 problem(s)')).toBeVisible();
  await expect(importDialog.locator('.ant-table-row')).toHaveCount(4);
  await expect(importDialog.locator('.ant-table-row').nth(1)).toContainText('Lloyd no (IMO)');
  await expect(importDialog.locator('.ant-table-row').nth(1)).toContainText('1234568 is not a valid IMO number');
  await expect(importDialog.locator('.ant-table-row').nth(2)).toContainText(`Vessel ${second[1]} already exists`);
  await expect(importDialog.locator('.ant-table-row').nth(3)).toContainText('Country QQ does not exist');
  await saveScreen(page, 'admin-import-errors-en_US');

  await upload(page, await fillTemplate(await template.path(), [good, second]));
  await expectMessage(page, '2 row(s) imported');
  await expect(importDialog).toBeHidden();

  await page.getByPlaceholder('Vessel name or Lloyd no').fill(tag);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(row(page, `APEX ${tag} TWO`)).toContainText('HK · Hong Kong');
});

test('a PDF renamed .xlsx is refused by its content', async ({ page }) => {
  await signIn(page, 'op01');
  await page.goto('/systemSetting/shipEdit');
  await page.getByRole('button', { name: buttonName('Import') }).click();
  await upload(page, Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'));
  await expectMessage(
    page,
    'File vessels-filled.xlsx is not a real XLSX file: its content does not match its extension',
  );
});

test('a customer-service account, who may not change vessels, has no import', async ({ page }) => {
  await signIn(page, 'cs01');
  await page.goto('/systemSetting/shipEdit');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('Import') })).toHaveCount(0);
});
