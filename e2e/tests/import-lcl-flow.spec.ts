import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton, formItem, typeDate } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The board's stage named `stage`, filtered to one job: the job's row, if the job stands there. The
 * board opens afresh each time, as a team lead opens it, so what it shows comes from the server.
 */
async function onBoard(page: Page, stage: string, jobNo: string) {
  await page.goto('/OceanImport/X_ControlOcean');
  await page.getByRole('tab', { name: new RegExp(`^\\d\\. ${stage} \\d+$`) }).click();
  await page.getByPlaceholder('Job no').fill(jobNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row').filter({ hasText: jobNo })).toBeVisible();
}

async function openTab(page: Page, jobId: number, name: string) {
  await page.goto(`/oceanimport/indexedit/${jobId}`);
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel');
}

test('an import operator takes an LCL import from its arrival notice to its delivery, and the control board follows each stage', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await openTestJob(api, 'OI', {
    jobMode: 'LCL',
    packages: 12,
    weightKg: '1500',
    volumeCbm: '9.5',
    etd: day(-30),
    eta: day(-2),
    confirmPastEta: true,
    arrivalNoticeDate: day(-2),
    lastFreeDate: day(3),
  });
  await openSignedIn(page, 'op01', '/OceanImport/X_ControlOcean');
  await onBoard(page, 'Arrival notice sent', job.jobNo);

  // Customs: the broker's entry, then its release.
  let tab = await openTab(page, job.id, 'Customs');
  await tab.getByRole('button', { name: buttonName('New customs entrustment') }).click();
  const entry = dialog(page, `New customs entrustment of job ${job.jobNo}`);
  await field(entry, 'Entry no').fill('220020261207');
  await typeDate(field(entry, 'Customs entry date'), day(-1));
  await footerButton(entry, 'Save').click();
  await expectMessage(page, /^Customs entrustment \w+ saved$/);
  await onBoard(page, 'Entered at customs', job.jobNo);

  tab = await openTab(page, job.id, 'Customs');
  await tab
    .locator('.ant-table-row')
    .filter({ hasText: '220020261207' })
    .getByRole('button', { name: buttonName('Edit') })
    .click();
  const release = dialog(page, /^Customs entrustment \w+$/);
  await typeDate(field(release, 'Release time'), `${day(0)} 08:15`);
  await footerButton(release, 'Save').click();
  await expect(release).toBeHidden();
  await onBoard(page, 'Released', job.jobNo);

  // The CFS receives the cargo; customs has released the job, so once allowed out it is available.
  tab = await openTab(page, job.id, 'Warehouse');
  await tab.getByRole('button', { name: buttonName('New warehousing') }).click();
  const receipt = dialog(page, `New warehousing of job ${job.jobNo}`);
  await field(receipt, 'Packages').fill('12');
  await field(receipt, 'Weight (KG)').fill('1500');
  await field(receipt, 'Volume (CBM)').fill('9.5');
  await field(receipt, 'Position').fill('A-03-2');
  await field(receipt, 'Allow out').check();
  await footerButton(receipt, 'Save').click();
  await expectMessage(page, /^New warehousing \w+: 12 pkgs in$/);
  const stock = tab.locator('.ant-table-row').filter({ hasText: 'A-03-2' });
  await expect(tab).toContainText(`Free to go out since ${day(0)}`);
  await onBoard(page, 'Available', job.jobNo);

  // The delivery: a CFS order takes the loose cargo from the warehouse to the consignee.
  tab = await openTab(page, job.id, 'Trucking');
  await tab.getByRole('button', { name: buttonName('New CFS order') }).click();
  const order = dialog(page, `New trucking order of ${job.jobNo}`);
  await order.getByLabel('Trucking company').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await typeDate(formItem(order, 'Appointment time').locator('input'), `${day(0)} 10:00`);
  await footerButton(order, 'Save').click();
  await expectMessage(page, /^Trucking order TK\w+ created$/);
  const saved = dialog(page, /^Trucking order TK\w+$/);
  for (const status of ['Entrusted', 'Departed', 'Arrived at station', 'Pick up goods']) {
    await saved.getByRole('button', { name: buttonName(`Set "${status}"`) }).click();
    await expectMessage(page, `Now "${status}"`);
  }
  await footerButton(saved, 'Close').click();
  await onBoard(page, 'Delivery scheduled', job.jobNo);

  // The cargo leaves the warehouse on the truck, and reaches the consignee.
  tab = await openTab(page, job.id, 'Warehouse');
  await tab
    .locator('.ant-table-row')
    .filter({ hasText: 'A-03-2' })
    .getByRole('button', { name: buttonName('Warehouse out') })
    .click();
  const out = dialog(page, /^Warehouse out of /);
  await footerButton(out, 'Save').click();
  await expectMessage(page, /^Warehouse out: 12 pkgs of \w+, 0 left in stock$/);
  await expect(stock).toContainText('All out');

  tab = await openTab(page, job.id, 'Trucking');
  await tab.locator('.ant-table-row').first().dblclick();
  const delivered = dialog(page, /^Trucking order TK\w+$/);
  await typeDate(formItem(delivered, 'Actual delivery time').locator('input'), `${day(0)} 11:40`);
  await footerButton(delivered, 'Save').click();
  await expectMessage(page, 'Trucking order saved');
  await onBoard(page, 'Delivered', job.jobNo);
  await saveScreen(page, 'import-lcl-delivered-board');
});
