import { API, type TPage } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

type Row = { id: number };

/** The general part of a job the operator opens, with demo parties, people and carrier. */
async function jobBody(admin: ApiSession, op: ApiSession) {
  const party = async (role: string) =>
    (await op.data<Row[]>(API.parties.lookup, { query: { preferRole: role } as never }))[0]!.id;
  const user = async (account: string) =>
    (
      await admin.data<TPage<Row & { account: string }>>(API.users.list, { query: { keyword: account } as never })
    ).rows.find((u) => u.account === account)!.id;
  const carrier = (await admin.data<TPage<Row>>(API.carriers.list, { query: { blacklisted: 'false' } as never }))
    .rows[0]!.id;
  return {
    customer: await party('CUSTOMER'),
    overseasAgent: await party('OVERSEAS_AGENT'),
    salesAgent: await party('SALES_AGENT'),
    operator: await user('op01'),
    sales: await user('sales01'),
    carrier,
    pol: 'CNSHA',
    pod: 'USLAX',
    etd: '2099-01-10',
    eta: '2099-02-05',
  };
}

test('an operator consolidates two LCL jobs under a master and adds an HBL on a sub-job', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await ApiSession.signIn(request);
  const op = await ApiSession.signIn(request, 'op01', DEMO_PASSWORD);
  const general = await jobBody(admin, op);
  const open = (values: object) =>
    op.data<{ id: number; jobNo: string; version: number }>(API.jobs.OE.card.create, {
      body: { ...general, ...values } as never,
    });
  const master = await open({ jobMode: 'CONSOL' });
  const a = await open({ jobMode: 'LCL', packages: 3, weightKg: '100', volumeCbm: '1.2' });
  const b = await open({ jobMode: 'LCL', packages: 4, weightKg: '250.5', volumeCbm: '2.3' });

  await openSignedIn(page, 'op01', `/ocean_exp/detail/${master.id}`);
  await page.getByRole('tab', { name: 'LCL Consolidation' }).click();
  for (const sub of [a, b]) {
    await page.getByRole('button', { name: buttonName('Add sub-job') }).click();
    const picker = dialog(page, 'Add an LCL job to this master');
    await picker.getByPlaceholder('Job no or customer').fill(sub.jobNo);
    await picker.getByPlaceholder('Job no or customer').press('Enter');
    await picker.locator('.ant-table-row').filter({ hasText: sub.jobNo }).click();
    await footerButton(picker, 'Add sub-job').click();
    await expectMessage(page, 'Sub-job added');
    await expect(picker).toBeHidden();
  }
  // The master's totals followed each add (issue 16), before any refresh.
  const totals = page.locator('.ant-descriptions').filter({ hasText: 'Master totals' });
  await expect(totals).toContainText('7');
  await expect(totals).toContainText('350.500');
  await expect(totals).toContainText('3.500');
  await page.getByRole('button', { name: buttonName('Refresh totals') }).click();
  await expectMessage(page, 'Totals recomputed from the sub-jobs');
  await saveScreen(page, 'job-lcl-tab-en_US');

  // The HB/L is added on the sub-job; its weight is above the 100 KGS ordered, which asks first.
  await page.goto(`/ocean_exp/detail/${a.id}`);
  await page.getByRole('tab', { name: 'HB/L & MB/L' }).click();
  await page.getByRole('button', { name: buttonName('New HB/L') }).click();
  const editor = dialog(page, 'New HB/L');
  const hblNo = `E2E${Date.now().toString(36).toUpperCase()}`;
  await field(editor, 'HBL No').fill(hblNo);
  await field(editor, 'Pkgs').fill('3');
  await field(editor, 'Gross weight (KGS)').fill('120');
  await field(editor, 'Volume (CBM)').fill('1.2');
  await footerButton(editor, 'Save').click();
  const ask = dialog(page, 'Please confirm');
  await expect(ask).toContainText('greater than the ordered weight');
  await ask.getByRole('button', { name: buttonName('Confirm and save') }).click();
  await expectMessage(page, 'HB/L saved');
  await expect(page.locator('.ant-table-row').filter({ hasText: hblNo })).toContainText('264.554');

  // On the master the HB/L shows, read-only.
  await page.goto(`/ocean_exp/detail/${master.id}`);
  await page.getByRole('tab', { name: 'HB/L & MB/L' }).click();
  const masterRow = page.locator('.ant-table-row').filter({ hasText: hblNo });
  await expect(masterRow).toContainText('Edit on its job');
  await expect(masterRow.getByRole('button', { name: buttonName('Edit') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: buttonName('New HB/L') })).toHaveCount(0);
  await saveScreen(page, 'job-bl-tab-master-en_US');

  // The master cannot go before its HB/Ls and sub-jobs (spec §8 "please delete HBL first").
  const now = await op.data<{ version: number }>(API.jobs.OE.card.get, { params: { id: master.id } });
  const refused = await op.send(API.jobs.OE.card.remove, {
    params: { id: master.id },
    query: { version: now.version },
  });
  expect(refused.status).toBe(409);
  expect(refused.envelope.message).toContain('Please delete HBL first');
});
