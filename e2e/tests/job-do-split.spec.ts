import { API } from '@apex/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { choose } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openFromSidebar, tab } from '../support/shell';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');
test.describe.configure({ timeout: 60_000 });

/** An import job of 10 packages, 1000 KGS and 12.5 CBM, opened through the API. */
async function importJob(request: APIRequestContext) {
  const api = await ApiSession.signIn(request);
  return { api, job: await openTestJob(api, 'OI', { packages: 10, weightKg: '1000', volumeCbm: '12.5' }) };
}

/** Finds the job on `/OceanImport/dosplit` and opens its split dialog. */
async function openSplitDialog(page: Page, jobNo: string) {
  await openFromSidebar(page, 'Split Delivery Order', 'Ocean Import');
  await page.getByRole('searchbox', { name: 'Job No' }).fill(jobNo);
  await page.getByRole('searchbox', { name: 'Job No' }).press('Enter');
  await page.getByRole('row', { name: new RegExp(jobNo) }).click();
  await page.getByRole('button', { name: 'Split', exact: true }).click();
}

/** From the split's result, opens the job split off (the one that is not `jobNo`). */
async function openAddedJob(page: Page, jobNo: string) {
  const result = page.getByRole('alert').filter({ hasText: 'The cargo is now on these jobs:' });
  await expect(result.getByRole('button', { name: jobNo })).toBeVisible();
  const added = result.getByRole('button').filter({ hasNotText: jobNo }).filter({ hasText: /^SHA/ });
  const addedNo = await added.innerText();
  await added.click();
  await expect(tab(page, `Import Job ${addedNo}`)).toHaveAttribute('aria-selected', 'true');
}

test('an operator splits an import job into two deliveries and opens the new job (issue 5, /OceanImport/dosplit)', async ({
  page,
  request,
}) => {
  const { job } = await importJob(request);
  await openSignedIn(page, 'op01');
  await openSplitDialog(page, job.jobNo);

  const dialog = page.getByRole('dialog', { name: `Split job ${job.jobNo} into deliveries` });
  await expect(dialog.getByText('To split: 10 pkgs, 1000.0000 KGS, 12.5000 CBM')).toBeVisible();
  const packages = dialog.getByLabel('Pkgs');
  const weights = dialog.getByLabel('Weight (KGS)');
  const volumes = dialog.getByLabel('Volume (CBM)');
  await packages.nth(0).fill('6');
  await weights.nth(0).fill('600');
  await volumes.nth(0).fill('7.5');
  await packages.nth(1).fill('4');
  await weights.nth(1).fill('400');
  // Not yet exact: the dialog says what is left, and the server would refuse.
  await expect(dialog.getByText('Left to place: 0 pkgs, 0.0000 KGS, 5.0000 CBM')).toBeVisible();
  await volumes.nth(1).fill('5');
  await expect(dialog.getByText('Left to place: 0 pkgs, 0.0000 KGS, 0.0000 CBM')).toBeVisible();
  await saveScreen(page, 'do-split-dialog');
  await dialog.getByRole('button', { name: 'Split' }).click();

  await openAddedJob(page, job.jobNo);
  await expect(page.locator('main').getByLabel('Packages', { exact: true })).toHaveValue('4');
});

test('the second delivery takes one of the two containers, its quantities filled from it, to its new job', async ({
  page,
  request,
}) => {
  const { api, job } = await importJob(request);
  const container = { packages: 5, grossWeightKg: '500', volumeCbm: '6.25' };
  await api.data(API.jobs.OI.cargo.saveContainers, {
    params: { id: job.id },
    body: {
      version: 0,
      containers: [
        { containerType: '40HQ', containerNo: 'MSCU1234566', ...container },
        { containerType: '20GP', containerNo: 'TGHU9876542', ...container },
      ],
    },
  });
  await api.data(API.jobs.OI.cargo.saveGoods, {
    params: { id: job.id },
    body: { version: 0, lines: [{ hsCode: '847130', name: 'Laptop computers', pieces: 10, grossWeightKg: '1000' }] },
  });
  await openSignedIn(page, 'op01');
  await openSplitDialog(page, job.jobNo);

  const dialog = page.getByRole('dialog', { name: `Split job ${job.jobNo} into deliveries` });
  await expect(dialog.getByText('Keeps the containers and goods lines no new job takes')).toBeVisible();
  await choose(page, dialog, 'Containers', 'TGHU9876542 20GP');
  await expect(dialog.getByLabel('Pkgs').nth(1)).toHaveValue('5');
  await expect(dialog.getByLabel('Weight (KGS)').nth(1)).toHaveValue('500.0000');
  await expect(dialog.getByLabel('Volume (CBM)').nth(1)).toHaveValue('6.2500');
  await dialog.getByLabel('Pkgs').nth(0).fill('5');
  await dialog.getByLabel('Weight (KGS)').nth(0).fill('500');
  await dialog.getByLabel('Volume (CBM)').nth(0).fill('6.25');
  await expect(dialog.getByText('Left to place: 0 pkgs, 0.0000 KGS, 0.0000 CBM')).toBeVisible();
  await saveScreen(page, 'do-split-containers-dialog');
  await dialog.getByRole('button', { name: 'Split' }).click();

  await openAddedJob(page, job.jobNo);
  await page.getByRole('tab', { name: 'Containers', exact: true }).click();
  const rows = page.getByRole('tabpanel').locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('input[value="TGHU9876542"]')).toBeVisible();
});
