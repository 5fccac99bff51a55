import { expect, type Page, test } from '@playwright/test';
import { buttonName, confirmPopup, dialog, expectMessage, field, footerButton, row, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** A UN/LOCODE no other test uses: CN, a 9 (which no seeded code has) and two random letters. */
const freshCode = () =>
  `CN9${Array.from({ length: 2 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

const query = async (page: Page, keyword: string) => {
  await page.getByPlaceholder('UN/LOCODE or name').fill(keyword);
  await page.getByRole('button', { name: buttonName('Query') }).click();
};

test('an administrator adds a port and deletes it again', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'admin', '/systemSetting/port');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Ports');
  await query(page, 'shanghai');
  await expect(row(page, 'CNSHA')).toContainText('UN/LOCODE seed');
  await saveScreen(page, 'admin-ports-en_US');

  const code = freshCode();
  await page.getByRole('button', { name: buttonName('New port') }).click();
  const form = dialog(page, 'New port');
  await field(form, 'UN/LOCODE').fill(code.toLowerCase());
  await field(form, 'Name (English)').fill(`Test Wharf ${code}`);
  await saveScreen(page, 'admin-port-dialog-en_US');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Port saved');
  await query(page, code);
  await expect(row(page, code)).toContainText(`Test Wharf ${code}`);
  await expect(row(page, code)).not.toContainText('UN/LOCODE seed');

  await rowAction(page, code, 'Delete').click();
  await confirmPopup(page);
  await expectMessage(page, 'Deleted');
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('an administrator disables a seeded port, which cannot be deleted, and enables it again', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'admin', '/systemSetting/port');
  await query(page, 'CNSWA');
  await expect(rowAction(page, 'CNSWA', 'Delete')).toHaveCount(0);
  await rowAction(page, 'CNSWA', 'Disable').click();
  await confirmPopup(page);
  await expectMessage(page, 'Port disabled');
  await expect(row(page, 'CNSWA')).toContainText('Disabled');
  await rowAction(page, 'CNSWA', 'Enable').click();
  await confirmPopup(page);
  await expectMessage(page, 'Port enabled');
  await expect(row(page, 'CNSWA')).not.toContainText('Disabled');
});

test('an operator looks ports and countries up but may not change them', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'op01', '/systemSetting/port');
  await query(page, 'hong kong');
  await expect(row(page, 'HKHKG')).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('New port') })).toHaveCount(0);
  await page.goto('/systemSetting/country');
  await page.getByPlaceholder('Code or name').fill('china');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, 'CN')).toContainText('中国');
  await saveScreen(page, 'admin-countries-en_US');
});
