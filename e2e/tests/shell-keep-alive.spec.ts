import { expect, type Page, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { tab } from '../support/shell';
import { signIn } from '../support/sign-on';

useServer('demo');

const note = (page: Page) => page.getByLabel('Draft note (not saved)');

test.beforeEach(async ({ page }) => {
  await signIn(page, 'op01');
});

test('a page left for another tab keeps what was typed; refreshing its tab builds it anew (spec §2.7)', async ({
  page,
}) => {
  await page.goto('/ocean_exp/detail/SHA24E0101');
  await note(page).fill('call the shipper before cut-off');

  await tab(page, 'Home').click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(note(page)).toBeHidden();

  await tab(page, 'Export Job SHA24E0101').click();
  await expect(note(page)).toHaveValue('call the shipper before cut-off');

  await tab(page, 'Export Job SHA24E0101').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/ocean_exp\/detail\/SHA24E0101$/);
  await expect(note(page)).toHaveValue('');
});

test('a job card with unsaved work can keep its tab open (spec §4 jobDetailClose_{JOB_ID})', async ({ page }) => {
  await page.goto('/ocean_exp/detail/SHA24E0102');
  await note(page).fill('draft');
  await tab(page, 'Home').click();

  // Closing it from elsewhere shows the card first, which asks.
  const jobTab = tab(page, 'Export Job SHA24E0102');
  await jobTab.getByRole('button', { name: 'Close Export Job SHA24E0102' }).click();
  await expect(page).toHaveURL(/\/ocean_exp\/detail\/SHA24E0102$/);
  const question = page.getByRole('dialog').filter({ hasText: 'Unsaved changes' });
  await question.getByRole('button', { name: 'Keep Open' }).click();
  await expect(question).toBeHidden();
  await expect(jobTab).toBeVisible();
  await expect(note(page)).toHaveValue('draft');

  await jobTab.getByRole('button', { name: 'Close Export Job SHA24E0102' }).click();
  await question.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(jobTab).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/index$/);
});

test('an import job card asks too; an untouched card and the new-job-number tab close at once (spec §4)', async ({
  page,
}) => {
  await page.goto('/oceanimport/indexedit/SHA24I0103');
  await note(page).fill('draft');
  await tab(page, 'Import Job SHA24I0103').click({ button: 'middle' });
  await expect(page.getByRole('dialog').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep Open' }).click();
  await note(page).fill('');
  await tab(page, 'Import Job SHA24I0103').click({ button: 'middle' });
  await expect(tab(page, 'Import Job SHA24I0103')).toHaveCount(0);

  await page.goto('/ocean_exp/newJob/SHA24E0104');
  await note(page).fill('draft');
  await tab(page, 'New Job No. SHA24E0104').click({ button: 'middle' });
  await expect(tab(page, 'New Job No. SHA24E0104')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
