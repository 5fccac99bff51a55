import { API } from '@apex/shared';
import { demoPasswordOf } from '@apex/shared/demo';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, footerButton } from '../support/antd';
import { openTestJob, partyId } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');
test.use({ viewport: { width: 1366, height: 768 } });

/** Picks a document from the job card's Print menu. */
async function printFromMenu(page: Page, item: string) {
  // The card's button, not a closing preview's Print (dialogs live outside #root).
  await page
    .locator('#root')
    .getByRole('button', { name: buttonName('Print') })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Opens the job's print history from the card's Print menu. */
async function openPrintHistory(page: Page, jobNo: string) {
  await printFromMenu(page, 'Print history…');
  return dialog(page, `Print history of ${jobNo}`);
}

let serial = 0;

/** An export job of the operator's office with one HB/L, made through the API. */
async function jobWithHbl(api: ApiSession) {
  const job = await openTestJob(api, 'OE', {
    shipper: await partyId(api, 'SHIPPER'),
    consignee: await partyId(api, 'CONSIGNEE'),
    packages: 120,
    weightKg: '9850.5',
    volumeCbm: '56.2',
  });
  const hblNo = `E2E${Date.now().toString(36).toUpperCase()}${serial++}`;
  await api.data(API.jobs.OE.bills.createHbl, {
    params: { id: job.id },
    body: {
      hblNo,
      packages: 120,
      packageType: 'CTNS',
      weightKg: '9850.5',
      marks: 'APEX/LAX',
      goodsName: 'LED PANELS',
    } as never,
  });
  return { job, hblNo };
}

/**
 * Closes a preview once its PDF is in the frame: closed sooner, the page twice in four runs never
 * went network-idle for the next screenshot (a frame removed while still loading, it seems).
 */
async function closePreview(preview: Locator) {
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await footerButton(preview, 'Close').click();
  await expect(preview).toBeHidden();
}

/** Before a screenshot: the menu that was clicked has faded out. */
const menusClosed = (page: Page) => expect(page.locator('.ant-dropdown-menu:visible')).toHaveCount(0);

/** The print answer a preview loads: a PDF, or the refusal the preview shows. */
const printAnswer = (page: Page) =>
  page.waitForResponse((res) => res.url().endsWith('/documents/print') && res.request().method() === 'POST');

test('an operator prints a draft HB/L, issues the original, and is asked a reason for a second one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ApiSession.signIn(request, 'op01', demoPasswordOf('op01'));
  const { job, hblNo } = await jobWithHbl(api);

  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  const answer = printAnswer(page);
  await printFromMenu(page, 'Draft');
  expect((await answer).headers()['content-type']).toBe('application/pdf');
  const preview = dialog(page, `House B/L (HBL) · ${hblNo} · Draft`);
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expect(footerButton(preview, 'Download')).toBeEnabled();
  await menusClosed(page);
  await saveScreen(page, 'documents-print-draft');
  await footerButton(preview, 'Close').click();

  const issued = printAnswer(page);
  await printFromMenu(page, 'Original');
  expect((await issued).status()).toBe(200);
  await closePreview(dialog(page, `House B/L (HBL) · ${hblNo} · Original`));

  // The original was issued: a second one asks why before anything is printed.
  await printFromMenu(page, 'Original');
  const reason = dialog(page, `Reprint the original of HB/L ${hblNo}`);
  await expect(reason).toContainText('It is a document of title');
  await footerButton(reason, 'Reprint original').click();
  await expect(reason).toContainText('Give the reason for the reprint');
  await menusClosed(page);
  await saveScreen(page, 'documents-print-reprint-reason');
  await reason.getByRole('textbox').fill('Consignee lost the first set');
  const reprinted = printAnswer(page);
  await footerButton(reason, 'Reprint original').click();
  expect((await reprinted).status()).toBe(200);
  await closePreview(dialog(page, `House B/L (HBL) · ${hblNo} · Original`));

  const history = await openPrintHistory(page, job.jobNo);
  await expect(history.locator('.ant-table-row')).toHaveCount(3);
  await expect(history.locator('.ant-table-row').first()).toContainText('Consignee lost the first set');
  await menusClosed(page);
  await saveScreen(page, 'documents-print-history');

  // The menu in Chinese: the document's name, the HB/L and its copies.
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await page.reload();
  await page
    .locator('#root')
    .getByRole('button', { name: buttonName('打印') })
    .click();
  await expect(page.getByText(`分提单 ${hblNo}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '不可转让副本' })).toBeVisible();
  await saveScreen(page, 'documents-print-menu-zh_CN');
});

test('an operator prints an HB/L with the office’s template: the filled workbook downloads and the print is recorded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ApiSession.signIn(request, 'op01', demoPasswordOf('op01'));
  const { job } = await jobWithHbl(api);

  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page
    .locator('#root')
    .getByRole('button', { name: buttonName('Print') })
    .click();
  const item = page.getByRole('menuitem', { name: "House B/L (HBL) with the office's template", exact: true });
  await expect(item).toBeVisible();
  await saveScreen(page, 'documents-print-menu-template');
  const download = page.waitForEvent('download');
  await item.click();
  // The demo's house B/L draft (seeded), filled with the job: a workbook, not a PDF preview.
  expect((await download).suggestedFilename()).toBe(`HBL_DRAFT-${job.jobNo}.xlsx`);

  const history = await openPrintHistory(page, job.jobNo);
  await expect(history.locator('.ant-table-row')).toHaveCount(1);
  await expect(history.locator('.ant-table-row').first()).toContainText(/House B\/L \(HBL\).*HBL_DRAFT v\d+.*op01/);
  await menusClosed(page);
  await saveScreen(page, 'documents-print-history-template');
});

test('the job list prints the selected jobs’ HB/Ls as one PDF, each print recorded', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await ApiSession.signIn(request, 'op01', demoPasswordOf('op01'));
  const made = [await jobWithHbl(api), await jobWithHbl(api)];
  const bills = made.map(({ hblNo }) => hblNo);
  await openSignedIn(page, 'op01', '/ocean_exp/list');
  await page.getByRole('textbox', { name: 'MB/L or HB/L numbers' }).fill(bills.join('\n'));
  await page.getByRole('button', { name: buttonName('Query') }).click();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.locator('.ant-checkbox-input').check();

  await page.getByRole('button', { name: buttonName('Print HB/Ls') }).click();
  const preview = dialog(page, 'HB/Ls of 2 selected jobs');
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await saveScreen(page, 'documents-print-batch');
  // Each HB/L printed is recorded on its job (the progress lines are the API test's).
  for (const { job } of made) {
    const prints = await api.data<{ variant: string }[]>(API.jobs.OE.documents.prints, { params: { id: job.id } });
    expect(prints.map((print) => print.variant)).toEqual(['DRAFT']);
  }
});
