import { expect, type Page, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openFromSidebar, tab } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

const tabNames = (page: Page) => page.getByRole('tablist').getByRole('tab').allInnerTexts();

/** op01 opens three screens from the menu; with Home that makes four tabs. */
async function openThree(page: Page) {
  await openSignedIn(page, 'op01');
  for (const item of ['B/L Check List', 'Import Control Board', 'Trucking Split']) await openFromSidebar(page, item);
  await expect.poll(() => tabNames(page)).toEqual(['Home', 'B/L Check List', 'Import Control Board', 'Trucking Split']);
}

const contextMenu = async (page: Page, name: string, entry: string) => {
  await tab(page, name).click({ button: 'right' });
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
};

test('the home tab is affixed: no close button, no Close in its menu (spec §2.7)', async ({ page }) => {
  await openThree(page);
  await expect(tab(page, 'Home').getByRole('button')).toHaveCount(0);
  await tab(page, 'Home').click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveText(['Refresh', 'Close Others', 'Close All']);
  // Clicking elsewhere closes the menu.
  await page.locator('main').click();
  await expect(page.getByRole('menu')).toBeHidden();
});

test('closing tabs from the context menu, and closing the shown one goes to the last (spec §4)', async ({ page }) => {
  await openThree(page);
  await contextMenu(page, 'Import Control Board', 'Close');
  await expect.poll(() => tabNames(page)).toEqual(['Home', 'B/L Check List', 'Trucking Split']);
  // Trucking Split, which was shown, still is.
  await expect(page).toHaveURL(/\/ocean_exp\/trucksplit$/);

  await tab(page, 'B/L Check List').getByRole('button', { name: 'Close B/L Check List' }).click();
  await expect.poll(() => tabNames(page)).toEqual(['Home', 'Trucking Split']);

  await contextMenu(page, 'Trucking Split', 'Close');
  await expect.poll(() => tabNames(page)).toEqual(['Home']);
  await expect(page).toHaveURL(/\/home\/index$/);
});

test('close others keeps the chosen tab and shows it; close all keeps only home (spec §4)', async ({ page }) => {
  await openThree(page);
  await contextMenu(page, 'B/L Check List', 'Close Others');
  await expect.poll(() => tabNames(page)).toEqual(['Home', 'B/L Check List']);
  await expect(page).toHaveURL(/\/ocean_exp\/oceanBcl$/);

  await openFromSidebar(page, 'Import Control Board');
  await contextMenu(page, 'Import Control Board', 'Close All');
  await expect.poll(() => tabNames(page)).toEqual(['Home']);
  await expect(page).toHaveURL(/\/home\/index$/);
});

test('a middle click closes a tab, not the affixed home tab (spec §2.7)', async ({ page }) => {
  await openThree(page);
  await tab(page, 'Import Control Board').click({ button: 'middle' });
  await expect.poll(() => tabNames(page)).toEqual(['Home', 'B/L Check List', 'Trucking Split']);
  await tab(page, 'Home').click({ button: 'middle' });
  await expect.poll(() => tabNames(page)).toEqual(['Home', 'B/L Check List', 'Trucking Split']);
});

test('a favourite has its tab from the start (spec §2.7)', async ({ page }) => {
  await openSignedIn(page, 'op01');
  // The app first takes the favourites saved on the server (none); ours must come after that.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('likedRoutes'))).not.toBeNull();
  await page.evaluate(() =>
    localStorage.setItem(
      'likedRoutes',
      JSON.stringify([
        {
          path: '/OceanImport/X_ControlOcean',
          title: 'Import Control Board',
          icon: '',
          menuName: 'Import Control Board',
        },
      ]),
    ),
  );
  await page.reload();
  await expect.poll(() => tabNames(page)).toEqual(['Home', 'Import Control Board']);
  await expect(page).toHaveURL(/\/home\/index$/);
});
