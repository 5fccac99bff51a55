import { expect, type Page, test } from '@playwright/test';
import { uniqueCode } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton } from '../support/antd';
import { useServer } from '../support/servers';
import { saveScreen, signIn } from '../support/sign-on';

useServer('demo');

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f80f000001010100189dd8a40000000049454e44ae426082',
  'hex',
);

/** The row of a list whose text holds `text`. */
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });
const toolbar = (page: Page, name: string) =>
  page.locator('.ant-card-extra').getByRole('button', { name: buttonName(name) });

test('an administrator keeps the home page’s ship-company websites and announcements', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto('/systemSetting/homeSetting');
  const name = `Line ${uniqueCode('W')}`;

  // spec §5: a row must be selected before acting.
  await toolbar(page, 'Delete').click();
  await expectMessage(page, 'Please select data');

  await toolbar(page, 'New website').click();
  const form = dialog(page, 'New ship-company website');
  await field(form, 'Name').fill(name);
  await field(form, 'Link').fill('https://line.example.com');
  await footerButton(form, 'Save').click();
  await expect(form).toBeHidden();

  await page.getByPlaceholder('Name').fill(name);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await rowWith(page, name).locator('.ant-checkbox-input').check();
  await page
    .locator('.ant-card-extra input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expectMessage(page, 'Logo saved');
  await expect(rowWith(page, name).locator('img')).toBeVisible();

  // spec §4: an enabled entry is disabled before it can be deleted.
  await rowWith(page, name).locator('.ant-checkbox-input').check();
  await toolbar(page, 'Delete').click();
  await page.getByRole('button', { name: buttonName('OK') }).click();
  await expectMessage(page, `Ship-company website ${name} is enabled: disable it before deleting it`);
  await saveScreen(page, 'admin-home-settings-en_US');

  await toolbar(page, 'Edit').click();
  const edit = dialog(page, `Edit website ${name}`);
  await edit.getByRole('switch').click();
  await footerButton(edit, 'Save').click();
  await expect(edit).toBeHidden();
  await expect(rowWith(page, name)).toContainText('Disabled');
  await rowWith(page, name).locator('.ant-checkbox-input').check();
  await toolbar(page, 'Delete').click();
  await page.getByRole('button', { name: buttonName('OK') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);

  // Announcements: the content is sanitised by the server.
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await toolbar(page, 'New announcement').click();
  const title = `Notice ${uniqueCode('A')}`;
  const note = dialog(page, 'New announcement');
  await field(note, 'Title').fill(title);
  await field(note, 'Content').fill('<p>Port closed<script>alert(1)</script></p>');
  await note.getByRole('switch').click();
  await footerButton(note, 'Save').click();
  await expect(note).toBeHidden();
  await expect(rowWith(page, title)).toContainText('Published');
  await saveScreen(page, 'admin-home-announcements-en_US');

  await page.goto('/home/index');
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Port closed')).toBeVisible();
});
