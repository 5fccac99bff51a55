import { API } from '@apex/shared';
import type { TOffice } from '@apex/shared/admin';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { createTestOffice } from '../support/admin-factories';
import { dialog, expectMessage, field, footerButton, row, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

test('an administrator sets an office’s local currency and minimum margin, and is told a currency not enabled', async ({
  page,
  request,
}) => {
  const admin = await ApiSession.signIn(request);
  const office = await createTestOffice(admin);
  await openSignedIn(page, 'admin', `/systemSetting/offices?keyword=${office.officeCode}`);
  await rowAction(page, office.officeCode, 'Edit').click();
  const form = dialog(page, `Edit office ${office.officeCode}`);
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
