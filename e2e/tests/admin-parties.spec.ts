import { API } from '@apex/shared';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession, uniqueCode } from '../support/admin-api';
import { buttonName, choose, dialog, expectMessage, field, footerButton, row, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** Picks an option of a filter of the query form (a select without search). */
async function filterBy(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

test('sales adds a party with an address and a contact, finds it and edits it, leaving credit to finance', async ({
  page,
}) => {
  // A long flow: list, filters, a three-tab form, edit and delete.
  test.setTimeout(120_000);
  await openSignedIn(page, 'sales01', '/systemSetting/party');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Customers & Partners');

  // The demo parties, searched by name and the blacklist filter.
  await page.getByPlaceholder('Code or name').fill('haitian');
  await filterBy(page, 'Blacklist', 'Blacklisted');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'HAITIAN-SHA')).toContainText('Blacklisted');
  await saveScreen(page, 'admin-parties-en_US');
  await page.getByRole('button', { name: buttonName('Reset') }).click();

  const code = uniqueCode('E2E');
  await page.getByRole('button', { name: buttonName('New party') }).click();
  const form = dialog(page, 'New customer or partner');
  await field(form, 'Code').fill(code.toLowerCase());
  await field(form, 'Name (English)').fill('Lakeside Furniture Co., Ltd.');
  await field(form, 'Name (Chinese)').fill('湖畔家具有限公司');
  await choose(page, form, 'Roles', 'Shipper');
  // Credit terms are finance's to give.
  await expect(form.getByRole('tab', { name: 'Credit terms' })).toHaveCount(0);

  await form.getByRole('tab', { name: /Addresses/ }).click();
  await form.getByRole('button', { name: buttonName('Add an address') }).click();
  await footerButton(form, 'Save').click();
  // An address needs its first line; the form says so where it is missing.
  await expect(form.getByText('Please fill this in')).toBeVisible();
  await field(form, 'Address line 1').fill('66 Binhai Road');
  await field(form, 'City').fill('Ningbo');

  await form.getByRole('tab', { name: /Contacts/ }).click();
  await form.getByRole('button', { name: buttonName('Add a contact') }).click();
  await field(form, 'Name').fill('Lei Zhang');
  await field(form, 'Email').fill('lei.zhang@lakeside.example.com');
  await saveScreen(page, 'admin-party-new-en_US');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Customer/partner saved');

  await page.getByPlaceholder('Code or name').fill(code);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, code)).toContainText('Lakeside Furniture Co., Ltd.');
  await expect(row(page, code)).toContainText('No credit');

  await rowAction(page, code, 'Edit').click();
  const edit = dialog(page, `Edit ${code}`);
  await expect(edit.getByRole('tab', { name: 'Addresses (1)' })).toBeVisible();
  await expect(edit.getByRole('tab', { name: 'Contacts (1)' })).toBeVisible();
  await field(edit, 'Name (English)').fill('Lakeside Home Furniture Co., Ltd.');
  await footerButton(edit, 'Save').click();
  await expect(edit).toBeHidden();
  await expect(row(page, code)).toContainText('Lakeside Home Furniture Co., Ltd.');

  await expect(rowAction(page, code, 'Delete')).toHaveCount(0);
});

test('finance sets the credit terms and blacklist of its office’s party and deletes it; another office’s it leaves alone', async ({
  page,
  request,
}) => {
  const admin = await ApiSession.signIn(request);
  const code = uniqueCode('FIN');
  await admin.data(API.parties.create, {
    body: { code, nameEn: 'Riverside Ceramics Co., Ltd.', roles: ['CUSTOMER'], officeCode: 'SHA' },
  });
  await openSignedIn(page, 'fin01', '/systemSetting/party');
  await page.getByPlaceholder('Code or name').fill(code);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(rowAction(page, code, 'Edit')).toHaveCount(0);
  await rowAction(page, code, 'Credit terms').click();
  const credit = dialog(page, `Credit terms of ${code}`);
  await field(credit, 'Credit limit').fill('120000');
  await field(credit, 'Credit days').fill('45');
  await credit.getByRole('switch').click();
  await field(credit, 'Reason for the blacklist').fill('Cheques bounced twice');
  await saveScreen(page, 'admin-party-credit-en_US');
  await footerButton(credit, 'Save').click();
  await expectMessage(page, 'Credit terms saved');
  await expect(row(page, code)).toContainText('120000.00 USD, 45 days');
  await expect(row(page, code)).toContainText('Blacklisted');

  // Ningbo's party: fin01 works in Shanghai and Shenzhen only.
  await page.getByPlaceholder('Code or name').fill('HAITIAN-NGB');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, 'HAITIAN-NGB')).toBeVisible();
  await expect(rowAction(page, 'HAITIAN-NGB', 'Credit terms')).toHaveCount(0);

  await page.getByPlaceholder('Code or name').fill(code);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await rowAction(page, code, 'Delete').click();
  await page.getByRole('button', { name: buttonName('OK') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('an operator looks the parties up but may not change them', async ({ page }) => {
  await openSignedIn(page, 'op01', '/systemSetting/party');
  await filterBy(page, 'Roles', 'Overseas agent');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, 'AGT-LAX')).toContainText('Los Angeles Global Logistics Inc.');
  await expect(page.getByRole('button', { name: buttonName('New party') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: buttonName('Edit') })).toHaveCount(0);
});
