import { API } from '@apex/shared';
import type { TOffice } from '@apex/shared/admin';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { createTestOffice } from '../support/admin-factories';
import { dialog, expectMessage, field, footerButton, formItem, row, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** A new office of the administrator's, open in its edit dialog. */
async function editNewOffice(page: Page, request: APIRequestContext) {
  const admin = await ApiSession.signIn(request);
  const office = await createTestOffice(admin);
  await openSignedIn(page, 'admin', `/systemSetting/offices?keyword=${office.officeCode}`);
  await rowAction(page, office.officeCode, 'Edit').click();
  return { admin, office, form: dialog(page, `Edit office ${office.officeCode}`) };
}

test('an administrator sets an office’s local currency and minimum margin, and is told a currency not enabled', async ({
  page,
  request,
}) => {
  const { admin, office, form } = await editNewOffice(page, request);
  await expect(field(form, 'Local currency')).toHaveValue('CNY');

  await field(form, 'Local currency').fill('xaf');
  await field(form, 'Minimum margin %').fill('7.5');
  await footerButton(form, 'Save').click();
  await expect(form).toContainText('Currency XAF is not an enabled currency');
  await saveScreen(page, 'admin-office-money-en_US');

  await field(form, 'Local currency').fill('hkd');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Office saved');
  const saved = await admin.data<TOffice>(API.offices.get, { params: { id: office.id } });
  expect(saved).toMatchObject({ localCurrency: 'HKD', minMarginPct: '7.50' });
  await expect(row(page, office.officeCode)).toContainText('7.50');
  await saveScreen(page, 'admin-office-list-money-en_US');
});

test('an administrator keeps the office’s bank account, which its invoices ask to be paid into', async ({
  page,
  request,
}) => {
  const { admin, office, form } = await editNewOffice(page, request);
  await field(form, 'Bank').fill('Bank of Ningbo');
  await field(form, 'Account name').fill('Apex Logistics Ningbo');
  await field(form, 'Account no').fill('7000 1234 5678');
  await field(form, 'SWIFT code').fill('bkch1');
  await footerButton(form, 'Save').click();
  // Told on its field before it is sent, by the shared schema.
  await expect(formItem(form, 'SWIFT code').locator('.ant-form-item-explain-error')).toHaveText(
    'BKCH1 is not a SWIFT code: 8 or 11 letters and digits (bank, country, place, branch)',
  );
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await saveScreen(page, 'admin-office-bank-en_US');
  await field(form, 'SWIFT code').fill('bkchcnbjnbo');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Office saved');
  const saved = await admin.data<TOffice>(API.offices.get, { params: { id: office.id } });
  expect(saved).toMatchObject({
    bankName: 'Bank of Ningbo',
    bankAccountName: 'Apex Logistics Ningbo',
    bankAccountNo: '7000 1234 5678',
    bankSwift: 'BKCHCNBJNBO',
  });
});
