import { API } from '@apex/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, formItem } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** The job card's visible tab panel (hidden ones are not in the accessibility tree). */
const panel = (page: Page) => page.getByRole('tabpanel');

/** The cell of grid row `index` under the column headed `header`, in the card's active panel. */
async function cell(page: Page, index: number, header: string): Promise<Locator> {
  await panel(page).locator('.ant-table-thead th').first().waitFor();
  const headers = await panel(page).locator('.ant-table-thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === header);
  expect(column, `column ${header}`).toBeGreaterThanOrEqual(0);
  return panel(page).locator('.ant-table-tbody .ant-table-row').nth(index).locator('td').nth(column);
}

async function pick(page: Page, at: Locator, typed: string, option: string | RegExp) {
  await at.locator('.ant-select').click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

const addRow = (page: Page) =>
  panel(page)
    .getByRole('button', { name: buttonName('Add row') })
    .click();
const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** A new export job, its card opened by op01 (on the tab named, if any). */
async function openJobCard(page: Page, api: ApiSession, tabName?: string) {
  const job = await openTestJob(api, 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  if (tabName) await openTab(page, tabName);
  return job;
}
const save = (page: Page) =>
  panel(page)
    .getByRole('button', { name: buttonName('Save') })
    .click();

test('an operator adds containers and goods to an export job and finds them after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const job = await openTestJob(await ApiSession.signIn(request), 'OE', { vessel: 'EVER GIVEN', voyage: '025E' });
  await openSignedIn(page, 'admin', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'Containers', exact: true }).click();

  await addRow(page);
  await pick(page, await cell(page, 0, 'Type'), '40HQ', /^40HQ/);
  await (await cell(page, 0, 'Container no')).locator('input').fill('mscu 123456-0');
  await (await cell(page, 0, 'Gross weight KG')).locator('input').fill('12000.5');
  await (await cell(page, 0, 'Packages')).locator('input').fill('100');
  await (await cell(page, 0, 'Volume CBM')).locator('input').fill('60');
  // Flagged as it is typed (spec §5), before any save.
  await expect(panel(page).getByText('Container MSCU1234560: the check digit should be 6 (ISO 6346)')).toBeVisible();

  await (await cell(page, 0, 'Container no')).locator('input').fill('MSCU1234566');
  await addRow(page);
  await pick(page, await cell(page, 1, 'Type'), '20GP', /^20GP/);
  await (await cell(page, 1, 'Container no')).locator('input').fill('TGHU9876542');
  await (await cell(page, 1, 'Gross weight KG')).locator('input').fill('8000');
  await expect(panel(page).getByText('1x40HQ+1x20GP')).toBeVisible();
  await expect(panel(page).getByText('20,000.500 / 44,093.502')).toBeVisible();
  await save(page);
  await expectMessage(page, 'Saved');
  await saveScreen(page, 'job-cargo-containers-en_US');

  await page.getByRole('tab', { name: 'Goods', exact: true }).click();
  await addRow(page);
  await pick(page, await cell(page, 0, 'HS code'), '847130', /^847130/);
  await (await cell(page, 0, 'Name')).locator('input').fill('Laptop computers');
  await (await cell(page, 0, 'Price')).locator('input').fill('199.999');
  await (await cell(page, 0, 'Qty')).locator('input').fill('3');
  await (await cell(page, 0, 'Gross weight KG')).locator('input').fill('1000');
  await (await cell(page, 0, 'Volume CBM')).locator('input').fill('10');
  await expect(await cell(page, 0, 'Gross weight LB')).toHaveText('2,204.620');
  await expect(await cell(page, 0, 'Volume CBF')).toHaveText('353.147');
  await expect(await cell(page, 0, 'Chargeable weight KG')).toHaveText('1,666.667');
  await save(page);
  await expect(panel(page).getByText('199.999 is not a number from 0 with at most 2 decimals')).toBeVisible();
  await (await cell(page, 0, 'Price')).locator('input').fill('199.99');
  await save(page);
  await expectMessage(page, 'Saved');
  await saveScreen(page, 'job-cargo-goods-en_US');

  await page.reload();
  await page.getByRole('tab', { name: 'Goods', exact: true }).click();
  await expect((await cell(page, 0, 'HS code')).getByText(/847130/)).toBeVisible();
  await expect(await cell(page, 0, 'Amount')).toHaveText('599.97');
  await page.getByRole('tab', { name: 'Containers', exact: true }).click();
  await expect((await cell(page, 1, 'Container no')).locator('input')).toHaveValue('TGHU9876542');
});

test('booking a blacklisted carrier asks first, and the booking says so once saved (spec §8)', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'Booking', exact: true }).click();
  // The demo's blacklisted carrier is marked in the picker.
  await pick(page, formItem(panel(page), 'Carrier'), 'BXSC', /^BXSC .* ⚠$/);
  await save(page);
  const question = page.getByRole('dialog', { name: 'Carrier on blacklist' });
  await expect(question).toContainText('BXSC');
  await question.getByRole('button', { name: buttonName('Book anyway') }).click();
  await expectMessage(page, 'Saved');
  await expect(panel(page).getByText(/^This carrier is on the blacklist: /)).toBeVisible();
  await saveScreen(page, 'job-booking-blacklisted-en_US');
});

test('a weight typed in LB and a volume typed in CBF are the figures kept (issue 16 point 2)', async ({
  page,
  request,
}) => {
  const job = await openJobCard(page, await ApiSession.signIn(request));
  const form = page.locator('main');
  await field(form, 'Weight (LB)').fill('10000');
  await expect(field(form, 'Weight (KG)')).toHaveValue('4536');
  await field(form, 'Volume (CBF)').fill('1000');
  await expect(field(form, 'Volume (CBM)')).toHaveValue('28.3168');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, `Job ${job.jobNo} saved`);

  await page.reload();
  await expect(field(form, 'Weight (LB)')).toHaveValue('10000');
  await expect(field(form, 'Volume (CBF)')).toHaveValue('1000');
  await expect(field(form, 'Weight (KG)')).toHaveValue('4536');
});

test('a cut-off typed as a date alone is kept at 00:00 of that day (issue 16 point 6)', async ({ page, request }) => {
  await openJobCard(page, await ApiSession.signIn(request), 'Booking');
  const cutoff = formItem(panel(page), 'CY cut-off').locator('input');
  await cutoff.click();
  await cutoff.fill('2026-12-03');
  await cutoff.press('Enter');
  await expect(cutoff).toHaveValue('2026-12-03 00:00');
  await save(page);
  await expectMessage(page, 'Saved');

  await page.reload();
  await openTab(page, 'Booking');
  await expect(formItem(panel(page), 'CY cut-off').locator('input')).toHaveValue('2026-12-03 00:00');
});

test('a container number with a wrong check digit is flagged, saved once confirmed, and says who confirmed (issue 16 point 8)', async ({
  page,
  request,
}) => {
  await openJobCard(page, await ApiSession.signIn(request), 'Containers');
  await addRow(page);
  await pick(page, await cell(page, 0, 'Type'), '40HQ', /^40HQ/);
  const no = (await cell(page, 0, 'Container no')).locator('input');
  await no.fill('MSCU1234560');
  await expect(await cell(page, 0, 'Container no')).toContainText('the check digit should be 6 (ISO 6346)');
  await save(page);
  const question = dialog(page, 'Container numbers not standard');
  await expect(question).toContainText('MSCU1234560');
  await question.getByRole('button', { name: buttonName('Save anyway') }).click();
  await expectMessage(page, 'Saved');

  await page.reload();
  await openTab(page, 'Containers');
  await expect(await cell(page, 0, 'Container no')).toContainText('Confirmed by op01');
  await saveScreen(page, 'job-containers-check-digit-confirmed-en_US');
});

test('an HS code keeps its column narrow and its list inside the window (issue 16 point 16)', async ({
  page,
  request,
}) => {
  await openJobCard(page, await ApiSession.signIn(request), 'Goods');
  await addRow(page);
  const hs = await cell(page, 0, 'HS code');
  await hs.locator('.ant-select').click();
  await page.keyboard.type('8471');
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list.locator('.ant-select-item-option').first()).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  await list
    .locator('.ant-select-item-option')
    .filter({ hasText: /^847130/ })
    .first()
    .click();
  const header = panel(page)
    .locator('.ant-table-thead th')
    .filter({ hasText: /^HS code$/ });
  expect((await header.boundingBox())!.width).toBeLessThanOrEqual(240);
  await expect(await cell(page, 0, 'Name')).toBeInViewport();
  await saveScreen(page, 'job-goods-hs-code-en_US');
});

test('quantities show the places their unit needs and keep the stored ones (issue 16 point 17)', async ({
  page,
  request,
}) => {
  const api = await ApiSession.signIn(request);
  const job = await openTestJob(api, 'OE');
  const cargo = API.jobs.OE.cargo;
  await api.data(cargo.saveContainers, {
    params: { id: job.id },
    body: {
      version: 0,
      containers: [{ containerType: '40HQ', tareKg: '3900', grossWeightKg: '12000.5', volumeCbm: '60.25' }],
    } as never,
  });
  await api.data(cargo.saveGoods, {
    params: { id: job.id },
    body: { version: 0, lines: [{ name: 'Laptops', qty: '420', grossWeightKg: '1000.1234' }] } as never,
  });
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await openTab(page, 'Containers');
  await expect((await cell(page, 0, 'Tare KG')).locator('input')).toHaveValue('3900');
  await expect(panel(page).getByText('12,000.500 / 26,456.542')).toBeVisible();
  await openTab(page, 'Goods');
  await expect((await cell(page, 0, 'Qty')).locator('input')).toHaveValue('420');
  await expect((await cell(page, 0, 'Gross weight KG')).locator('input')).toHaveValue('1000.1234');
  await expect(await cell(page, 0, 'Gross weight LB')).toHaveText('2,204.892');
});
