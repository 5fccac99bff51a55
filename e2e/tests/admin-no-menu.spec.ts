import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { changeFirstPassword, createTestRole, createTestUser, OWN_PASSWORD } from '../support/admin-factories';
import { buttonName } from '../support/antd';
import { useServer } from '../support/servers';
import { saveScreen, signIn } from '../support/sign-on';

useServer('demo');
test.use({ locale: 'zh-CN' });

test('a user whose role grants no menu is told so (spec §6) and can only sign in again', async ({ page, request }) => {
  const admin = await ApiSession.signIn(request);
  const role = await createTestRole(admin);
  const { account } = await createTestUser(admin, [role.roleCode]);
  await changeFirstPassword(request, account);

  await signIn(page, account, OWN_PASSWORD);
  const alert = page.getByRole('dialog', { name: '提示' });
  await expect(alert).toContainText('此账号没有菜单权限，请更换账号或配置菜单权限后再试！');
  await saveScreen(page, 'no-menu-zh_CN');
  await alert.getByRole('button', { name: buttonName('重新登录') }).click();
  await expect(page).toHaveURL(/\/sso/);
});
