import type { TJob } from '@apex/shared/jobs';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { tab } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

// A general field of the job card: what is typed there and not saved is the card's unsaved work.
const note = (page: Page) => page.locator('main').getByLabel('Client ref no', { exact: true });

let exportJobs: TJob[];
let importJob: TJob;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const api = await ApiSession.signIn(request);
  exportJobs = [await openTestJob(api, 'OE'), await openTestJob(api, 'OE')];
  importJob = await openTestJob(api, 'OI');
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, 'op01');
});

test('a page left for another tab keeps what was typed; refreshing its tab builds it anew (spec §2.7)', async ({
  page,
}) => {
  const [job] = exportJobs as [TJob];
  const title = `Export Job ${job.jobNo}`;
  await page.goto(`/ocean_exp/detail/${job.id}`);
  await note(page).fill('call the shipper before cut-off');

  await tab(page, 'Home').click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(note(page)).toBeHidden();

  await tab(page, title).click();
  await expect(note(page)).toHaveValue('call the shipper before cut-off');

  await tab(page, title).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(new RegExp(`/ocean_exp/detail/${job.id}$`));
  await expect(note(page)).toHaveValue('');
});

test('a job card with unsaved work can keep its tab open (spec §4 jobDetailClose_{JOB_ID})', async ({ page }) => {
  const [, job] = exportJobs as [TJob, TJob];
  const title = `Export Job ${job.jobNo}`;
  await page.goto(`/ocean_exp/detail/${job.id}`);
  await note(page).fill('draft');
  await tab(page, 'Home').click();

  // Closing it from elsewhere shows the card first, which asks.
  const jobTab = tab(page, title);
  await jobTab.getByRole('button', { name: `Close ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ocean_exp/detail/${job.id}$`));
  const question = page.getByRole('dialog').filter({ hasText: 'Unsaved changes' });
  await question.getByRole('button', { name: 'Keep Open' }).click();
  await expect(question).toBeHidden();
  await expect(jobTab).toBeVisible();
  await expect(note(page)).toHaveValue('draft');

  await jobTab.getByRole('button', { name: `Close ${title}` }).click();
  await question.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(jobTab).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/index$/);
});

test('an import job card asks too; an untouched card and the new-job-number tab close at once (spec §4)', async ({
  page,
}) => {
  const title = `Import Job ${importJob.jobNo}`;
  await page.goto(`/oceanimport/indexedit/${importJob.id}`);
  await note(page).fill('draft');
  await tab(page, title).click({ button: 'middle' });
  await expect(page.getByRole('dialog').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep Open' }).click();
  await note(page).fill('');
  await tab(page, title).click({ button: 'middle' });
  await expect(tab(page, title)).toHaveCount(0);

  await page.goto('/ocean_exp/newJob/NEWKEEP');
  await page.locator('main').getByText('FCL', { exact: true }).click();
  await note(page).fill('draft');
  await tab(page, 'New Job No.').click({ button: 'middle' });
  await expect(tab(page, 'New Job No.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
