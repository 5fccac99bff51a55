import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPasswordOf } from '@apex/shared/demo';
import { expect, type Page } from '@playwright/test';
import { ApiSession } from './admin-api';

const SCREENS = fileURLToPath(new URL('../.screens', import.meta.url));

/** Fills the sign-on page (whatever its language) and submits it. */
export async function submitSignIn(page: Page, account: string, password = demoPasswordOf(account)) {
  await page.locator('#username').fill(account);
  await page.locator('#password').fill(password);
  await page.locator('#sign-in-submit').click();
}

/** Signs in from the sign-on page and waits for the app's home page. */
export async function signIn(page: Page, account: string, password?: string) {
  if (!page.url().includes('/sso')) await page.goto('/sso');
  await submitSignIn(page, account, password);
  await expect(page).toHaveURL(/\/home\/index$/);
}

/**
 * Opens `path` in a session of its own, signed in through the API and handed to the app as the
 * sign-on page does (spec §2.1 /loginsso). For tests whose subject comes after the sign-on: loading
 * the sign-on page, typing and loading the home page before `path` took a second of each (the
 * sign-on page itself is sign-in.spec.ts's, and the specs of its password steps).
 */
export async function openSignedIn(page: Page, account: string, path = '/home/index', password?: string) {
  const { token } = await ApiSession.signIn(page.request, account, password ?? demoPasswordOf(account));
  await page.goto(`/loginsso?${new URLSearchParams({ token, redirectUrl: path })}`);
  await page.waitForURL((url) => url.pathname !== '/loginsso');
}

/**
 * A screenshot for people to look at (e2e/.screens, not committed), once the menu icons are in. A
 * page that keeps the network busy (the PDF viewer of a preview at times does) is shot as it is
 * after a while: the picture asserts nothing.
 */
export async function saveScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}
