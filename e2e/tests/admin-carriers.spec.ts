import { expect, test } from '@playwright/test';
import { buttonName, dialog, expectMessage, field, footerButton, row } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** A SCAC no other test uses: four random letters. */
const freshScac = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

test('an administrator finds the blacklisted carrier and adds one to the blacklist, with its reason', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/systemSetting/carrier');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Carriers');
  await page.getByRole('combobox', { name: 'Blacklist' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^Blacklisted$/ })
    .click();
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'BXSC')).toContainText('Bohai Shipping');
  await saveScreen(page, 'admin-carriers-en_US');

  const scac = freshScac();
  await page.getByRole('button', { name: buttonName('New carrier') }).click();
  const form = dialog(page, 'New carrier');
  await field(form, 'SCAC').fill(scac.toLowerCase());
  await field(form, 'Name (English)').fill(`Rolling Box Lines ${scac}`);
  await form.getByRole('switch').click();
  await footerButton(form, 'Save').click();
  await expect(form.getByText('A blacklisted carrier needs a reason')).toBeVisible();
  await field(form, 'Reason for the blacklist').fill('Rolled our containers twice this quarter');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Carrier saved');

  await expect(row(page, scac)).toContainText('Blacklisted');
  await row(page, scac).getByText('Blacklisted').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Rolled our containers twice this quarter');
});

test('an operator looks the carriers up but may not change them', async ({ page }) => {
  await openSignedIn(page, 'op01', '/systemSetting/carrier');
  await page.getByPlaceholder('SCAC or name').fill('maeu');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, 'MAEU')).toContainText('Maersk');
  await expect(page.getByRole('button', { name: buttonName('New carrier') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: buttonName('Edit') })).toHaveCount(0);
});
