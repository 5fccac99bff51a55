import { API } from '@apex/shared';
import type { TOffice } from '@apex/shared/admin';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { createTestOffice } from '../support/admin-factories';
import { dialog, expectMessage, field, footerButton, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** Opens the office's edit dialog from a list filtered by the address alone. */
async function editOffice(page: Page, code: string) {
  await page.goto(`/systemSetting/offices?keyword=${code}`);
  await rowAction(page, code, 'Edit').click();
  const form = dialog(page, `Edit office ${code}`);
  await expect(field(form, 'Name (English)')).toHaveValue(`Office ${code}`);
  return form;
}

test('two pages edit one office: the later save is refused as stale and overwrites nothing', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await ApiSession.signIn(request);
  const office = await createTestOffice(admin);
  await openSignedIn(page, 'admin');
  const other = await context.newPage();
  const first = await editOffice(page, office.officeCode);
  const second = await editOffice(other, office.officeCode);

  await field(second, 'Name (English)').fill('Saved by the second page');
  await footerButton(second, 'Save').click();
  await expectMessage(other, 'Office saved');

  await field(first, 'Name (English)').fill('Saved by the first page');
  await footerButton(first, 'Save').click();
  const stale = page.getByRole('dialog', { name: 'Someone else saved this record' });
  await expect(stale).toContainText(
    /This record was changed by admin at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC after you opened it/,
  );
  // A trial click waits until the question has finished appearing.
  await stale.getByRole('button', { name: 'Reload the record' }).click({ trial: true });
  await saveScreen(page, 'admin-office-stale-en_US');

  const saved = await admin.data<TOffice>(API.offices.get, { params: { id: office.id } });
  expect(saved).toMatchObject({ nameEn: 'Saved by the second page', version: office.version + 1 });

  // Reloading shows what the other page saved; the first page's change was not applied.
  await stale.getByRole('button', { name: 'Reload the record' }).click();
  await expect(field(first, 'Name (English)')).toHaveValue('Saved by the second page');
  // Applied again on the fresh copy, the change saves (it now sends the new version).
  await field(first, 'Name (English)').fill('Saved by the first page');
  await footerButton(first, 'Save').click();
  await expectMessage(page, 'Office saved');
  const resaved = await admin.data<TOffice>(API.offices.get, { params: { id: office.id } });
  expect(resaved).toMatchObject({ nameEn: 'Saved by the first page', version: office.version + 2 });
});
