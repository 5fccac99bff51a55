import { API } from '@apex/shared';
import type { TInvoiceRow } from '@apex/shared/finance';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, footerButton } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

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

  await page.goto(`/finance/statement?partyId=${invoice.partyId}`);
  await page.getByRole('button', { name: buttonName('Print') }).click();
  await expect(page.locator('iframe[title^="STATEMENT-"]')).toBeVisible();
});
