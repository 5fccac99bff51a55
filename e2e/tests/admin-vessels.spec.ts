import { imoCheckDigit } from '@apex/shared/master';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueCode } from '../support/admin-api';
import { buttonName, choose, dialog, expectMessage, field, footerButton, row, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/**
 * A Lloyd no nobody else uses: random first six digits in this spec's own range (the demo fleet ends
 * at 970963, admin-import.spec takes 971000–979999, admin-import-progress.spec 982000–997999: an
 * overlap with the latter's 1,500 rows failed this spec one run in thirteen), and their check digit.
 */
function freshLloydNo() {
  const firstSix = String(980_000 + Math.floor(Math.random() * 2_000));
  return `${firstSix}${imoCheckDigit(firstSix)}`;
}

test('an operator finds a vessel, adds one with a checked Lloyd no, changes its flag and deletes it', async ({
  page,
}) => {
  // A whole flow of a dozen server round trips: 25–35 s when the suite runs with the other workers.
  test.setTimeout(90_000);
  await openSignedIn(page, 'op01', '/systemSetting/shipEdit');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Vessel Lloyd Numbers');

  // The demo fleet, searched by part of a name.
  await page.getByPlaceholder('Vessel name or Lloyd no').fill('maersk pac');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'MAERSK PACIFIC')).toContainText('HK · Hong Kong');
  await saveScreen(page, 'admin-vessels-en_US');

  // The export holds what the list shows, all pages of it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('Export') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vessels.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Vessel');
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).value).toBe('MAERSK PACIFIC');

  const name = `APEX ${uniqueCode('T')}`;
  const lloydNo = freshLloydNo();
  await page.getByRole('button', { name: buttonName('New vessel') }).click();
  const form = dialog(page, 'New vessel');
  await field(form, 'Vessel').fill(name.toLowerCase());
  // A mistyped digit: the check digit catches it before anything is sent.
  const typo = `${lloydNo.slice(0, 6)}${(Number(lloydNo[6]) + 1) % 10}`;
  await field(form, 'Lloyd no').fill(typo);
  await choose(page, form, 'Flag', 'Hong Kong');
  await footerButton(form, 'Save').click();
  await expect(form.getByText(`Lloyd no ${typo} is not a valid IMO number`)).toBeVisible();
  await saveScreen(page, 'admin-vessel-new-errors-en_US');

  await field(form, 'Lloyd no').fill(lloydNo);
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Vessel saved');
  await expect(form).toBeHidden();

  await page.getByPlaceholder('Vessel name or Lloyd no').fill(lloydNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, name)).toContainText('HK · Hong Kong');

  await rowAction(page, name, 'Edit').click();
  const edit = dialog(page, `Edit vessel ${name}`);
  await choose(page, edit, 'Flag', 'Panama');
  await footerButton(edit, 'Save').click();
  await expect(edit).toBeHidden();
  await expect(row(page, name)).toContainText('PA · Panama');
  await expect(row(page, name)).toContainText('op01');

  await rowAction(page, name, 'Delete').click();
  await page.getByRole('button', { name: buttonName('OK') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('a customer-service account sees the vessels but cannot change them', async ({ page }) => {
  await openSignedIn(page, 'cs01', '/systemSetting/shipEdit');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('New vessel') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: buttonName('Edit') })).toHaveCount(0);
});
