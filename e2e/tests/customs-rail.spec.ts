import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, choose, dialog, expectMessage, field, footerButton } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function typeDate(scope: ReturnType<typeof dialog>, label: string, text: string) {
  await field(scope, label).click();
  await field(scope, label).fill(text);
  await field(scope, label).press('Enter');
}

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
  await typeDate(entry, 'Customs entry date', day(-1));
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
  await typeDate(release, 'Release time', `${day(0)} 09:30`);
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
