import { expect, test } from '@playwright/test';
import { buttonName, dialog, expectMessage, field, footerButton, row } from '../support/antd';
import { useServer } from '../support/servers';
import { saveScreen, signIn } from '../support/sign-on';

useServer('demo');

/** A UN/LOCODE no other test uses: CN, a 9 (which no seeded code has) and two random letters. */
const freshCode = () =>
  `CN9${Array.from({ length: 2 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

const query = async (page: import('@playwright/test').Page, keyword: string) => {
  await page.getByPlaceholder('UN/LOCODE or name').fill(keyword);
  await page.getByRole('button', { name: buttonName('Query') }).click();
};

test('an administrator adds a port, disables a seeded one, and deletes the one added', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/systemSetting/port');
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

  await query(page, 'CNSWA');
  await expect(row(page, 'CNSWA').getByRole('button', { name: buttonName('Delete') })).toHaveCount(0);
  await row(page, 'CNSWA').getByRole('button', { name: buttonName('Disable') }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: buttonName('OK') }).click();
  await expectMessage(page, 'Port disabled');
  await expect(row(page, 'CNSWA')).toContainText('Disabled');
  await row(page, 'CNSWA').getByRole('button', { name: buttonName('Enable') }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: buttonName('OK') }).click();
  await expectMessage(page, 'Port enabled');

  await query(page, code);
  await row(page, code).getByRole('button', { name: buttonName('Delete') }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: buttonName('OK') }).click();
  await expectMessage(page, 'Deleted');
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('an operator looks ports and countries up but may not change them', async ({ page }) => {
  await signIn(page, 'op01');
  await page.goto('/systemSetting/port');
  await query(page, 'hong kong');
  await expect(row(page, 'HKHKG')).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('New port') })).toHaveCount(0);
  await page.goto('/systemSetting/country');
  await page.getByPlaceholder('Code or name').fill('china');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, 'CN')).toContainText('中国');
  await saveScreen(page, 'admin-countries-en_US');
});
