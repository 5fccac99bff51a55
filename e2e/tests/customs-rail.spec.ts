import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, choose, dialog, expectMessage, field, footerButton, typeDate } from '../support/antd';
import { jobWithContainers, openTestJob, partyId } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an import operator arranges a customs entry and its release, and the general tab’s customs dates follow', async ({
  page,
}) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await openTestJob(api, 'OI');
  await openSignedIn(page, 'op01', `/oceanimport/indexedit/${job.id}`);
  await page.getByRole('tab', { name: 'Customs', exact: true }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab).toContainText('No customs entrustment for this job yet.');

  await tab.getByRole('button', { name: buttonName('New customs entrustment') }).click();
  const entry = dialog(page, `New customs entrustment of job ${job.jobNo}`);
  await field(entry, 'Declaration / pre-entry no').fill('P0042');
  await field(entry, 'Entry no').fill('220020260042');
  await typeDate(field(entry, 'Customs entry date'), day(-1));
  // A third decimal of the duty is refused under its field, before anything is sent.
  await field(entry, 'Duty').fill('12.345');
  await footerButton(entry, 'Save').click();
  await expect(entry).toBeVisible();
  await field(entry, 'Duty').fill('1200.50');
  await field(entry, 'VAT').fill('156.07');
  // The tax currency is picked among the enabled currencies, not typed.
  await choose(page, entry, 'Tax currency', 'CNY');
  await expect(field(entry, 'Taxes total')).toHaveValue('1356.57');
  await footerButton(entry, 'Save').click();
  await expectMessage(page, /^Customs entrustment \w+ saved$/);
  const row = tab.locator('.ant-table-row').filter({ hasText: '220020260042' });
  await expect(row).toContainText('CNY 1,356.57');

  await row.getByRole('button', { name: buttonName('Edit') }).click();
  const release = dialog(page, /^Customs entrustment \w+$/);
  await typeDate(field(release, 'Release time'), `${day(0)} 09:30`);
  await footerButton(release, 'Save').click();
  await expect(release).toBeHidden();
  await expect(tab).toContainText(day(0));
  // At 1366 px the entrustment reads across without a sideways scroll, each header on one line.
  const grid = tab.locator('.ant-table-content');
  expect(await grid.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  for (const height of await tab.locator('thead th').evaluateAll((cells) => cells.map((c) => c.clientHeight)))
    expect(height).toBeLessThan(45);
  await saveScreen(page, 'customs-tab-en_US');

  await page.getByRole('tab', { name: 'General', exact: true }).click();
  const general = page.getByRole('tabpanel');
  await expect(general).toContainText("The job's customs dates, kept by its customs entrustments (customs tab)");
  await expect(general).toContainText('220020260042');
  await expect(general).toContainText(day(-1));
  // The release saved on the customs tab reached the general tab's cached job without a reload.
  await expect(general.locator('.ant-descriptions-item').filter({ hasText: 'Customs released' })).toContainText(day(0));
  await saveScreen(page, 'customs-general-en_US');
});

test('an export operator entrusts two of the job’s containers to a railway and follows the train to the station (spec §3 Rail entrust, §4)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await jobWithContainers(api, 3);
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'Train', exact: true }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab).toContainText('No rail entrust for this job yet.');

  await tab.getByRole('button', { name: buttonName('New rail entrust') }).click();
  const entrust = dialog(page, `New rail entrust of job ${job.jobNo}`);
  await choose(page, entrust, 'Rail carrier', 'Railway Logistics');
  await field(entrust, 'Train POL (station)').fill("Xi'an Intl Port Station");
  // The port of loading picked by its UN/LOCODE from the ports the station box offers.
  await field(entrust, 'Train POD (station)').fill('CNNGB');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'CNNGB' })
    .first()
    .click();
  await field(entrust, 'Container belong').click();
  await page.locator('.ant-select-dropdown:visible').getByText("Shipper's own container (SOC)").click();
  await typeDate(field(entrust, 'Departure date'), day(2));
  // The train cannot arrive before it leaves: refused under its field, before anything is sent.
  await typeDate(field(entrust, 'Arrival date'), day(1));
  await footerButton(entrust, 'Save').click();
  await expect(entrust).toContainText('The train cannot arrive before it departs');
  await typeDate(field(entrust, 'Arrival date'), day(5));
  await choose(page, entrust, 'Container no', job.nos[0]!, job.nos[1]!);
  await field(entrust, 'Weight (KG)').fill('42000.5');
  await saveScreen(page, 'rail-entrust-dialog-en_US');
  await footerButton(entrust, 'Save').click();
  await expectMessage(page, /^Rail entrust SHARE\d{8} saved$/);

  const row = tab.locator('.ant-table-row').filter({ hasText: /SHARE\d{8}/ });
  await expect(row).toContainText('Not entrusted');
  await expect(row).toContainText(`${job.nos[0]} ${job.nos[1]}`);
  await expect(row).not.toContainText(job.nos[2]!);
  const detail = tab.locator('.ant-table-expanded-row');
  for (const status of ['Entrusted', 'Departed', 'Arrived at station']) {
    await detail.getByRole('button', { name: buttonName(`Set "${status}"`) }).click();
    await expectMessage(page, `Now "${status}"`);
    await expect(row).toContainText(status);
  }
  // The history: each step, by whom; no skipping a step is offered.
  await expect(detail.locator('.ant-timeline-item')).toHaveCount(3);
  await expect(detail).toContainText('op01: Departed → Arrived at station');
  await expect(detail.getByRole('button', { name: buttonName('Set "Pick up goods"') })).toBeVisible();
  await expect(detail.getByRole('button', { name: buttonName('Set "Cancelled"') })).toHaveCount(0);
  await expect(detail).toContainText('40HQ');
  await saveScreen(page, 'rail-tab-en_US');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the train tab speaks zh_CN', async ({ page }) => {
    const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
    const job = await jobWithContainers(api, 2);
    await api.data(API.jobs.OE.rail.create, {
      params: { id: job.id },
      body: {
        carrier: await partyId(api, 'RAILWAY'),
        trainPol: 'Chengdu Qingbaijiang',
        trainPod: 'CNSHA',
        containerNos: job.nos,
      } as never,
    });
    await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
    await page.getByRole('tab', { name: '铁路', exact: true }).click();
    const tab = page.getByRole('tabpanel');
    await expect(tab).toContainText('铁路委托单');
    const row = tab.locator('.ant-table-row').filter({ hasText: /SHARE\d{8}/ });
    await expect(row).toContainText('未委托');
    await row.locator('.ant-table-row-expand-icon').click();
    await expect(tab.getByRole('button', { name: buttonName('设为"已委托"') })).toBeVisible();
    await saveScreen(page, 'rail-tab-zh_CN');
  });
});
