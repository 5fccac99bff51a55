import { expect, test } from '@playwright/test';
import { buttonName, choose, dialog, expectMessage, field, footerButton, row, typeDate } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** A day in 2031 no other run of this test uses for SZX's USD/CNY. */
const freshDay = () => {
  const day = new Date(Date.UTC(2031, 0, 1 + Math.floor(Math.random() * 300)));
  return day.toISOString().slice(0, 10);
};
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('finance adds a rate, and the lookup of a later day finds it in force', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'fin01', '/systemSetting/exchangeRate');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Exchange Rates');
  await expect(row(page, 'SHA')).not.toHaveCount(0);
  await saveScreen(page, 'admin-exchange-rates-en_US');

  const date = freshDay();
  const rate = `7.${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByRole('button', { name: buttonName('New rate') }).click();
  const form = dialog(page, 'New exchange rate');
  await choose(page, form, 'Office', 'SZX');
  await choose(page, form, 'From currency', 'USD');
  await choose(page, form, 'To currency', 'CNY');
  await field(form, 'Rate').fill(rate);
  await typeDate(page.getByLabel('Effective date').last(), date);
  await saveScreen(page, 'admin-exchange-rate-dialog-en_US');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Exchange rate saved');

  const card = page.locator('.ant-card');
  await choose(page, card, 'Rate in force: Office', 'SZX');
  await choose(page, card, 'Rate in force: From currency', 'USD');
  await choose(page, card, 'Rate in force: To currency', 'CNY');
  await typeDate(page.getByLabel('On date').last(), dayAfter(date));
  await page.getByRole('button', { name: buttonName('Look up') }).click();
  await expect(page.getByRole('status')).toHaveText(`1 USD = ${rate} CNY (effective ${date})`);
});

test('an operator reads the rates but may not change them', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'op01', '/systemSetting/exchangeRate');
  // A loaded machine may take a while for the first list.
  await expect(row(page, 'SHA').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: buttonName('New rate') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: buttonName('Edit') })).toHaveCount(0);
});
