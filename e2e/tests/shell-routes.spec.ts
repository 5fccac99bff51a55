import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { tab } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, 'op01');
});

test('the root opens the home page, an unknown path the 404 page (spec §2.1)', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page).toHaveTitle(/ - Apexlogistics$/);

  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Apexlogistics');
  // The 404 page is shown, but opens no tab.
  await expect(page.getByRole('tab')).toHaveCount(1);
});

test('a page is titled after its route; titleName overrides it (spec §2.6)', async ({ page }) => {
  await page.goto('/ocean_exp/oceanBcl');
  await expect(page.getByText('The “B/L Check List” screen has not been built yet.')).toBeVisible();
  await expect(page).toHaveTitle('B/L Check List - Apexlogistics');
  await expect(tab(page, 'B/L Check List')).toHaveAttribute('aria-selected', 'true');

  await page.goto('/ocean_exp/oceanBcl?titleName=Shanghai%20exports');
  await expect(page).toHaveTitle('Shanghai exports - Apexlogistics');
});

test('a level-2 page answers at {path}/index too, and the empty pages are blank (spec §2.1, §2.6)', async ({
  page,
}) => {
  await page.goto('/sc/oceanimport/JobGoodsStatus/index');
  await expect(page.getByRole('button', { name: 'Set step' })).toBeVisible();

  await page.goto('/empty/try');
  await expect(page).toHaveURL(/\/empty\/try$/);
  await expect(page.locator('main')).toHaveText('');
});

test('/redirect/… builds the page anew and comes back to it with its query (spec §2.1)', async ({ page }) => {
  await page.goto('/redirect/ocean_exp/trucksplit?from=tab');
  await expect(page).toHaveURL(/\/ocean_exp\/trucksplit\?from=tab$/);
  await expect(
    page.getByText('Open a job by its number to split its containers over its trucking orders'),
  ).toBeVisible();
});

test('a job card is a constant route, titled with its job number (spec §2.3, §2.7 dynamicTitle)', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await page.goto(`/ocean_exp/detail/${job.id}`);
  await expect(tab(page, `Export Job ${job.jobNo}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main').getByLabel('Client ref no', { exact: true })).toBeVisible();
});
