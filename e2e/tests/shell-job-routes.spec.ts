import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { menuButton, tab } from '../support/shell';
import { signIn } from '../support/sign-on';

useServer('demo');

const clientRef = (page: Page) => page.locator('main, body').getByLabel('Client ref no', { exact: true }).first();

test.beforeEach(async ({ page }) => {
  await signIn(page, 'op01');
});

test('/oceanimport/general shows the import job’s general part in the shell; without a job, a new one (spec §2.2)', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OI');
  await page.goto(`/oceanimport/general?JOB_ID=${job.id}`);
  await expect(tab(page, `Import Job ${job.jobNo}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`/oceanimport/general\\?JOB_ID=${job.id}$`));
  await expect(clientRef(page)).toBeVisible();
  await expect(menuButton(page)).toBeVisible();
  // The general part only: none of the card's other tabs.
  await expect(page.getByRole('tab', { name: 'Booking' })).toHaveCount(0);

  await page.goto('/oceanimport/general');
  await expect(page.getByText('Choose the job mode first: it decides which fields are required.')).toBeVisible();
  await expect(page).toHaveURL(/\/oceanimport\/general$/);
});

test('/oceanimport/generalnonav shows the same part without the shell, as /ocean_exp_outer/general does (spec §2.2, §2.4)', async ({
  page,
  request,
}) => {
  const api = await ApiSession.signIn(request);
  const job = await openTestJob(api, 'OI');
  const noShell = async () => {
    await expect(menuButton(page)).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);
  };

  await page.goto(`/oceanimport/generalnonav?JOB_ID=${job.id}`);
  await expect(page.getByText(job.jobNo).first()).toBeVisible();
  await expect(clientRef(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible();
  await noShell();

  const exported = await openTestJob(api, 'OE');
  await page.goto(`/ocean_exp_outer/general?JOB_ID=${exported.id}`);
  await expect(page.getByText(exported.jobNo).first()).toBeVisible();
  await expect(clientRef(page)).toBeVisible();
  await noShell();

  // An embedded page opens no new job: without a job (or with another type's) it is not found.
  for (const address of ['/oceanimport/generalnonav', `/oceanimport/generalnonav?JOB_ID=${exported.id}`]) {
    await page.goto(address);
    await expect(page.getByText(/does not exist, or it belongs to an office you cannot see/)).toBeVisible();
    await noShell();
  }
});

test('a job card opens by its URL’s JOB_ID; a key that is no job id is not found (spec §2.2, §2.3)', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OI');
  await page.goto(`/oceanimport/indexedit/${job.id}`);
  await expect(tab(page, `Import Job ${job.jobNo}`)).toHaveAttribute('aria-selected', 'true');
  await expect(clientRef(page)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Booking' })).toBeVisible();

  await page.goto('/ocean_exp/detail/NOT-A-JOB');
  await expect(
    page.getByText('Job NOT-A-JOB does not exist, or it belongs to an office you cannot see.'),
  ).toBeVisible();
});

test('an unknown path, and a menu route the user is not granted, show the 404 page (spec §2.1, §2.6)', async ({
  page,
}) => {
  for (const address of ['/no/such/screen', '/oceanimport/nowhere/42', '/systemSetting/users']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page not found')).toBeVisible();
  }
  // A granted menu route still opens, after the refused one.
  await page.goto('/OceanImport/JobList');
  await expect(tab(page, 'Import Jobs')).toHaveAttribute('aria-selected', 'true');
});
