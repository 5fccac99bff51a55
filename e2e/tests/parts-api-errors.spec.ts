import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { signIn } from '../support/sign-on';

useServer('demo');

test('a call that cannot reach the server says system error1 for 5 seconds (spec §8)', async ({ page, context }) => {
  await signIn(page, 'fin01');
  await context.setOffline(true);
  // Switching the language reloads the user's office names from the server.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  const toast = page.locator('.ant-message-error').filter({ hasText: /^系统错误1：/ });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
});
