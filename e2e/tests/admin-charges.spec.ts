import { expect, test } from '@playwright/test';
import { buttonName, choose, dialog, expectMessage, field, footerButton, row, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');
// Long flows of several dialogs each: on a loaded 2-CPU machine they need more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** A code no other test uses: Z and five random letters. */
const fresh = () =>
  `Z${Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

test('finance adds an export-only charge code, its currency checked', async ({ page }) => {
  await openSignedIn(page, 'fin01', '/systemSetting/chargeCode');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Charge Codes');
  await expect(row(page, 'OFR')).toContainText('Ocean Freight');
  await saveScreen(page, 'admin-charge-codes-en_US');

  const code = fresh();
  await page.getByRole('button', { name: buttonName('New charge code') }).click();
  const form = dialog(page, 'New charge code');
  await field(form, 'Charge code').fill(code.toLowerCase());
  await field(form, 'Name (English)').fill('Fumigation');
  await choose(page, form, 'Charge category', 'Origin charges');
  await choose(page, form, 'Default unit', 'Per container');
  await field(form, 'Default currency').fill('cn');
  await field(form, 'Default tax rate %').fill('6');
  await form.getByRole('checkbox', { name: 'Ocean Import' }).uncheck();
  await saveScreen(page, 'admin-charge-code-en_US');
  await footerButton(form, 'Save').click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(1);
  await field(form, 'Default currency').fill('cny');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Charge code saved');
  await expect(row(page, code)).toContainText('CNY');
});

test('finance adds a scheme whose lines offer only the codes of its job type (spec §5)', async ({ page }) => {
  await openSignedIn(page, 'fin01', '/systemSetting/chargeSchemeList');
  await expect(row(page, 'OE-FCL-USWC')).toContainText('OFR AR');
  await saveScreen(page, 'admin-charge-schemes-en_US');
  const schemeNo = `T-${fresh()}`;
  await page.getByRole('button', { name: buttonName('New scheme') }).click();
  const drawer = dialog(page, 'New charge scheme');
  await field(drawer, 'Scheme no').fill(schemeNo);
  await field(drawer, 'Name').fill('Export fumigated FCL');
  await choose(page, drawer, 'Job type', 'Ocean Export');
  await drawer.getByRole('button', { name: buttonName('Add line') }).click();
  await choose(page, drawer, 'Charge code 1', 'DOC');
  // The code's defaults came with it.
  await expect(field(drawer, 'Currency 1')).toHaveValue('CNY');
  await field(drawer, 'Price 1').fill('380');
  await saveScreen(page, 'admin-charge-scheme-en_US');
  await footerButton(drawer, 'Save').click();
  await expectMessage(page, 'Charge scheme saved');
  await expect(row(page, schemeNo)).toContainText('DOC AR');

  // An import scheme is not offered the export-only THC.
  await page.getByRole('button', { name: buttonName('New scheme') }).click();
  const other = dialog(page, 'New charge scheme');
  await choose(page, other, 'Job type', 'Ocean Import');
  await other.getByRole('button', { name: buttonName('Add line') }).click();
  await field(other, 'Charge code 1').click();
  await field(other, 'Charge code 1').fill('THC');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'DTHC · Destination Terminal Handling',
  ]);
});

test('an operator looks the charge schemes up but may not change them', async ({ page }) => {
  await openSignedIn(page, 'op01', '/systemSetting/chargeSchemeList');
  await expect(row(page, 'OI-LCL-STD')).toContainText('Import LCL standard');
  await expect(page.getByRole('button', { name: buttonName('New scheme') })).toHaveCount(0);
  await expect(rowAction(page, 'OI-LCL-STD', 'Edit')).toHaveCount(0);
});

test('an administrator previews the next job number, which takes none, and sees why a rule gives none', async ({
  page,
}) => {
  // Every office's rules on one page: thirteen each since issue 19 (jobs, HB/Ls, invoices, warehouse, trucking, customs, rail).
  await openSignedIn(page, 'admin', '/systemSetting/jobNoRule?pageSize=100');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Job Number Rules');
  // Hong Kong's import job numbers (its invoice numbers have a rule of their own since issue 17).
  const hkg = row(page, 'HKG').filter({ hasText: 'Ocean Import' }).filter({ hasText: 'Job no' });
  await expect(hkg).toContainText('no job no prefix');
  await saveScreen(page, 'admin-job-number-rules-en_US');

  // The office's job numbers, not its HB/L numbers (issue 16: a rule numbers one or the other).
  const sza = row(page, 'SZX').filter({ hasText: 'Ocean Export' }).filter({ hasText: 'Job no' });
  await sza.getByRole('button', { name: buttonName('Next number') }).click();
  const yymm = new Date().toISOString().slice(2, 7).replace('-', '');
  // The demo jobs have taken this month's first numbers; the preview shows the next, and twice the same.
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toContainText(new RegExp(`SZXOE${yymm}\\d{4}`));
  const next = /SZXOE\d{8}/.exec((await dialog.textContent()) ?? '')?.[0];
  await dialog.getByRole('button', { name: buttonName('OK') }).click();
  await sza.getByRole('button', { name: buttonName('Next number') }).click();
  await expect(dialog).toContainText(next ?? 'no number shown');
  await dialog.getByRole('button', { name: buttonName('OK') }).click();

  await hkg.getByRole('button', { name: buttonName('Next number') }).click();
  await expectMessage(page, 'no job no prefix');
});

test('an administrator changes a rule, its example following the form', async ({ page }) => {
  // Every office's rules on one page: thirteen each since issue 19 (jobs, HB/Ls, invoices, warehouse, trucking, customs, rail).
  await openSignedIn(page, 'admin', '/systemSetting/jobNoRule?pageSize=100');
  const yymm = new Date().toISOString().slice(2, 7).replace('-', '');
  const ngb = row(page, 'NGB').filter({ hasText: 'Ocean Export' }).filter({ hasText: 'Job no' });
  await ngb.getByRole('button', { name: buttonName('Edit') }).click();
  const form = dialog(page, 'Edit the OE rule of NGB');
  await field(form, 'Prefix').fill('nbe');
  await choose(page, form, 'Date part', 'YYYYMM');
  await expect(form).toContainText(`Example: NBE20${yymm}0001`);
  await choose(page, form, 'Date part', 'None');
  await footerButton(form, 'Save').click();
  await expect(form).toContainText('The date part must show the period the sequence restarts in');
  await choose(page, form, 'Date part', 'YYMM');
  await saveScreen(page, 'admin-job-number-rule-en_US');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Job number rule saved');
  await expect(ngb).toContainText('NBE');
});
