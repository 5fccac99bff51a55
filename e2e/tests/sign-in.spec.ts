import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openSidebar, sidebarSections } from '../support/shell';
import { saveScreen, signIn, submitSignIn } from '../support/sign-on';

useServer('demo');

test('a visitor without a session signs on and comes back to the page asked for', async ({ page, baseURL }) => {
  await page.goto('/home/index');
  await expect(page).toHaveURL(`/sso?redirectUrl=${encodeURIComponent(`${baseURL}/home/index`)}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await submitSignIn(page, 'op01');
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Chen Jing 陈静' })).toBeVisible();
  await expect(page.getByTestId('current-office')).toContainText('SHA');

  const sidebar = await openSidebar(page);
  await expect(sidebar.getByText('Ocean Export', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Export Jobs', { exact: true })).toBeVisible();
  // The operator's menu holds no administration (users, roles, offices).
  await expect(sidebar.getByText('Users & Access')).toHaveCount(0);
  expect(await sidebarSections(page)).not.toContain('Users & Access');
  await saveScreen(page, 'home-op01');
});

test('a deep link survives the sign-on and shows the menu item honestly', async ({ page }) => {
  await page.goto('/ocean_exp/oceanBcl');
  await expect(page).toHaveURL(/\/sso\?redirectUrl=/);
  await submitSignIn(page, 'cs01');
  await expect(page).toHaveURL(/\/ocean_exp\/oceanBcl$/);
  await expect(page.getByText('The “B/L Check List” screen has not been built yet.')).toBeVisible();
  await expect(page).toHaveTitle('B/L Check List - Apexlogistics');
  await saveScreen(page, 'menu-item-pending');

  await page.goto('/systemSetting/users');
  await expect(page).toHaveURL(/\/404$/);
});

test('a wrong password says how many tries remain; an unknown account says so', async ({ page }) => {
  await page.goto('/sso');
  await submitSignIn(page, 'hk.ops', 'Wrong@2026!');
  await expect(page.getByRole('alert')).toHaveText('invalid user or password, 4 tries remaining');
  await expect(page.locator('#sign-in-submit')).toBeEnabled();

  await submitSignIn(page, 'nobody.here', 'Wrong@2026!');
  await expect(page.getByRole('alert')).toHaveText('user does not exist');
});

test('a redirect to another site is refused: sign-in lands on our own home page', async ({ page, baseURL }) => {
  await page.goto(`/sso?redirectUrl=${encodeURIComponent('https://evil.example/x')}`);
  await signIn(page, 'sales01');
  expect(new URL(page.url()).origin).toBe(baseURL);
});
