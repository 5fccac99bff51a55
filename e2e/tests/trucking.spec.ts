import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import type { TTruckingOrder } from '@apex/shared/movement';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton, formItem } from '../support/antd';
import { jobWithContainers, partyId } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** Picks the first trucker the party picker offers. */
async function pickTrucker(page: Page, order: ReturnType<typeof dialog>) {
  await order.getByLabel('Trucking company').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
}

test('an export operator unites two jobs’ containers on one FCL trucking order (spec §2.8 unite trucking picker)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const [a, b] = [await jobWithContainers(api, 2), await jobWithContainers(api, 2)];
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${a.id}`);
  await page.getByRole('tab', { name: 'Trucking', exact: true }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab).toContainText('No trucking order yet');
  await tab.getByRole('button', { name: buttonName('Unite trucking') }).click();

  const order = dialog(page, new RegExp(`New trucking order of ${a.jobNo}`));
  await pickTrucker(page, order);
  await order.getByRole('button', { name: buttonName("Add the job's containers") }).click();
  await order.getByRole('button', { name: buttonName('Pick containers of other jobs') }).click();
  const picker = dialog(page, /Unite trucking: containers/);
  await picker.getByLabel('MB/L, job no or vessel').fill(b.jobNo);
  await picker.getByLabel('MB/L, job no or vessel').press('Enter');
  for (const no of b.nos)
    await picker
      .getByRole('row', { name: new RegExp(no) })
      .getByRole('checkbox')
      .check();
  await saveScreen(page, 'trucking-unite-picker');
  await footerButton(picker, 'Add 2 containers').click();
  for (const no of [...a.nos, ...b.nos]) await expect(order.getByRole('row', { name: new RegExp(no) })).toBeVisible();
  await footerButton(order, 'Save').click();
  await expectMessage(page, /Trucking order TKSHA1\d+ created/);
  const saved = dialog(page, /Trucking order TKSHA1\d+/);
  await expect(saved.getByRole('button', { name: buttonName('Set "Entrusted"') })).toBeVisible();
  await saveScreen(page, 'trucking-united-order');
  await saved.getByRole('button', { name: buttonName('Set "Entrusted"') }).click();
  await expectMessage(page, 'Now "Entrusted"');
  // An appointment booked for the pick-up: its phone masked in the list (spec §9).
  await saved.getByRole('button', { name: buttonName('New appointment') }).click();
  const appointment = dialog(page, /New appointment of TKSHA1/);
  await appointment.getByLabel('Booking ID').fill('YT-0302-118');
  await appointment.getByLabel('Phone').fill('13812345678');
  await footerButton(appointment, 'OK').click();
  await expectMessage(page, 'Appointment saved');
  await expect(saved.getByRole('row', { name: /YT-0302-118/ })).toContainText('138****5678');
  await saved.getByText('Entrustment status', { exact: true }).scrollIntoViewIfNeeded();
  await saveScreen(page, 'trucking-order-status');
  await footerButton(saved, 'Close').click();

  // The order is on both jobs' trucking tabs, serving two jobs.
  const [onA] = await api.data<TTruckingOrder[]>(API.jobs.OE.trucking.jobOrders, { params: { id: a.id } });
  const onB = await api.data<TTruckingOrder[]>(API.jobs.OE.trucking.jobOrders, { params: { id: b.id } });
  expect(onB.map((o) => o.truckingNo)).toEqual([onA!.truckingNo]);
  expect(onA).toMatchObject({ united: true, jobCount: 2, status: 'ENTRUSTED' });
  await expect(tab.getByRole('row', { name: new RegExp(onA!.truckingNo) })).toBeVisible();
  await saveScreen(page, 'trucking-tab');

  // The embedded list of the orders linked to several jobs finds it.
  await page.goto(`/ocean_exp_outer/trucking_link?jobNo=${b.jobNo}`);
  await expect(page.getByRole('row', { name: new RegExp(onA!.truckingNo) })).toBeVisible();
  await saveScreen(page, 'trucking-link-list');
});

test('an export operator splits a job’s containers over two trucking orders (spec §2.3 /ocean_exp/trucksplit)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await jobWithContainers(api, 3);
  const trucker = await partyId(api, 'TRUCKER');
  const first = await api.data<TTruckingOrder>(API.jobs.OE.trucking.create, {
    params: { id: job.id },
    body: {
      kind: 'FCL',
      direction: 'PICKUP',
      trucker,
      containers: job.nos.map((containerNo) => ({ jobId: job.id, containerNo })),
    } as never,
  });
  await openSignedIn(page, 'op01', '/ocean_exp/trucksplit');
  await page.getByLabel('The job whose containers to split').fill(job.jobNo);
  await page.getByRole('button', { name: buttonName('Open') }).click();
  await expect(page.getByRole('columnheader', { name: new RegExp(first.truckingNo) })).toBeVisible();

  await page.getByRole('button', { name: buttonName('New order') }).click();
  const order = dialog(page, new RegExp(`New trucking order of ${job.jobNo}`));
  await pickTrucker(page, order);
  await footerButton(order, 'Save').click();
  await expectMessage(page, /Trucking order TKSHA1\d+ created/);
  await footerButton(dialog(page, /Trucking order TKSHA1\d+/), 'Close').click();

  const orders = await api.data<TTruckingOrder[]>(API.jobs.OE.trucking.jobOrders, { params: { id: job.id } });
  const second = orders.find((o) => o.id !== first.id)!;
  await expect(page.getByRole('columnheader', { name: new RegExp(second.truckingNo) })).toBeVisible();
  await page.getByLabel(`${job.nos[2]} ${second.truckingNo}`).check();
  await saveScreen(page, 'trucking-split');
  await page.getByRole('button', { name: buttonName('Save the split') }).click();
  await expectMessage(page, 'The containers are split over the orders');

  const after = await api.data<TTruckingOrder[]>(API.jobs.OE.trucking.jobOrders, { params: { id: job.id } });
  expect(after.map((o) => o.containers.map((c) => c.containerNo))).toEqual([job.nos.slice(0, 2), [job.nos[2]]]);

  // The embedded trucking list shows both orders; its trucking_link variant, orders of one job only, none.
  await page.goto(`/ocean_exp_outer/trucking?jobNo=${job.jobNo}`);
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await page.goto(`/ocean_exp_outer/trucking_link?jobNo=${job.jobNo}`);
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('the import service centre’s trucking list shows the office’s delivery orders (spec §2.2 /sc/oceanimport/trucking)', async ({
  page,
}) => {
  await openSignedIn(page, 'op01', '/sc/oceanimport/trucking?status=ENTRUSTED');
  await expect(page.locator('.ant-table-row').first()).toContainText('Delivery');
  await expect(page.locator('.ant-table-row').first()).toContainText('Entrusted');
  await saveScreen(page, 'trucking-import-list');
});

test('an import job’s delivered date is its delivery order’s: the general tab shows it read-only and says so', async ({
  page,
}) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await jobWithContainers(api, 1, 'OI');
  const order = await api.data<TTruckingOrder>(API.jobs.OI.trucking.create, {
    params: { id: job.id },
    body: {
      kind: 'FCL',
      direction: 'DELIVERY',
      trucker: await partyId(api, 'TRUCKER'),
      containers: [{ jobId: job.id, containerNo: job.nos[0] }],
      deliveredAt: '2026-03-06T07:30:00+08:00',
    } as never,
  });
  await openSignedIn(page, 'op01', `/oceanimport/indexedit/${job.id}`);
  const general = page.getByRole('tabpanel');
  await expect(formItem(general, 'Cargo delivered')).toContainText(
    `Kept by delivery trucking order ${order.truckingNo} (its actual delivery time)`,
  );
  await expect(field(general, 'Cargo delivered')).toBeDisabled();
  await expect(field(general, 'Cargo delivered')).toHaveValue(/^2026-03-0[56]$/);
  await formItem(general, 'Cargo delivered').scrollIntoViewIfNeeded();
  await saveScreen(page, 'general-delivered-by-order');

  // Cancelled on the trucking tab, the order keeps the date no more: the general tab, already
  // open, lets it be typed again without a reload (the order's write makes the job's read stale).
  await page.getByRole('tab', { name: 'Trucking', exact: true }).click();
  await page.getByRole('tabpanel').locator('.ant-table-row').filter({ hasText: order.truckingNo }).dblclick();
  const dialogOf = dialog(page, `Trucking order ${order.truckingNo}`);
  // Not entrusted yet, the order is cancelled without a reason: cancelling is no step back.
  await dialogOf.getByRole('button', { name: buttonName('Set "Cancelled"') }).click();
  await expectMessage(page, 'Now "Cancelled"');
  await dialogOf.locator('.ant-modal-close').click();
  await expect(dialogOf).toBeHidden();
  await page.getByRole('tab', { name: 'General', exact: true }).click();
  await expect(field(page.getByRole('tabpanel'), 'Cargo delivered')).toBeEnabled();
  await expect(page.getByRole('tabpanel')).not.toContainText('Kept by delivery trucking order');
});
