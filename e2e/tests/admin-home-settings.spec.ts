import { expect, type Locator, type Page, test } from '@playwright/test';
import { uniqueCode } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

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
/** A button of the rich-text editor's toolbar in `form`. */
const tool = (form: Locator, name: string) => form.getByRole('toolbar').getByRole('button', { name, exact: true });

test('an administrator keeps the home page’s ship-company websites and announcements', async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'admin', '/systemSetting/homeSetting');
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

  // Announcements: the content is written in the rich-text editor.
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await toolbar(page, 'New announcement').click();
  const title = `Notice ${uniqueCode('A')}`;
  const note = dialog(page, 'New announcement');
  await field(note, 'Title').fill(title);
  await field(note, 'Content').click();
  await tool(note, 'Bold').click();
  await page.keyboard.type('Port closed');
  await tool(note, 'Bold').click();
  await page.keyboard.type(' until Monday');
  await note.getByRole('switch').click();
  await footerButton(note, 'Save').click();
  await expect(note).toBeHidden();
  await expect(rowWith(page, title)).toContainText('Published');
  await saveScreen(page, 'admin-home-announcements-en_US');

  await page.goto('/home/index');
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.locator('.home-article strong', { hasText: 'Port closed' })).toBeVisible();
});

test('an administrator writes the home page’s news with formatting, shown in sort order', async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'admin', '/systemSetting/homeSetting');
  await page.getByRole('tab', { name: 'News' }).click();
  const code = uniqueCode('N');
  // Sorted before every other item, so both are on the home page; the second one written comes first.
  const later = { title: `Rates ${code}`, sort: '-999998' };
  const first = { title: `Cut-off ${code}`, sort: '-999999' };

  for (const item of [later, first]) {
    await toolbar(page, 'New news item').click();
    const form = dialog(page, 'New news item');
    await field(form, 'Title').fill(item.title);
    await field(form, 'Sort order').fill(item.sort);
    await field(form, 'Content').click();
    await tool(form, 'Heading').click();
    await page.keyboard.type('Week 12');
    await page.keyboard.press('Enter');
    await tool(form, 'Bulleted list').click();
    await tool(form, 'Italic').click();
    await page.keyboard.type('Shanghai');
    await tool(form, 'Italic').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Carrier site');
    await page.keyboard.press('Shift+Home');
    await tool(form, 'Link').click();
    await page.getByLabel('Link address').fill('www.example.com');
    await page.getByLabel('Link address').press('Enter');
    if (item === first) await saveScreen(page, 'admin-home-news-editor-en_US');
    await footerButton(form, 'Save').click();
    await expect(form).toBeHidden();
  }

  // spec §5: Edit acts on exactly one row.
  await page.getByPlaceholder('Title').fill(code);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  // Listed in the home page's order by default.
  await expect(page.locator('.ant-table-row').first()).toContainText(first.title);
  for (const item of [later, first]) await rowWith(page, item.title).locator('.ant-checkbox-input').check();
  await toolbar(page, 'Edit').click();
  await expectMessage(page, 'Only one row can be selected');
  await saveScreen(page, 'admin-home-news-en_US');

  await page.goto('/home/index');
  const news = page.getByTestId('home-news');
  await expect(news.locator('summary').nth(0)).toContainText(first.title);
  await expect(news.locator('summary').nth(1)).toContainText(later.title);
  const text = news.locator('details').first().locator('.home-article');
  await expect(text.locator('h3', { hasText: 'Week 12' })).toBeVisible();
  await expect(text.locator('li em', { hasText: 'Shanghai' })).toBeVisible();
  await expect(text.locator('li a', { hasText: 'Carrier site' })).toHaveAttribute('href', 'https://www.example.com');
});
