import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ApiSession } from './admin-api';
import { changeFirstPassword, createTestUser, OWN_PASSWORD } from './admin-factories';
import { escapeRegExp } from './shell';
import { openSignedIn } from './sign-on';

export { menuButton, menuEntry, openSidebar, sidebar } from './shell';

/** The favourites panel of the sidebar. */
export const favouritesPanel = (drawer: Locator) =>
  drawer.getByRole('region', { name: /^(My Favourites|我喜欢的|我喜歡的)$/ });

/** The titles of the favourites the panel lists, in order. */
export const favouriteTitles = (drawer: Locator) => favouritesPanel(drawer).getByRole('listitem').allInnerTexts();

/** A favourite row of the panel by its title. */
export const favouriteRow = (drawer: Locator, title: string) =>
  favouritesPanel(drawer)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) });

/**
 * An operator of this test's own, signed in through the API (password OWN_PASSWORD): favourites
 * are kept per user on the server, so tests that save them must not share an account.
 */
export async function createOperator(request: APIRequestContext) {
  const admin = await ApiSession.signIn(request);
  const { account } = await createTestUser(admin, ['OPERATOR']);
  await changeFirstPassword(request, account);
  return { account, api: await ApiSession.signIn(request, account, OWN_PASSWORD) };
}

/** Opens `path` signed in as an operator made by `createOperator`. */
export const signInOperator = (page: Page, account: string, path?: string) =>
  openSignedIn(page, account, path, OWN_PASSWORD);

/**
 * Drags with the mouse, in small steps as a hand does (the drag starts after a few pixels), and lets go
 * once `landed` passes: on a busy machine the page may not have caught up with the last move yet, and
 * letting go early drops the item where it was a moment before.
 */
export async function dragTo(page: Page, source: Locator, target: Locator, landed: () => Promise<void>) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: source or target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + (to.y > from.y ? 8 : -8), { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await landed();
  await page.mouse.up();
}
