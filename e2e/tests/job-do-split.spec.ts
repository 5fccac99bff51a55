import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openFromSidebar, tab } from '../support/shell';
import { saveScreen, signIn } from '../support/sign-on';

useServer('demo');

test('an operator splits an import job into two deliveries and opens the new job (issue 5, /OceanImport/dosplit)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const api = await ApiSession.signIn(request);
  const job = await openTestJob(api, 'OI', { packages: 10, weightKg: '1000', volumeCbm: '12.5' });
  await signIn(page, 'op01');
  await openFromSidebar(page, 'Split Delivery Order', 'Ocean Import');
  await page.getByRole('searchbox', { name: 'Job No' }).fill(job.jobNo);
  await page.getByRole('searchbox', { name: 'Job No' }).press('Enter');
  await page.getByRole('row', { name: new RegExp(job.jobNo) }).click();
  await page.getByRole('button', { name: 'Split', exact: true }).click();

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

  const result = page.getByRole('alert').filter({ hasText: 'The cargo is now on these jobs:' });
  await expect(result.getByRole('button', { name: job.jobNo })).toBeVisible();
  const added = result.getByRole('button').filter({ hasNotText: job.jobNo }).filter({ hasText: /^SHA/ });
  const addedNo = await added.innerText();
  await added.click();
  await expect(tab(page, `Import Job ${addedNo}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main').getByLabel('Packages', { exact: true })).toHaveValue('4');
});
