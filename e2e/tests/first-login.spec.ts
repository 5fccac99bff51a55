import { expect, test } from '@playwright/test';
import { FRESH_ADMIN_PASSWORD, useServer } from '../support/servers';
import { openSidebar } from '../support/shell';
import { saveScreen, submitSignIn } from '../support/sign-on';

useServer('fresh');

test('the first sign-in of a new deployment forces a password change, then opens the app', async ({ page }) => {
  await page.goto('/sso');
  await submitSignIn(page, 'admin', FRESH_ADMIN_PASSWORD);

  const step = page.locator('#change-password');
  await expect(step.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expect(page.locator('#change-reason')).toHaveText('First login: please change your password');

  // The shared policy answers as the user types.
  await page.locator('#oldPassword').fill(FRESH_ADMIN_PASSWORD);
  await page.locator('#newPassword').fill('short');
  await expect(page.locator('#newPassword-error')).toHaveText('The password needs at least 8 characters');
  await page.locator('#newPassword').fill(FRESH_ADMIN_PASSWORD);
  await expect(page.locator('#newPassword-error')).toHaveText('The new password must differ from the old one');
  await page.locator('#newPassword').fill('Harbour#Crane42');
  await expect(page.locator('#newPassword-error')).toBeHidden();
  await page.locator('#confirmPassword').fill('Harbour#Crane4');
  await expect(page.locator('#confirmPassword-error')).toHaveText('The confirmation does not match the new password');
  await page.locator('#confirmPassword').fill('Harbour#Crane42');
  await saveScreen(page, 'sso-password-change');
  await page.locator('#change-submit').click();

  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByRole('heading', { name: 'Welcome, System Administrator' })).toBeVisible();
  await expect((await openSidebar(page)).getByText('System Settings', { exact: true })).toBeVisible();
});
