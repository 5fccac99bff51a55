import { expect, type Page, test } from '@playwright/test';
import { buttonName, expectMessage } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');
// Long flows on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const toggle = (page: Page, column: 'Required on new' | 'Required on edit', field: string) =>
  page.getByRole('switch', { name: `${column} ${field}`, exact: true });

test('an administrator makes a field required for one job type and mode, and it stays after a reload', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  // A mode no other test changes.
  await page.goto('/systemSetting/fieldmanagement?jobType=OE&jobMode=BULK');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Job Field Management');
  await expect(toggle(page, 'Required on new', 'Overseas agent')).toBeChecked();
  await expect(toggle(page, 'Required on new', 'Overseas agent')).toBeDisabled();
  await expect(page.getByRole('button', { name: buttonName('Save') })).toBeDisabled();

  await toggle(page, 'Required on new', 'Voyage').click();
  // A field required on new is required on edit too.
  await expect(toggle(page, 'Required on edit', 'Voyage')).toBeChecked();
  await toggle(page, 'Required on edit', 'Customer').click();
  await expect(toggle(page, 'Required on new', 'Customer')).not.toBeChecked();
  await expect(page.getByText('2 changed')).toBeVisible();
  await saveScreen(page, 'admin-job-fields-en_US');
  await page.getByRole('button', { name: buttonName('Save') }).click();
  await expectMessage(page, 'Required fields saved');

  await page.reload();
  await expect(toggle(page, 'Required on new', 'Voyage')).toBeChecked();
  await expect(toggle(page, 'Required on edit', 'Customer')).not.toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('Export') }).click();
  expect((await download).suggestedFilename()).toBe('job-field-config.xlsx');

  await page.locator('.ant-segmented-item', { hasText: 'OI · Ocean import' }).click();
  await expect(page).toHaveURL(/jobType=OI&jobMode=BULK/);
  await expect(toggle(page, 'Required on new', 'Last free date')).toBeVisible();
  await expect(toggle(page, 'Required on new', 'Voyage')).not.toBeChecked();
});
