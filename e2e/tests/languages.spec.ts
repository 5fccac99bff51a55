import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openSidebar } from '../support/shell';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const SIGN_ON_TEXTS = [
  { browser: 'en-US', locale: 'en_US', heading: 'Sign in', account: 'Account', button: 'Sign in' },
  { browser: 'zh-CN', locale: 'zh_CN', heading: '登录', account: '账号', button: '登录' },
  { browser: 'zh-HK', locale: 'zh_HK', heading: '登入', account: '帳號', button: '登入' },
];

for (const texts of SIGN_ON_TEXTS) {
  test.describe(`browser in ${texts.browser}`, () => {
    test.use({ locale: texts.browser });

    test(`the sign-on page speaks ${texts.locale}`, async ({ page }) => {
      await page.goto('/sso');
      await expect(page.getByRole('heading', { name: texts.heading, exact: true })).toBeVisible();
      await expect(page.getByLabel(texts.account, { exact: true })).toBeVisible();
      await expect(page.locator('#sign-in-submit')).toHaveText(texts.button);
      await expect(page.locator('#language')).toHaveValue(texts.locale);
      await saveScreen(page, `sso-${texts.locale}`);
    });
  });
}

test('the language chosen on the sign-on page is kept and shows server messages in it', async ({ page }) => {
  await page.goto('/sso');
  await page.locator('#language').selectOption('zh_HK');
  await expect(page.getByRole('heading', { name: '登入', exact: true })).toBeVisible();
  await page.locator('#username').fill('nobody.here');
  await page.locator('#password').fill('Wrong@2026!');
  await page.locator('#sign-in-submit').click();
  await expect(page.getByRole('alert')).toHaveText('用戶不存在');

  await page.reload();
  await expect(page.locator('#language')).toHaveValue('zh_HK');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh_HK');
});

test('the header language switch renames the menu', async ({ page }) => {
  await openSignedIn(page, 'op01');
  await expect((await openSidebar(page)).getByText('Ocean Export', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByText('切换语言成功')).toBeVisible();
  await expect(page.getByRole('heading', { name: '欢迎，Chen Jing 陈静' })).toBeVisible();
  // The home tab was opened in English, before the Chinese texts were loaded.
  await expect(page.getByRole('tab', { name: '主页' })).toBeVisible();
  const sidebar = await openSidebar(page);
  await expect(sidebar.getByText('海运出口', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('出口工作单', { exact: true })).toBeVisible();
  await saveScreen(page, 'home-op01-zh_CN');

  await page.reload();
  await expect((await openSidebar(page)).getByText('海运出口', { exact: true })).toBeVisible();
});

test("a screen opened from the menu speaks the new language after a switch (its texts load apart from the first page's)", async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/systemSetting/carrier');
  await expect(page.getByRole('button', { name: 'New carrier' })).toBeVisible();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByText('切换语言成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '新建船公司' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New carrier' })).toHaveCount(0);
});
