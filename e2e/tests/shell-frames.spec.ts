import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openFromSidebar, tab } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

const TMS = 'Trucking Dispatch (TMS)';

test('another application’s page is embedded at /out_…, and stays alive behind other tabs (spec §2.6, §2.7)', async ({
  page,
}) => {
  await openSignedIn(page, 'op01');
  await openFromSidebar(page, TMS, 'Partner Systems');
  // A level-3 item sits under its parent's frame path.
  await expect(page).toHaveURL(/\/out_apex-tmsus\d+\/out_apex-tmsus\d+$/);
  await expect(page).toHaveTitle(`${TMS} - Apexlogistics`);
  const frame = page.locator(`iframe[title="${TMS}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', 'https://tms.apexlogistics.example/dispatch/board');
  // The same frame element, not a new one, must come back: mark it.
  await frame.evaluate((element) => element.setAttribute('data-e2e-mark', 'first load'));

  await tab(page, 'Home').click();
  await expect(frame).toBeHidden();
  await expect(frame).toHaveAttribute('data-e2e-mark', 'first load');

  await tab(page, TMS).click();
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('data-e2e-mark', 'first load');

  // Refresh loads it anew (spec §4: the loaded flag is cleared, then set again by the visit).
  await tab(page, TMS).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(frame).toBeVisible();
  await expect(frame).not.toHaveAttribute('data-e2e-mark');

  // Closing its tab unloads it.
  await tab(page, TMS).click({ button: 'middle' });
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(frame).toHaveCount(0);
});

test('the tesla page says when this installation has no address for it (spec §2.3)', async ({ page }) => {
  await openSignedIn(page, 'op01', '/ocean_exp/tesla');
  await expect(page.getByText("This page's address has not been set up for this installation yet.")).toBeVisible();
  await expect(tab(page, 'Tesla Bookings')).toHaveAttribute('aria-selected', 'true');
});
