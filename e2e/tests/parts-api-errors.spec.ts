import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

test('a call that cannot reach the server says system error1 for 5 seconds (spec §8)', async ({ page, context }) => {
  await openSignedIn(page, 'fin01');
  // The user's open job tabs come back after the sign-in and may take the focus, closing a menu
  // that just opened: opened again until the choice shows.
  const switchTo = async (from: string, to: string) => {
    await expect(async () => {
      await page.getByRole('button', { name: from }).click();
      await page.getByRole('menuitem', { name: to }).click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  };
  // Both languages' texts are in the page once used (each language is its own chunk).
  await switchTo('Language', '简体中文');
  await switchTo('语言', 'English');
  await context.setOffline(true);
  // Switching the language reloads the user's office names from the server.
  await switchTo('Language', '简体中文');
  const toast = page.locator('.ant-message-error').filter({ hasText: /^系统错误1：/ });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
});
