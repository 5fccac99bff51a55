import { expect, type Page, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

const searchBox = (page: Page) => page.getByRole('combobox', { name: /^(Search pages|搜索页面)$/ });
const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

test('the header search finds a misspelt title and opens it from the keyboard', async ({ page }) => {
  await openSignedIn(page, 'op01');
  const search = searchBox(page);
  await search.fill('Exprt Jobs');
  await expect(options(page).first()).toHaveText(/^Export Jobs\s*Ocean Export$/);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ocean_exp\/list$/);
  await expect(search).toHaveValue('');

  // Hidden routes are not offered.
  await search.fill('Change Password');
  await expect(options(page).filter({ hasText: 'Change Password' })).toHaveCount(0);
});

test('the header search opens a new-window route at its address', async ({ page, context }) => {
  await context.route('https://www.track-trace.com/**', (route) => route.fulfill({ body: 'tracking' }));
  await openSignedIn(page, 'op01');
  await searchBox(page).fill('container tracking');
  const popup = page.waitForEvent('popup');
  await options(page).filter({ hasText: 'Container Tracking (track-trace.com)' }).click();
  await expect(await popup).toHaveURL('https://www.track-trace.com/container');
  await expect(page).toHaveURL(/\/home\/index$/);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the header search finds pages by their Chinese title and section', async ({ page }) => {
    await openSignedIn(page, 'op01');
    const search = searchBox(page);
    await search.fill('海运进口');
    await expect(options(page).first()).toContainText('海运进口');
    await search.fill('订单列');
    await options(page).filter({ hasText: '订单列表' }).click();
    await expect(page).toHaveURL(/\/customer_order\/order_list$/);
  });
});
