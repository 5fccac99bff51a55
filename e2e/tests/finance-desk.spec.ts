import { API } from '@apex/shared';
import type { TInvoiceRow } from '@apex/shared/finance';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, expectMessage, footerButton, formItem } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** Picks the party of `code` in a party picker. */
async function pickParty(page: Page, picker: Locator, code: string) {
  await picker.click();
  await page.keyboard.type(code);
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

/** A confirmed customer invoice of the demo with nothing cleared yet, as finance (fin01, Shanghai) lists it. */
async function unpaidInvoice(api: ApiSession) {
  const page = await api.data<{ rows: TInvoiceRow[] }>(API.finance.invoices, {
    query: { side: 'AR', state: 'CONFIRMED', paymentState: 'UNPAID', currency: 'CNY', pageSize: 1 },
  });
  const invoice = page.rows[0];
  expect(invoice, 'the demo has an unpaid invoice in CNY').toBeDefined();
  return invoice!;
}

test('finance finds an invoice, records a part payment, and sees it on the invoice list and the statement', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const invoice = await unpaidInvoice(await ApiSession.signIn(request));
  await openSignedIn(page, 'fin01', `/finance/invoices?keyword=${invoice.invoiceNo}`);
  const listed = page.locator('.ant-table-row').filter({ hasText: invoice.invoiceNo });
  await expect(listed).toContainText('Not cleared');
  // A double-click opens the invoice editor.
  await listed.dblclick();
  const editor = page.getByRole('dialog', { name: new RegExp(invoice.invoiceNo) });
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/finance/clearing');
  await page.getByRole('button', { name: buttonName('New clearing') }).click();
  const drawer = page.getByRole('dialog', { name: 'Record a payment or charge-off' });
  await pickParty(page, formItem(drawer, 'Settlement account').locator('.ant-select'), invoice.partyCode);
  await formItem(drawer, 'Currency').locator('.ant-select').click();
  await page.keyboard.type('CNY');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^CNY$/ }).click();
  await formItem(drawer, 'Bank reference').locator('input').fill('E2E-BANK-001');
  await drawer.getByRole('textbox', { name: invoice.invoiceNo }).fill('10.05');
  await expect(drawer.locator('.ant-table-summary')).toContainText('￥10.05');
  await footerButton(drawer, 'Save').click();
  await expectMessage(page, 'Clearing recorded');
  await expect(page.locator('.ant-table-row').filter({ hasText: 'E2E-BANK-001' }).first()).toContainText('10.05');

  await page.goto(`/finance/invoices?keyword=${invoice.invoiceNo}`);
  await expect(listed).toContainText('Part cleared');

  // The statement ages the party's open invoices and totals them per currency and bucket.
  await page.goto(`/finance/statement?partyId=${invoice.partyId}`);
  const statementRow = page.locator('.ant-table-row').filter({ hasText: invoice.invoiceNo });
  await expect(statementRow).toBeVisible();
  // Opened from a link, the settlement-account picker names the party, not its id.
  await expect(formItem(page.locator('form'), 'Settlement account')).toContainText(`${invoice.partyCode} · `);
  await expect(page.locator('.ant-table-row').filter({ hasText: /^CNY/ }).first()).toBeVisible();
  await saveScreen(page, 'finance-statement-en_US');
});

test('the charge-check workbench checks the ticked lines of several jobs at once', async ({ page }) => {
  await openSignedIn(page, 'fin01', '/finance/chargeCheck?checkStatus=CHECKING');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const first = await rows.nth(0).locator('td').nth(1).innerText();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: buttonName('Check (2)') }).click();
  await expectMessage(page, '2 lines checked');
  // The list of lines in checking no longer holds them.
  await expect(rows.filter({ hasText: first }).filter({ has: page.getByText('Checked', { exact: true }) })).toHaveCount(
    0,
  );
});

test('the statement speaks Chinese and names its party when opened from a link', async ({ page, request }) => {
  const invoice = await unpaidInvoice(await ApiSession.signIn(request));
  await page.goto('/sso');
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await openSignedIn(page, 'fin01', `/finance/statement?partyId=${invoice.partyId}`);
  await expect(page.locator('.ant-table-row').filter({ hasText: invoice.invoiceNo })).toBeVisible();
  await expect(formItem(page.locator('form'), '结算单位')).toContainText(`${invoice.partyCode} · `);
  await saveScreen(page, 'finance-statement-zh_CN');
});
