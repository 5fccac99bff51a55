import { expect, type Page, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openFromSidebar } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

/** The first cells (the codes) of the list's rows, once it shows some. */
async function codes(page: Page) {
  const rows = page.locator('main .ant-table-tbody .ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  return rows.locator('td:first-child').allInnerTexts();
}

const isCountry = (code: string) => /^[A-Z]{2}$/.test(code.trim());
const isPort = (code: string) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(code.trim());

test('Countries opened after Ports in one session shows countries only, also after a search (issue 16: a shared cache key)', async ({
  page,
}) => {
  await openSignedIn(page, 'op01', '/systemSetting/port');
  await expect.poll(async () => (await codes(page)).every(isPort)).toBe(true);

  // The same session: the sidebar, not a new document.
  await openFromSidebar(page, 'Countries', 'System Settings', 'Reference Data');
  await expect(page).toHaveURL(/\/systemSetting\/country$/);
  await expect.poll(async () => (await codes(page)).every(isCountry)).toBe(true);

  // The kept-alive Ports page has a keyword box too.
  await page.locator('input[placeholder="Code or name"]:visible').fill('an');
  await page
    .locator('main button:visible')
    .filter({ hasText: /^Query$/ })
    .click();
  await expect(page).toHaveURL(/keyword=an/);
  await expect.poll(async () => (await codes(page)).every(isCountry)).toBe(true);

  // And back: Ports still shows ports.
  await openFromSidebar(page, 'Ports', 'System Settings', 'Reference Data');
  await expect.poll(async () => (await codes(page)).every(isPort)).toBe(true);
});
