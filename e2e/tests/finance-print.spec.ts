import { API } from '@apex/shared';
import type { TInvoiceRow } from '@apex/shared/finance';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, footerButton } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

test('finance prints an invoice from its editor and a statement of account, each previewed with download and print', async ({
  page,
  request,
}) => {
  const api = await ApiSession.signIn(request);
  const { rows } = await api.data<{ rows: TInvoiceRow[] }>(API.finance.invoices, {
    query: { side: 'AR', state: 'CONFIRMED', pageSize: 1 },
  });
  const invoice = rows[0]!;
  await openSignedIn(page, 'fin01', `/finance/invoices?keyword=${invoice.invoiceNo}`);
  await page.locator('.ant-table-row').filter({ hasText: invoice.invoiceNo }).dblclick();
  const editor = page.getByRole('dialog', { name: new RegExp(invoice.invoiceNo) });
  await editor.getByRole('button', { name: buttonName('Print') }).click();

  const preview = page.locator('.ant-modal').filter({ has: page.locator('iframe') });
  await expect(preview.locator(`iframe[title="INVOICE-${invoice.invoiceNo}.pdf"]`)).toBeVisible();
  await expect(preview.getByRole('button', { name: buttonName('Download') })).toBeEnabled();
  await expect(preview.getByRole('button', { name: buttonName('Print') })).toBeVisible();
  await footerButton(preview, 'Close').click();
  await expect(preview).toBeHidden();

  await page.goto(`/finance/statement?partyId=${invoice.partyId}&asOf=2026-03-31`);
  await page.getByRole('button', { name: buttonName('Print') }).click();
  await expect(page.locator('iframe[title^="STATEMENT-"]')).toBeVisible();
  await footerButton(preview, 'Close').click();

  // The print is kept in the party's history: the office's statements, who printed which side as of which day.
  await page.getByRole('button', { name: buttonName('Print history…') }).click();
  const history = dialog(page, /^Print history of /);
  const printed = history.locator('.ant-table-row').first();
  await expect(printed).toContainText('AR (charge)');
  await expect(printed).toContainText('2026-03-31');
  await expect(printed).toContainText('fin01');
  await expect(history.getByRole('columnheader', { name: 'As of' })).toBeVisible();
  // The dialog has zoomed in (a picture mid-animation is half transparent).
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await saveScreen(page, 'finance-statement-print-history');
});
