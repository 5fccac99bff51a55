import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { changeFirstPassword, createTestUser, OWN_PASSWORD } from '../support/admin-factories';
import { expectMessage } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { CARRIER_SIM_ENV, serverUrl, useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const DAY = 86_400_000;
const cardTab = (page: Page, name: string) =>
  page.locator('button[role="tab"]').filter({ hasText: new RegExp(`^${name}$`) });

/** A user of a system role, made for this test alone (the demo users' notifications stay as they are). */
async function freshUser(admin: ApiSession, request: Parameters<typeof changeFirstPassword>[0], role: string) {
  const user = await createTestUser(admin, [role]);
  await changeFirstPassword(request, user.account);
  return user;
}

test('customer service subscribes a job, sees the carrier’s events on its timeline, hears of the ETA slip and takes the carrier’s ETA (issue 20)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sim = process.env[CARRIER_SIM_ENV]!;
  const admin = await ApiSession.signIn(request);
  const cs = await freshUser(admin, request, 'CUSTOMER_SERVICE');
  const simNow = Date.parse((await (await request.get(`${sim}/sim/health`)).json()).now);
  // The job expects the vessel when the carrier's plan does (17 days after the booking); the
  // voyage is delayed by bad weather to 21 days.
  const eta = new Date(simNow + 17 * DAY).toISOString().slice(0, 10);
  const op = await ApiSession.signIn(request, 'op01', DEMO_PASSWORD);
  const mblNo = `CS${Date.now()}`;
  const job = await openTestJob(op, 'OE', {
    mblNo,
    etd: new Date(simNow + 3 * DAY).toISOString().slice(0, 10),
    eta,
    customerService: cs.id,
  });
  await request.post(`${sim}/sim/scenarios`, { data: { reference: mblNo, scenario: 'DELAYED' } });

  await openSignedIn(page, cs.account, `/ocean_exp/detail/${job.id}`, OWN_PASSWORD);
  await cardTab(page, 'Online Tracking').click();
  await expect(page.getByText('Not subscribed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectMessage(page, `Subscribed to the tracking of ${mblNo}: wait 5 to 8 minutes before refreshing`);
  await expect(page.getByText('After subscribing, wait 5 to 8 minutes before refreshing.')).toBeVisible();

  // Six minutes later on the app's clock, thirteen days into the voyage on the carrier's.
  await request.post(`${serverUrl('demo')}/__test/clock`, { data: { minutes: 6 } });
  await request.post(`${sim}/sim/clock`, { data: { advanceMinutes: 13 * 24 * 60 } });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expectMessage(page, /^Tracking refreshed/);
  await expect(page.getByText('After subscribing, wait 5 to 8 minutes before refreshing.')).toBeHidden();
  const timeline = page.locator('.ant-card').filter({ hasText: 'Timeline: goods status and carrier events' });
  await expect(
    timeline.getByRole('row').filter({ hasText: 'Vessel departure' }).filter({ hasText: 'Actual' }),
  ).toHaveCount(1);
  // The carrier's departure moved the goods status: on board, by the carrier.
  await expect(timeline.getByRole('row').filter({ hasText: 'On board' })).toContainText('Carrier event');
  const banner = page.getByRole('alert').filter({ hasText: "days after the job's ETA" });
  await expect(banner).toContainText("The carrier's arrival is 4 days after the job's ETA");
  await saveScreen(page, 'job-tracking-en_US');

  // The bell reads the notifications again when opened; the slip's notification opens its job card.
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await drawer
    .getByTestId('notification')
    .filter({ hasText: `${job.jobNo}: arrival now` })
    .click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/ocean_exp/detail/${job.id}$`));
  await cardTab(page, 'Online Tracking').click();

  const csApi = await ApiSession.signIn(request, cs.account, OWN_PASSWORD);
  const slip = await csApi.data<{ carrierArrival: string }>(API.jobs.OE.etaSlip.get, { params: { id: job.id } });
  await banner.getByRole('button', { name: 'Update ETA from carrier' }).click();
  await expectMessage(page, "ETA updated to the carrier's arrival");
  await expect(banner).toBeHidden();
  const updated = await op.data<{ eta: string }>(API.jobs.OE.card.get, { params: { id: job.id } });
  expect(updated.eta).toBe(slip.carrierArrival.slice(0, 10));
  expect(Date.parse(updated.eta) - Date.parse(eta)).toBe(4 * DAY);

  // The shipment list shows where it is; a portal's page naming its MB/L opens the job (spec §2.5).
  await page.goto(`/shipmentList/index?jobType=OE&keyword=${mblNo}`);
  const row = page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: job.jobNo });
  // Its furthest goods status step is the carrier's ETA, and it is 4 days late no more: the ETA was taken.
  await expect(row).toContainText(`ETA · ${updated.eta}`);
  await expect(row).not.toContainText('days');
  await saveScreen(page, 'shipment-list-en_US');
  await page.goto(`/shipmentList/index?openDetailPage=true&mblNo=${mblNo}`);
  await expect(page).toHaveURL(new RegExp(`/ocean_exp/detail/${job.id}$`));
});

test('a user without tracking applies for it, an administrator grants it by a role, and the tab opens (spec §6)', async ({
  browser,
  request,
}) => {
  const admin = await ApiSession.signIn(request);
  const sales = await freshUser(admin, request, 'SALES');
  const op = await ApiSession.signIn(request, 'op01', DEMO_PASSWORD);
  const job = await openTestJob(op, 'OE', { mblNo: `AP${Date.now()}` });

  const salesPage = await (await browser.newContext()).newPage();
  await openSignedIn(salesPage, sales.account, `/ocean_exp/detail/${job.id}`, OWN_PASSWORD);
  await cardTab(salesPage, 'Online Tracking').click();
  await expect(salesPage.getByText('You do not have permission to view online tracking.')).toBeVisible();
  await salesPage.getByLabel('Why you need it (optional)').fill('I answer this customer');
  await salesPage.getByRole('button', { name: 'Apply for permission' }).click();
  await expect(salesPage.getByText(/waiting for an administrator/)).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await openSignedIn(adminPage, 'admin', '/systemSetting/users');
  await adminPage.getByRole('button', { name: 'Access requests' }).click();
  const drawer = adminPage.getByRole('dialog', { name: 'Access requests' });
  const row = drawer.getByRole('row').filter({ hasText: sales.account });
  await expect(row).toContainText('I answer this customer');
  await row.getByLabel('Role to give').click();
  await adminPage
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Customer Service' })
    .click();
  await row.getByRole('button', { name: 'Grant' }).click();
  await expect(drawer.getByRole('row').filter({ hasText: sales.account })).toHaveCount(0);

  await salesPage.reload();
  await cardTab(salesPage, 'Online Tracking').click();
  await expect(salesPage.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the online tracking tab and the shipment list speak zh_CN', async ({ page, request }) => {
    const op = await ApiSession.signIn(request, 'op01', DEMO_PASSWORD);
    const mblNo = `ZH${Date.now()}`;
    const job = await openTestJob(op, 'OE', { mblNo });
    // Subscribed and polled at once: the booking and the carrier's plan are on the timeline.
    await op.data(API.jobs.OE.tracking.subscribe, { params: { id: job.id }, body: {} });
    await op.data(API.jobs.OE.tracking.refresh, { params: { id: job.id } });

    await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
    await cardTab(page, '在线跟踪').click();
    const timeline = page.locator('.ant-card').filter({ hasText: '时间线：货物状态与船公司事件' });
    await expect(timeline.getByRole('row').filter({ hasText: 'USLAX' }).first()).toBeVisible();
    await expect(page.getByText('船公司订阅')).toBeVisible();
    await saveScreen(page, 'job-tracking-zh_CN');

    await page.goto(`/shipmentList/index?jobType=OE&keyword=${mblNo}`);
    await expect(page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: job.jobNo })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /最近船公司事件/ })).toBeVisible();
    await saveScreen(page, 'shipment-list-zh_CN');
  });
});
