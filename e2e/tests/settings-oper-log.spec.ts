import { expect, test } from '@playwright/test';
import { buttonName, dialog, expectMessage, field, footerButton } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

test('an administrator finds the log row of a task just added, in words and by its title, with what it recorded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Audit me ${Date.now()}`;
  await openSignedIn(page, 'admin', '/tasks/index');
  await page.getByRole('button', { name: buttonName('New task') }).click();
  const form = dialog(page, 'New task');
  await field(form, 'Title').fill(title);
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Task saved');

  await page.goto('/sysOperLog/index');
  await expect(page.locator('.ant-card-head-title')).toHaveText('Operation Log');
  await page.getByLabel('User', { exact: true }).fill('admin');
  await page.getByLabel('Record type', { exact: true }).fill('task');
  await page.getByLabel('Action', { exact: true }).fill('task.created');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  const entry = page.locator('.ant-table-row').first();
  // The action in words and the record by its title, not codes and ids (issue 16 point 18).
  await expect(entry).toContainText('Task created');
  await expect(entry).not.toContainText('task.created');
  await expect(entry).toContainText(title);
  await saveScreen(page, 'settings-oper-log-en_US');

  await entry.getByRole('button', { name: buttonName('View') }).click();
  const drawer = dialog(page, 'Operation Task created');
  await expect(drawer).toContainText(title);
  await expect(drawer).toContainText('admin');
  await saveScreen(page, 'settings-oper-log-detail-en_US');
});
