import { expect, test } from '@playwright/test';
import { menuButton, menuEntry, openSidebar, sidebar } from '../support/nav';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

/** spec §2.5: the sections opened by default, as the operator's menu names them. */
const OPEN_BY_DEFAULT = ['Ocean Export', 'Ocean Import', 'Customer Orders', 'Documents', 'Contracts', 'Reports'];

test('the sidebar starts closed, opens from the header with the default sections open, and an item opens its page and closes it', async ({
  page,
}) => {
  await openSignedIn(page, 'op01');
  await expect(menuButton(page)).toBeVisible();
  await expect(sidebar(page)).toBeHidden();

  const drawer = await openSidebar(page);
  // spec §9: a 250 px drawer in the menu colours.
  expect((await drawer.boundingBox())?.width).toBeCloseTo(250, 0);
  for (const section of OPEN_BY_DEFAULT)
    await expect(menuEntry(drawer, section), section).toHaveAttribute('aria-expanded', 'true');
  for (const section of ['Import Service Centre', 'Workbench'])
    await expect(menuEntry(drawer, section), section).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('menu').first()).toHaveCSS('background-color', 'rgb(249, 249, 249)');
  const exportJobs = menuEntry(drawer, 'Export Jobs');
  await expect(exportJobs).toHaveCSS('color', 'rgb(102, 102, 102)');

  await exportJobs.click();
  await expect(page).toHaveURL(/\/ocean_exp\/list$/);
  await expect(drawer).toBeHidden();

  // The page open is the active item, in 409EFF.
  await openSidebar(page);
  await expect(menuEntry(drawer, 'Export Jobs')).toHaveCSS('color', 'rgb(64, 158, 255)');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('an external link of the menu opens in a new tab and closes the sidebar (spec §2.6, §2.7)', async ({
  page,
  context,
}) => {
  await context.route('https://www.track-trace.com/**', (route) => route.fulfill({ body: 'tracking' }));
  await openSignedIn(page, 'op01');
  const drawer = await openSidebar(page);
  await menuEntry(drawer, 'Partner Systems').click();
  await expect(menuEntry(drawer, 'Partner Systems')).toHaveAttribute('aria-expanded', 'true');
  // A noopener window is the context's new page; the opener may not be told of it.
  const opened = context.waitForEvent('page');
  await menuEntry(drawer, 'Container Tracking (track-trace.com)').click();
  await expect(await opened).toHaveURL('https://www.track-trace.com/container');
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(drawer).toBeHidden();
});

test('a section with one visible item shows as that item, unless it always shows', async ({ page }) => {
  // A sales user sees only the tracking link of the partner systems, and only My Tasks in the workbench.
  await openSignedIn(page, 'sales01');
  const drawer = await openSidebar(page);
  await expect(menuEntry(drawer, 'Partner Systems')).toHaveCount(0);
  // The innermost menu holding Shipment List is the Reports section.
  const reports = drawer
    .getByRole('menu')
    .filter({ has: menuEntry(page, 'Shipment List') })
    .last();
  await expect(menuEntry(reports, 'Container Tracking (track-trace.com)')).toBeVisible();
  await expect(menuEntry(drawer, 'Workbench')).toHaveAttribute('aria-expanded', 'false');
  await menuEntry(drawer, 'Workbench').click();
  await expect(menuEntry(drawer, 'My Tasks')).toBeVisible();
});
