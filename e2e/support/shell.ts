import { expect, type Locator, type Page } from '@playwright/test';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's hamburger, whatever the language (spec §2.7: the sidebar is closed at start). */
export const menuButton = (page: Page) => page.getByRole('button', { name: /^(Menu|菜单|選單)$/ });

/** A sidebar menu entry (item or section) by its exact title; its star is not part of the text. */
export const menuEntry = (scope: Locator | Page, title: string) =>
  scope.getByRole('menuitem').filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) });

/** The sidebar drawer (`sidebar:label`). */
export const sidebar = (page: Page) => page.getByRole('dialog', { name: /^(Navigation|导航|導航)$/ });

/** Opens the sidebar from the header, as a user does, unless it is open already, and answers it. */
export async function openSidebar(page: Page): Promise<Locator> {
  const toggle = menuButton(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const drawer = sidebar(page);
  await expect(drawer).toBeVisible();
  return drawer;
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

/**
 * Log Out from the user menu, until the page leaves for the sign-on page. A click on the item was
 * lost now and then (CI, 2026-11-26: after the sign-on and after a password change, the page showed
 * neither the menu nor the logging-out mask, and stayed); a user clicks again, and so does this.
 */
export async function logOutFromMenu(page: Page) {
  await expect(async () => {
    if (!page.url().includes('/sso')) await chooseInUserMenu(page, 'Log Out');
    await expect(page).toHaveURL(/\/sso\?/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
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
  const entry = (name: string) => menuEntry(sidebar, name);
  for (const section of sections)
    if ((await entry(section).getAttribute('aria-expanded')) !== 'true') await entry(section).click();
  await entry(item).click();
  if ((await menuButton(page).getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-body')).toBeHidden();
}
