import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { changeFirstPassword, createTestRole, createTestUser, OWN_PASSWORD } from '../support/admin-factories';
import { useServer } from '../support/servers';
import { signIn } from '../support/sign-on';

useServer('demo');

test('the import job card and the Excel pages open without the menu check (spec §2.1)', async ({ page, request }) => {
  const admin = await ApiSession.signIn(request);
  const role = await createTestRole(admin);
  const { account } = await createTestUser(admin, [role.roleCode]);
  await changeFirstPassword(request, account);
  await signIn(page, account, OWN_PASSWORD);
  const noMenu = page.getByRole('dialog', { name: 'Notice' });
  await expect(noMenu).toContainText('This account has no menu permissions');

  await page.goto('/oceanimport/indexedit');
  await expect(page.getByText('The “Import Job” screen has not been built yet.')).toBeVisible();
  await expect(noMenu).toHaveCount(0);

  await page.goto('/file/ExcelImport');
  await expect(page.getByText('The “Excel Import and Export” screen has not been built yet.')).toBeVisible();
  await expect(noMenu).toHaveCount(0);
});
