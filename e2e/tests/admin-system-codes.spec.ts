import { expect, type Page, test } from '@playwright/test';
import { buttonName, dialog, expectMessage, field, footerButton, row } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');
// Long flows on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/** A package-type code no other test uses. */
const freshCode = () => `E2E${Math.floor(Math.random() * 1e6)}`;

/** The codes the client keeps in local storage (spec §7), as the screens read them. */
const cachedCodes = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('systemCode') ?? '[]') as { SYS_CODE: string }[]).map((c) => c.SYS_CODE),
  );

// The data dictionary stays alive (hidden) once the base codes open from it: look at the shown screen.
const shown = (page: Page) => page.locator('.ant-card:visible');
const codeRow = (page: Page, code: string) => shown(page).locator('.ant-table-row', { hasText: code });

test('an administrator opens a type from the data dictionary, adds a code, disables it and deletes it; the cached dictionary follows', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/systemSetting/index');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Data Dictionary');
  await expect(row(page, 'JOB_MODE')).toContainText('Locked');
  await expect(row(page, 'LANE')).toContainText('Open');
  await saveScreen(page, 'admin-code-types-en_US');

  await row(page, 'PACKAGE_TYPE').getByRole('link', { name: '10' }).click();
  await expect(page).toHaveURL(/\/baseCode\/index\?codeType=PACKAGE_TYPE$/);
  await expect(shown(page).locator('.ant-card-head-title')).toHaveText('Base Codes');
  await expect(shown(page).locator('.ant-table-row')).toHaveCount(10);
  await expect(codeRow(page, 'CTNS')).toContainText('System');
  await expect(codeRow(page, 'CTNS').getByRole('button', { name: buttonName('Delete') })).toHaveCount(0);

  const code = freshCode();
  await shown(page)
    .getByRole('button', { name: buttonName('New code') })
    .click();
  const form = dialog(page, 'New code');
  await field(form, 'Code').fill(code.toLowerCase());
  await field(form, 'Name (English)').fill('E2E totes');
  await field(form, 'Name (Simplified Chinese)').fill('测试吨桶');
  await field(form, 'Sort').fill('999');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Code saved');
  await expect(codeRow(page, code)).toContainText('E2E totes');
  await expect.poll(() => cachedCodes(page)).toContain(code);
  await saveScreen(page, 'admin-base-codes-en_US');

  await codeRow(page, code)
    .getByRole('button', { name: buttonName('Edit') })
    .click();
  const edit = dialog(page, `Code PACKAGE_TYPE / ${code}`);
  await expect(field(edit, 'Code')).toBeDisabled();
  await edit.getByRole('switch').click();
  await footerButton(edit, 'Save').click();
  await expectMessage(page, 'Code saved');
  await expect(codeRow(page, code)).toContainText('Disabled');
  await expect.poll(() => cachedCodes(page)).not.toContain(code);

  await codeRow(page, code)
    .getByRole('button', { name: buttonName('Delete') })
    .click();
  await page.getByRole('button', { name: buttonName('OK') }).click();
  await expectMessage(page, 'Deleted');
  await expect(codeRow(page, code)).toHaveCount(0);
});

test('an operator looks codes up on the base codes screen but may not change them', async ({ page }) => {
  await openSignedIn(page, 'op01', '/baseCode/index');
  await page.getByPlaceholder('Code or name').fill('冷柜');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: buttonName('New code') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: buttonName('Edit') })).toHaveCount(0);
});
