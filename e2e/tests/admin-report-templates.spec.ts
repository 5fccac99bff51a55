import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueCode } from '../support/admin-api';
import {
  buttonName,
  choose,
  confirmPopup,
  dialog,
  expectMessage,
  field,
  footerButton,
  row,
  rowAction,
} from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookWith(title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Layout').addRow([title]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an administrator adds a template, uploads two versions, downloads one, rolls back, then disables and deletes it', async ({
  page,
}) => {
  // A whole flow of a dozen server round trips: 25–35 s when the suite runs with the other workers.
  test.setTimeout(90_000);
  await openSignedIn(page, 'admin', '/systemSetting/reportTemplate');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Report templates');
  await expect(row(page, 'HBL_DRAFT')).toContainText('House B/L (HBL)');

  const code = uniqueCode('AN_');
  await page.getByRole('button', { name: buttonName('New template') }).click();
  const form = dialog(page, 'New report template');
  await field(form, 'Code').fill(code.toLowerCase());
  await field(form, 'Name (English)').fill('Arrival notice (import)');
  await field(form, 'Name (Simplified Chinese)').fill('到货通知（进口）');
  await choose(page, form, 'Document', 'Arrival notice');
  await choose(page, form, 'Job type', 'Ocean Import');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Report template saved');
  await expect(row(page, code)).toContainText('No file yet');

  await rowAction(page, code, 'Versions').click();
  const drawer = dialog(page, `Versions of ${code}`);
  const upload = drawer.locator('input[type=file]');
  const first = await workbookWith('First layout');
  await upload.setInputFiles({ name: '到货通知 v1.xlsx', mimeType: XLSX, buffer: first });
  await expectMessage(page, 'Version 1 uploaded; it is now the current one');
  await drawer.getByLabel('Comment on the new version').fill('Wider address box');
  await upload.setInputFiles({ name: 'arrival-v2.xlsx', mimeType: XLSX, buffer: await workbookWith('Second layout') });
  await expectMessage(page, 'Version 2 uploaded; it is now the current one');
  await expect(row(page, 'v2')).toContainText('Current');
  await expect(row(page, 'v2')).toContainText('Wider address box');
  await saveScreen(page, 'admin-report-templates-versions-en_US');

  // The download is the very file uploaded, under its (Chinese) name.
  const download = page.waitForEvent('download');
  await rowAction(page, 'v1', 'Download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('到货通知 v1.xlsx');
  expect(Buffer.compare(await readFile(await file.path()), first)).toBe(0);

  // A rollback: version 1 is current again.
  await rowAction(page, 'v1', 'Make current').click();
  await confirmPopup(page);
  await expectMessage(page, 'Version 1 is now the current one');
  await expect(row(page, 'v1')).toContainText('Current');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(row(page, code)).toContainText('v1');

  // An enabled template cannot be deleted: it is disabled first.
  await expect(rowAction(page, code, 'Delete')).toHaveCount(0);
  await rowAction(page, code, 'Disable').click();
  await confirmPopup(page);
  await expectMessage(page, 'Report template disabled');
  await expect(row(page, code)).toContainText('Disabled');
  await saveScreen(page, 'admin-report-templates-en_US');
  await rowAction(page, code, 'Delete').click();
  await confirmPopup(page);
  await expectMessage(page, 'Deleted');
  await expect(row(page, code)).toHaveCount(0);
});

test('the placeholders a template may hold are listed with the job field that fills them (issue 18)', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/systemSetting/reportTemplate');
  await page.getByRole('button', { name: buttonName('Placeholders') }).click();
  const list = dialog(page, 'Placeholders a template may hold');
  await expect(list.locator('.ant-table-row').first()).toContainText('{{job.jobNo}}');
  await expect(list.locator('.ant-table-row').first()).toContainText('Job no');
  await expect(list.locator('.ant-table-row').filter({ hasText: '{{job.shipper}}' })).toContainText('Shipper');
  await saveScreen(page, 'admin-report-templates-placeholders-en_US');
});
