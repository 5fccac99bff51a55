import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const unreadOf = async (bell: import('@playwright/test').Locator) =>
  Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);

test('a notification for the signed-in user shows in the bell and opens its job card (issue 20)', async ({ page }) => {
  // The demo writes ETA slips of three import jobs for cs01, the oldest read.
  await openSignedIn(page, 'cs01');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /Notifications, [1-9]\d* unread/);
  const unread = await unreadOf(bell);

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const newest = drawer.getByTestId('notification').first();
  await expect(newest).toContainText(/^[A-Z]{3}OI\d+: arrival now \d{4}-\d{2}-\d{2}, 3 days after its ETA/);
  await saveScreen(page, 'notifications-drawer');
  const jobNo = (await newest.textContent())?.split(':')[0] ?? '';

  await newest.click();
  await expect(page).toHaveURL(/\/oceanimport\/indexedit\/\d+$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('main')).toContainText(jobNo);
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unread - 1} unread`);
});
