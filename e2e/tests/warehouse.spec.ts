import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import type { TJob } from '@apex/shared/jobs';
import type { TWarehouseEntry } from '@apex/shared/movement';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const today = () => new Date().toISOString().slice(0, 10);

/** An LCL import job of the signed-in user's office whose arrival notice went out today. */
async function importJob(api: ApiSession): Promise<TJob> {
  return openTestJob(api, 'OI', {
    jobMode: 'LCL',
    packages: 10,
    weightKg: '1000',
    volumeCbm: '10',
    arrivalNoticeDate: today(),
    lastFreeDate: today(),
  });
}

/** The control board's stage `stage`, filtered to one job: its row, if the job is at that stage. */
async function boardRow(page: Page, stage: string, jobNo: string) {
  await page.getByRole('tab', { name: new RegExp(stage) }).click();
  await page.getByPlaceholder('Job no').fill(jobNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  // The stage bar counts what the lists show: this job alone, at its stage (issue 19 review).
  const counts = page
    .getByRole('tablist', { name: 'Stages of the import jobs' })
    .locator('.ant-statistic-content-value');
  await expect
    .poll(async () => (await counts.allInnerTexts()).reduce((sum, text) => sum + (Number(text) || 0), 0))
    .toBe(1);
  return page.locator('.ant-table-row').filter({ hasText: jobNo });
}

test('an operator receives an import’s cargo, is refused its out before customs released it, lets it out, and the control board follows', async ({
  page,
}) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await importJob(api);

  await openSignedIn(page, 'op01', '/OceanImport/X_ControlOcean');
  await expect(page.getByRole('tablist', { name: 'Stages of the import jobs' })).toBeVisible();
  const noticed = await boardRow(page, 'Arrival notice sent', job.jobNo);
  await expect(noticed).toBeVisible();
  // Its free time ends today: the last free day, amber.
  await expect(noticed.locator('.ant-tag-warning').first()).toContainText('0 days left');
  await saveScreen(page, 'control-board-en_US');

  await page.goto(`/oceanimport/indexedit/${job.id}`);
  await page.getByRole('tab', { name: 'Warehouse', exact: true }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab).toContainText('Nothing of this job has come into the warehouse yet.');
  await expect(tab).toContainText("Customs has not released the job's cargo yet");

  await tab.getByRole('button', { name: buttonName('New warehousing') }).click();
  const entry = dialog(page, `New warehousing of job ${job.jobNo}`);
  await field(entry, 'Packages').fill('10');
  await field(entry, 'Weight (KG)').fill('1000');
  await field(entry, 'Volume (CBM)').fill('10');
  await field(entry, 'Position').fill('B-07-1');
  await footerButton(entry, 'Save').click();
  await expectMessage(page, /^New warehousing \w+: 10 pkgs in$/);
  const entries = await api.data<{ entries: TWarehouseEntry[] }>(API.jobs.OI.warehouse.get, { params: { id: job.id } });
  const no = entries.entries[0]!.warehouseInNo;
  const row = tab.locator('.ant-table-row').filter({ hasText: no });
  await expect(row).toContainText('In stock');

  // spec §8: not released by customs, the goods are not available.
  await row.getByRole('button', { name: buttonName('Warehouse out') }).click();
  await expectMessage(page, `Goods not available: customs has not released ${no}`);

  await row.getByRole('button', { name: buttonName('Edit') }).click();
  const edit = dialog(page, `Warehouse entry ${no}`);
  await field(edit, 'Customs released').check();
  await field(edit, 'Allow out').check();
  await footerButton(edit, 'Save').click();
  await expect(edit).toBeHidden();
  await expect(tab).toContainText(`Free to go out since ${today()}`);

  await row.getByRole('button', { name: buttonName('Warehouse out') }).click();
  const out = dialog(page, `Warehouse out of ${no}`);
  await expect(out).toContainText('In stock: 10 pkgs, 1,000.000 KG, 10.000 CBM');
  await field(out, 'Packages').fill('4');
  await expect(field(out, 'Weight (KG)')).toHaveAttribute('placeholder', 'Blank: its share, 400.000');
  await footerButton(out, 'Save').click();
  await expectMessage(page, `Warehouse out: 4 pkgs of ${no}, 6 left in stock`);
  await expect(row).toContainText('Partly out');
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(tab.getByText('Warehouse outs')).toBeVisible();
  await saveScreen(page, 'warehouse-tab-en_US');

  // The board: the job's cargo may go out, so it has moved on to "Available".
  await page.goto('/OceanImport/X_ControlOcean');
  await expect(await boardRow(page, 'Arrival notice sent', job.jobNo)).toHaveCount(0);
  await expect(await boardRow(page, 'Available', job.jobNo)).toBeVisible();
});

test('a sales user reads an import job’s card without the warehouse tab, the warehouse’s own permission', async ({
  page,
}) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await importJob(api);
  await openSignedIn(page, 'sales01', `/oceanimport/indexedit/${job.id}`);
  await expect(page.getByRole('tab', { name: 'Customs', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Warehouse', exact: true })).toHaveCount(0);
});

test('the warehouse works on the import warehouse list without the jobs’ cards: finds the cargo, exports, lets it out', async ({
  page,
}) => {
  // Customer service of Shenzhen opens the job; the warehouse of Shenzhen receives its cargo.
  const cs = await ApiSession.signIn(page.request, 'cs01', DEMO_PASSWORD);
  const job = await importJob(cs);
  const wh = await ApiSession.signIn(page.request, 'wh01', DEMO_PASSWORD);
  const entry = await wh.data<TWarehouseEntry>(API.jobs.OI.warehouse.create, {
    params: { id: job.id },
    body: {
      packages: 8,
      weightKg: '800',
      volumeCbm: '8',
      inAt: new Date().toISOString(),
      position: 'C-01-1',
      customsReleased: true,
      allowOut: true,
    },
  });

  await openSignedIn(page, 'wh01', '/OceanImport/WarehouseManagementList');
  await page.getByPlaceholder('Warehouse-in no or job no').fill(job.jobNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: entry.warehouseInNo });
  await expect(row).toContainText(job.jobNo);
  await expect(row).toContainText('C-01-1');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('Export') }).click();
  expect((await download).suggestedFilename()).toBe('warehouse-SZX-OI.xlsx');
  await saveScreen(page, 'warehouse-list-en_US');

  await row.dblclick();
  const drawer = dialog(page, 'Warehouse of the job');
  const inDrawer = drawer.locator('.ant-table-row').filter({ hasText: entry.warehouseInNo });
  await inDrawer.getByRole('button', { name: buttonName('Warehouse out') }).click();
  const out = dialog(page, `Warehouse out of ${entry.warehouseInNo}`);
  await footerButton(out, 'Save').click();
  await expectMessage(page, `Warehouse out: 8 pkgs of ${entry.warehouseInNo}, 0 left in stock`);
  await expect(inDrawer).toContainText('All out');
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(row).toContainText('All out');
});
