import { expect, test } from '@playwright/test';
import { buttonName, dialog, expectMessage, field, footerButton, rowAction } from '../support/antd';
import { serverUrl, useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

// A text no other test reads: the title of this very screen's first column (its heading is the
// menu's name, from the label catalogue, which overrides do not reach).
const KEY = 'settings:languageSetting.key';

test('an administrator rewords a text, sees it after a reload, and restores the built-in one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'admin', '/languageSetting/index');
  const heading = page.locator('.ant-table-thead th').first();
  await expect(heading).toHaveText('Key');
  await page.getByPlaceholder('Key or text, in any language').fill('languageSetting.key');
  await page.getByRole('button', { name: buttonName('Query') }).click();

  await rowAction(page, KEY, 'Edit').click();
  const form = dialog(page, `Texts of ${KEY}`);
  await field(form, 'English').fill('<b>Wording</b>');
  await footerButton(form, 'Save').click();
  await expect(form.getByText('Plain text only: no HTML tags')).toBeVisible();
  await field(form, 'English').fill('Wording of the App');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Texts saved');
  await expect(heading).toHaveText('Wording of the App');
  await saveScreen(page, 'settings-language-en_US');

  await page.reload();
  await expect(heading).toHaveText('Wording of the App');

  // A browser that never saw the override gets it from the server after it starts.
  const fresh = await (await browser.newContext({ baseURL: serverUrl('demo') })).newPage();
  await openSignedIn(fresh, 'admin', '/languageSetting/index');
  await expect(fresh.locator('.ant-table-thead th').first()).toHaveText('Wording of the App');
  await fresh.context().close();

  // Back to the built-in text, for everyone.
  await rowAction(page, KEY, 'Edit').click();
  await field(dialog(page, `Texts of ${KEY}`), 'English').fill('');
  await footerButton(dialog(page, `Texts of ${KEY}`), 'Save').click();
  await expectMessage(page, 'Texts saved');
  await expect(heading).toHaveText('Key');
});
