import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import type { TJobType } from '@apex/shared/jobs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, confirmPopup, dialog, expectMessage, footerButton } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const CHARGES = 'Charges & Invoice';
const panel = (page: Page) => page.getByRole('tabpanel');

/** The grid's row of line `no` (the grid is the tab's first table). */
const gridRow = (page: Page, no: number) =>
  panel(page)
    .locator('.ant-table')
    .first()
    .locator('.ant-table-tbody .ant-table-row')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${no}$`) }) });

/** The totals of one currency at the foot of the grid. */
const totalsOf = (page: Page, currency: string) =>
  panel(page)
    .locator('.ant-table')
    .filter({ hasText: 'Totals per currency' })
    .locator('.ant-table-row')
    .filter({ has: page.locator('td:first-child', { hasText: currency }) });

/** The cell of a grid row under the column headed `header`. */
async function cell(page: Page, row: Locator, header: string) {
  const headers = await panel(page).locator('.ant-table').first().locator('.ant-table-thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(column);
}

const profitPanel = (page: Page) =>
  panel(page)
    .locator('.ant-card')
    .filter({ hasText: /^Profit in / });

const button = (scope: Locator, name: string | RegExp) =>
  scope.getByRole('button', { name: typeof name === 'string' ? buttonName(name) : name });

/** Picks the party of `code` in a party picker. */
async function pickParty(page: Page, picker: Locator, code: string) {
  await picker.click();
  await page.keyboard.type(code);
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

/** An operator applies a scheme to the job's charges tab (a party chosen for the lines without one) and saves. */
async function applyScheme(page: Page, schemeNo: string, lines: number) {
  await button(panel(page), 'Apply a charge scheme').click();
  const scheme = dialog(page, 'Apply a charge scheme');
  await scheme.getByLabel('Charge scheme').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: schemeNo }).click();
  const partyless = scheme.locator('.ant-table-row .ant-select');
  await expect(scheme.locator('.ant-table-row')).toHaveCount(lines);
  for (const picker of await partyless.all()) await pickParty(page, picker, 'AGT-HAM');
  await footerButton(scheme, `Add ${lines} lines`).click();
  await expect(scheme).toBeHidden();
  await button(panel(page), 'Save').click();
  await expectMessage(page, 'Saved');
}

/** Confirms the invoice open in the editor; a customer over its credit limit or blacklisted is asked about first (spec §6). */
async function confirmInEditor(page: Page, editor: Locator) {
  await button(editor, 'Confirm and number').click();
  const anyway = page.getByRole('dialog', { name: 'Issue the invoice anyway?' });
  const confirmed = page.locator('.ant-message').getByText(/^Confirmed as \d+$/);
  await expect(anyway.or(confirmed).first()).toBeVisible();
  if (await anyway.isVisible()) await button(anyway, 'Issue anyway').click();
  await expect(confirmed.last()).toBeVisible();
}

/** Finance ticks the lines of `nos`, checks them, and bills them on a new invoice it confirms. */
async function checkAndInvoice(page: Page, nos: number[]) {
  for (const no of nos) await gridRow(page, no).getByRole('checkbox').check();
  await button(panel(page), `Check (${nos.length})`).click();
  await expectMessage(page, `${nos.length} lines checked`);
  for (const no of nos) await gridRow(page, no).getByRole('checkbox').check();
  await button(panel(page), 'New invoice').click();
  const create = dialog(page, 'New invoice of the ticked lines');
  await footerButton(create, 'Create draft').click();
  const editor = page.getByRole('dialog', { name: /^Invoice / });
  await expect(editor).toContainText('(numbered on confirm)');
  await confirmInEditor(page, editor);
  return editor;
}

/** A job of `jobType` opened through the API with what the demo scheme of its type counts. */
async function jobWithQuantities(api: ApiSession, jobType: TJobType) {
  if (jobType === 'OI') {
    const [consignee] = await api.data<{ id: number }[]>(API.parties.lookup, {
      query: { preferRole: 'CONSIGNEE', limit: 1 },
    });
    return openTestJob(api, 'OI', {
      jobMode: 'LCL',
      consignee: consignee?.id,
      packages: 30,
      weightKg: '1800',
      volumeCbm: '4.5',
    });
  }
  const job = await openTestJob(api, 'OE');
  await api.data(API.jobs.OE.cargo.saveContainers, {
    params: { id: job.id },
    body: {
      version: 0,
      containers: [
        { containerType: '40HQ', containerNo: 'MSCU1234566' },
        { containerType: '40HQ', containerNo: 'TGHU9876542' },
      ],
    } as never,
  });
  return job;
}

test('an operator prices an export job from a scheme; finance checks the lines and confirms an invoice', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const job = await jobWithQuantities(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: CHARGES, exact: true }).click();
  // OE-FCL-USWC: ocean freight per 40' HC billed and paid, THC per 40' HC, documents and AMS per B/L.
  await applyScheme(page, 'OE-FCL-USWC', 5);

  await expect(totalsOf(page, 'USD')).toContainText('$4,335.00');
  await expect(totalsOf(page, 'USD')).toContainText('$3,760.00');
  await expect(totalsOf(page, 'CNY')).toContainText('￥3,060.00');
  // In CNY at the office's rate on the ETD (7.1234): AR 33,939.94, AP 26,783.98.
  await expect(profitPanel(page)).toContainText('￥7,155.96');
  await expect(profitPanel(page)).toContainText('21.08%');
  await saveScreen(page, 'job-charges-en_US');

  // Typing a num changes the amount and the profit before any save.
  await (await cell(page, gridRow(page, 3), 'Num')).locator('input').fill('3');
  await expect(profitPanel(page)).toContainText('￥8,435.96');
  // Spreadsheet keys: Enter goes to the num below with its text selected, and typing replaces it.
  await page.keyboard.press('Enter');
  await page.keyboard.type('2');
  await expect((await cell(page, gridRow(page, 4), 'Num')).locator('input')).toHaveValue('2');
  await expect(profitPanel(page)).toContainText('￥8,935.96');
  await button(panel(page), 'Save').click();
  await expectMessage(page, 'Saved');

  const finance = await browser.newPage();
  await openSignedIn(finance, 'fin01', `/ocean_exp/detail/${job.id}`);
  await finance.getByRole('tab', { name: CHARGES, exact: true }).click();
  const editor = await checkAndInvoice(finance, [1, 5]);
  await expect(editor).toContainText('$4,335.00');
  await saveScreen(finance, 'job-charges-invoice-en_US');
  await editor.getByRole('button', { name: 'Close' }).click();
  // Checked and invoiced lines are read-only, saying why.
  await expect(
    gridRow(finance, 1).getByRole('img', { name: /has invoice, statement or tax invoice no/ }),
  ).toBeVisible();
  await expect(panel(finance).getByText('Part billed')).toBeVisible();

  // The job list shows the job's money as the server keeps it.
  await page.goto(`/ocean_exp/list?jobNo=${job.jobNo}`);
  const listed = page.locator('.ant-table-row').filter({ hasText: job.jobNo });
  await expect(listed).toContainText('8,935.96');
  await expect(listed).toContainText('Part billed');
});

test('the same on an import job: scheme by CBM and per shipment, lines checked and invoiced', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const job = await jobWithQuantities(await ApiSession.signIn(request), 'OI');
  await openSignedIn(page, 'op01', `/oceanimport/indexedit/${job.id}`);
  await page.getByRole('tab', { name: CHARGES, exact: true }).click();
  // OI-LCL-STD: delivery order per B/L, destination THC and warehouse per CBM, customs per shipment.
  await applyScheme(page, 'OI-LCL-STD', 4);
  // 450 + 4.5 × 95 + 350 billed, 4.5 × 40 paid, all in CNY.
  await expect(totalsOf(page, 'CNY')).toContainText('￥1,227.50');
  await expect(profitPanel(page)).toContainText('￥1,047.50');

  await openSignedIn(page, 'fin01', `/oceanimport/indexedit/${job.id}`);
  await page.getByRole('tab', { name: CHARGES, exact: true }).click();
  const editor = await checkAndInvoice(page, [1, 2, 4]);
  await expect(editor).toContainText('￥1,227.50');
});

test('a master job holds no lines but spreads a cost onto its sub-jobs by weight, to the cent', async ({
  page,
  request,
}) => {
  const api = await ApiSession.signIn(request);
  const master = await openTestJob(api, 'OE', { jobMode: 'CONSOL' });
  const subJobs = [];
  for (const weightKg of ['100', '200']) {
    const sub = await openTestJob(api, 'OE', { jobMode: 'LCL', packages: 3, weightKg, volumeCbm: '1.2' });
    // The sub-job's version: adding writes the sub-job.
    await api.data(API.jobs.OE.bills.addSubJob, {
      params: { id: master.id },
      body: { subJobId: sub.id, version: sub.version },
    });
    subJobs.push(sub);
  }
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${master.id}`);
  await page.getByRole('tab', { name: CHARGES, exact: true }).click();
  const form = panel(page);
  await expect(form.getByText('A master job holds no charges or costs.', { exact: false })).toBeVisible();
  await form.getByLabel('Charge code').click();
  await page.keyboard.type('OFR');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^OFR / }).click();
  await pickParty(page, form.getByLabel('Settlement account'), 'AGT-HAM');
  await form.getByLabel('Currency').click();
  await page.keyboard.type('USD');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^USD$/ }).click();
  await form.getByLabel('Amount').fill('100');
  await button(form, 'Preview the shares').click();
  // 100 × 100 ÷ 300 and 100 × 200 ÷ 300, each rounded; they add up to the amount.
  await expect(form.locator('.ant-table-row').filter({ hasText: subJobs[0]!.jobNo })).toContainText('$33.33');
  await expect(form.locator('.ant-table-row').filter({ hasText: subJobs[1]!.jobNo })).toContainText('$66.67');
  await button(form, 'Add to the sub-jobs').click();
  await expectMessage(page, 'Added to 2 sub-jobs');

  const lines = await api.data<{ lines: { amount: string; apportionedFrom: string }[] }>(API.jobs.OE.charges.get, {
    params: { id: subJobs[1]!.id },
  });
  expect(lines.lines).toEqual([expect.objectContaining({ amount: '66.67', apportionedFrom: master.jobNo })]);
});

test('finance edits a draft in the invoice editor, confirms it, records its tax invoice no, and is told why it cannot go back', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  const op = await ApiSession.signIn(request, 'op01', DEMO_PASSWORD);
  const fin = await ApiSession.signIn(request, 'fin01', DEMO_PASSWORD);
  const line = (chargeCode: string, price: string) => ({
    side: 'AR',
    chargeCode,
    displayName: chargeCode,
    partyId: job.customer,
    currency: 'CNY',
    unit: 'BL',
    num: '1',
    price,
    dueDate: '2099-02-01',
  });
  const saved = await op.data<{ lines: { id: number; version: number }[] }>(API.jobs.OE.charges.save, {
    params: { id: job.id },
    body: { version: 0, lines: [line('DOC', '500.00'), line('CUS', '350.00')] } as never,
  });
  const ids = saved.lines.map(({ id, version }) => ({ id, version }));
  await fin.data(API.finance.checkAction, { body: { action: 'check', lines: ids } });
  await fin.data(API.jobs.OE.charges.createInvoice, {
    params: { id: job.id },
    body: { kind: 'INVOICE', lineIds: ids.map((l) => l.id), invoiceDate: '2099-01-15' } as never,
  });

  await openSignedIn(page, 'fin01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: CHARGES, exact: true }).click();
  await button(panel(page), '(numbered on confirm)').click();
  const editor = page.getByRole('dialog', { name: /^Invoice / });
  await expect(editor).toContainText('￥850.00');
  await editor.locator('.ant-table-row').filter({ hasText: 'CUS' }).getByRole('button', { name: 'Take off' }).click();
  await button(editor, 'Save').click();
  await expectMessage(page, 'Draft saved');
  await expect(editor).toContainText('￥500.00');
  await confirmInEditor(page, editor);

  await editor.getByPlaceholder('Tax invoice no').fill('44031234');
  await button(editor, 'Save tax invoice no').click();
  await expectMessage(page, 'Tax invoice no saved');
  await button(editor, 'Back to draft').click();
  await confirmPopup(page);
  await expect(editor.getByRole('alert')).toContainText(
    'Cleared invoices and billed tax invoices cannot be deleted or cancelled',
  );
  await saveScreen(page, 'job-charges-invoice-editor-en_US');
  await editor.getByRole('button', { name: 'Close' }).click();
  // The line taken off the draft is free again; the invoiced one says why it is read-only.
  await expect(gridRow(page, 2).getByRole('img', { name: /has invoice/ })).toHaveCount(0);
  await expect(gridRow(page, 1).getByRole('img', { name: /has invoice, statement or tax invoice no/ })).toBeVisible();
});
