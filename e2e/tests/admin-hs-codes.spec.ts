import { expect, test } from '@playwright/test';
import { buttonName, row } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

test('a warehouse clerk searches HS codes and picks one by description words', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'wh01', '/systemSetting/hsCode');
  await page.getByPlaceholder('Code prefix or description words').fill('8471');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, '8471')).toContainText('Heading');
  await expect(row(page, '847130')).toContainText('Subheading');

  const picker = page.getByLabel('Find an HS code');
  await picker.click();
  await picker.fill('roasted coffee');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '090121' });
  await expect(option).toBeVisible();
  await saveScreen(page, 'admin-hs-codes-en_US');
  await option.click();
  await expect(page.getByRole('status')).toHaveText('Picked: 090121 Coffee; roasted, not decaffeinated');

  await picker.click();
  await picker.fill('8471');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toHaveText(
    /^8471 · Automatic data processing machines/,
  );
});
