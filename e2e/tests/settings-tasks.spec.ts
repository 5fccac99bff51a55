import { expect, test } from '@playwright/test';
import { buttonName, dialog, expectMessage, field, footerButton, row, rowAction, typeDate } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

test('a user adds an overdue task, finds it among the overdue ones and marks it done', async ({ page }) => {
  const title = `Chase the B/L draft ${Date.now()}`;
  await openSignedIn(page, 'op01', '/tasks/index');
  await expect(page.locator('.ant-card-head-title')).toHaveText('My Tasks');

  await page.getByRole('button', { name: buttonName('New task') }).click();
  const form = dialog(page, 'New task');
  await field(form, 'Title').fill(title);
  await typeDate(field(form, 'Due date'), '2020-01-15');
  await field(form, 'Job no').fill('oe24010001');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Task saved');

  await page.getByLabel('Overdue only').check();
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(row(page, title)).toContainText('2020-01-15 Overdue');
  await expect(row(page, title)).toContainText('OE24010001');
  await saveScreen(page, 'settings-tasks-en_US');

  await rowAction(page, title, 'Done').click();
  await expectMessage(page, 'Task done');
  // Done, it is no longer overdue.
  await expect(row(page, title)).toHaveCount(0);
  await page.getByRole('button', { name: buttonName('Reset') }).click();
  await expect(row(page, title)).toContainText('Done');
});
