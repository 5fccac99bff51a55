import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's hamburger, whatever the language (spec §2.7: the sidebar is closed at start). */
const menuToggle = (page: Page) => page.getByRole('button', { name: /^(Menu|菜单|選單)$/ });

/** Opens the sidebar drawer, unless it is open already, and answers it. */
export async function openSidebar(page: Page): Promise<Locator> {
  const toggle = menuToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.locator('.ant-drawer-body');
}

/** The sidebar's top-level section titles, in order (it is opened first). */
export async function sidebarSections(page: Page): Promise<string[]> {
  const sidebar = await openSidebar(page);
  return sidebar.locator('.ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title').allInnerTexts();
}

/** Picks an entry of the header's user menu (spec §2.7: Home, Change System&Office, Change Password, Log Out). */
export async function chooseInUserMenu(page: Page, entry: string) {
  await page.getByTestId('user-name').click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** The tab strip's tab named `name` (spec §2.7). */
export const tab = (page: Page, name: string | RegExp) =>
  page.getByRole('tablist').getByRole('tab', { name, exact: typeof name === 'string' });

/**
 * Opens a menu item from the sidebar, opening the closed `sections` above it first (an in-app
 * navigation: the tabs and kept pages stay), then makes sure the drawer is out of the way.
 */
export async function openFromSidebar(page: Page, item: string, ...sections: string[]) {
  const sidebar = await openSidebar(page);
  // An item's name starts with its icon's.
  const entry = (name: string) => sidebar.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escapeRegExp(name)}$`) });
  for (const section of sections)
    if ((await entry(section).getAttribute('aria-expanded')) !== 'true') await entry(section).click();
  await entry(item).click();
  if ((await menuToggle(page).getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-body')).toBeHidden();
}
