import { expect, type Locator, test } from '@playwright/test';
import { menuEntry, openSidebar } from '../support/nav';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

/** The menu entries a user can see, in order. */
const shownEntries = (drawer: Locator) => drawer.getByRole('menuitem').filter({ visible: true }).allInnerTexts();

test('the menu search keeps matching items and whole matching sections, opens them, and resets when emptied or closed', async ({
  page,
}) => {
  await openSignedIn(page, 'op01');
  const drawer = await openSidebar(page);
  const filter = drawer.getByRole('textbox', { name: 'Filter menu' });
  await expect(menuEntry(drawer, 'Import Service Centre')).toHaveAttribute('aria-expanded', 'false');

  // Only the matching items stay, in their sections, opened (Import Service Centre is closed by default).
  await filter.fill('jobs');
  await expect
    .poll(() => shownEntries(drawer))
    .toEqual(['Ocean Export', 'Export Jobs', 'Ocean Import', 'Import Jobs', 'Import Service Centre', 'Import Jobs']);

  // A matching section keeps all it holds, whatever the case typed.
  await filter.fill('OCEAN EXPORT');
  await expect(menuEntry(drawer, 'Ocean Export')).toHaveAttribute('aria-expanded', 'true');
  for (const item of ['Export Jobs', 'Trucking Split', 'B/L Check List', 'Tesla Bookings'])
    await expect(menuEntry(drawer, item)).toBeVisible();
  await expect(menuEntry(drawer, 'Ocean Import')).toHaveCount(0);

  await filter.fill('demurrage');
  await expect(drawer.getByText('No menu item matches')).toBeVisible();

  // Empty: the whole menu, with the sections of spec §2.5 open again.
  await filter.fill('');
  await expect(menuEntry(drawer, 'Home')).toBeVisible();
  await expect(menuEntry(drawer, 'Ocean Import')).toHaveAttribute('aria-expanded', 'true');
  await expect(menuEntry(drawer, 'Import Service Centre')).toHaveAttribute('aria-expanded', 'false');

  // Closing the sidebar resets the search.
  await filter.fill('jobs');
  await expect(menuEntry(drawer, 'Home')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await openSidebar(page);
  await expect(filter).toHaveValue('');
  await expect(menuEntry(drawer, 'Home')).toBeVisible();
  await expect(menuEntry(drawer, 'Import Service Centre')).toHaveAttribute('aria-expanded', 'false');
});
