import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import type { TJob } from '@apex/shared/jobs';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, choose, dialog, expectMessage, footerButton } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { menuButton } from '../support/shell';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** A day of a year no other spec uses (one year per test), so that the desk's ETA range holds only this run's jobs. */
const arrivalDay = (year: number) => {
  const day = new Date(Date.UTC(year, 0, 1) + Math.floor(Math.random() * 360) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

async function importJobsArriving(api: ApiSession, eta: string, count: number) {
  const jobs: TJob[] = [];
  for (let n = 0; n < count; n++) jobs.push(await openTestJob(api, 'OI', { etd: `${eta.slice(0, 4)}-01-01`, eta }));
  return jobs;
}

const deskRows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');
/** The job card's tab (the shell's strip also has a tab of the desk's title). */
const cardTab = (page: Page, name: string) =>
  page.locator('button[role="tab"]').filter({ hasText: new RegExp(`^${name}$`) });

test('an operator sets "arrival notice" on 20 jobs at once and sees it on one job’s goods status tab (issue 20)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const eta = arrivalDay(2097);
  const jobs = await importJobsArriving(api, eta, 20);

  await openSignedIn(page, 'op01', `/sc/oceanimport/JobGoodsStatus?etaFrom=${eta}&etaTo=${eta}&pageSize=50`);
  await expect(deskRows(page)).toHaveCount(20);
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByRole('button', { name: /Set step \(20 jobs ticked\)/ }).click();
  const set = dialog(page, 'Set one step on 20 jobs');
  await choose(page, set, 'Step', 'Arrival notice');
  await footerButton(set, 'Save').click();
  await expectMessage(page, 'Arrival notice set on 20 jobs');
  await expect(deskRows(page).filter({ hasText: 'Arrival notice' })).toHaveCount(20);
  await saveScreen(page, 'goods-status-desk-en_US');

  const one = jobs[7]!;
  await deskRows(page).filter({ hasText: one.jobNo }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/oceanimport/indexedit/${one.id}$`));
  await cardTab(page, 'Goods Status').click();
  const step = page.locator('[data-step="ARRIVAL_NOTICE"]');
  await expect(step).toContainText('10. Arrival notice');
  await expect(step).toContainText('by op01');
  await expect(step.getByRole('button', { name: buttonName('Correct') })).toBeVisible();
  await expect(page.locator('[data-step="ON_BOARD"]')).toContainText('Not yet');
  await saveScreen(page, 'goods-status-tab-en_US');
});

test('a step out of order is refused with its reason, and recorded as a correction with one', async ({ page }) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await openTestJob(api, 'OI');
  await api.data(API.jobs.OI.goodsStatus.record, {
    params: { id: job.id },
    body: { version: 0, step: 'CUSTOMS_ENTRY', occurredAt: '2020-02-10T08:00:00Z', place: null },
  });
  await openSignedIn(page, 'op01', `/oceanimport/indexedit/${job.id}`);
  await cardTab(page, 'Goods Status').click();
  await page
    .locator('[data-step="ARRIVAL_NOTICE"]')
    .getByRole('button', { name: buttonName('Record step') })
    .click();
  const record = dialog(page, /Record Arrival notice of job/);
  await expect(record).toBeVisible();
  // Today is after the customs entry of 2020: out of the sequence's order.
  await footerButton(record, 'Save').click();
  await expect(record).toContainText('cannot be dated after Customs entry');
  await record.getByText('Record as a correction').click();
  await record.getByLabel('Reason', { exact: true }).fill('Notice sent before the entry was filed');
  await footerButton(record, 'Save').click();
  await expectMessage(page, 'Arrival notice corrected');
  await expect(page.locator('[data-step="ARRIVAL_NOTICE"]')).toContainText('Corrected: Notice sent before the entry');
});

test('a parent portal embeds a job’s goods status without the shell (spec §2.4 /ocean_exp_outer/goodsStatus)', async ({
  page,
}) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await openTestJob(api, 'OE');
  await api.data(API.jobs.OE.goodsStatus.record, {
    params: { id: job.id },
    body: { version: 0, step: 'ON_BOARD', occurredAt: '2099-01-10T08:00:00Z', place: 'CNSHA' },
  });
  await openSignedIn(page, 'op01', `/ocean_exp_outer/goodsStatus?JOB_ID=${job.id}`);
  await expect(page.getByText(job.jobNo).first()).toBeVisible();
  await expect(page.locator('[data-step="ON_BOARD"]')).toContainText('CNSHA');
  await expect(menuButton(page)).toHaveCount(0);
  await saveScreen(page, 'goods-status-outer');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the goods status desk and tab speak zh_CN', async ({ page }) => {
    const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
    const eta = arrivalDay(2096);
    const [job] = await importJobsArriving(api, eta, 1);
    await api.data(API.jobs.OI.goodsStatus.record, {
      params: { id: job!.id },
      body: {
        version: 0,
        step: 'GOODS_DAMAGE',
        occurredAt: '2096-01-02T08:00:00Z',
        place: null,
        remark: '两箱外包装破损',
      },
    });
    await openSignedIn(page, 'op01', `/sc/oceanimport/JobGoodsStatus?etaFrom=${eta}&etaTo=${eta}`);
    await expect(deskRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /设置节点/ })).toBeVisible();
    await saveScreen(page, 'goods-status-desk-zh_CN');
    await openSignedIn(page, 'op01', `/oceanimport/indexedit/${job!.id}`);
    await cardTab(page, '货物状态').click();
    // The abnormal event shown apart, and on the timeline below.
    const abnormal = page.locator('.ant-card').filter({ hasText: '异常事件' });
    await expect(abnormal.getByText('货损', { exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByText('货损', { exact: true })).toBeVisible();
    await saveScreen(page, 'goods-status-tab-zh_CN');
  });
});
