import { expect, type Page, test } from '@playwright/test';
import { buttonName, dialog, footerButton, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { saveScreen, signIn } from '../support/sign-on';

useServer('demo');

/** What each screen says in a language: list title, the forms opened and how they are closed. */
const TEXTS = {
  en_US: {
    browser: 'en-US',
    cancel: 'Cancel',
    close: 'Close',
    users: {
      title: 'Users',
      new: 'New user',
      edit: ['Edit', 'Edit user op01'],
      reset: ['Reset password', 'Reset the password of op01'],
    },
    roles: { title: 'Roles', new: 'New role', view: ['View', 'Role ADMIN'], edit: ['Edit', 'Edit role SALES'] },
    offices: { title: 'Offices', new: 'New office', edit: ['Edit', 'Edit office SHA'] },
  },
  zh_CN: {
    browser: 'zh-CN',
    cancel: '取消',
    close: '关闭',
    users: { title: '用户', new: '新建用户', edit: ['编辑', '编辑用户 op01'], reset: ['重设密码', '重设 op01 的密码'] },
    roles: { title: '角色', new: '新建角色', view: ['查看', '角色 ADMIN'], edit: ['编辑', '编辑角色 SALES'] },
    offices: { title: '办公室', new: '新建办公室', edit: ['编辑', '编辑办公室 SHA'] },
  },
} as const;

/** Opens a list and waits for its rows. */
async function openList(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.locator('.ant-card-head-title')).toHaveText(title);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
}

/** Opens a form with `opener`, takes its picture once loaded, and closes it untouched. */
async function shootForm(page: Page, opener: () => Promise<void>, title: string, screen: string, close: string) {
  await opener();
  const frame = dialog(page, title);
  await expect(frame).toBeVisible();
  await expect(frame.locator('.ant-skeleton')).toHaveCount(0);
  await saveScreen(page, screen);
  await footerButton(frame, close).click();
  await expect(frame).toBeHidden();
}

for (const [tag, l] of Object.entries(TEXTS)) {
  test.describe(`in ${tag}`, () => {
    test.use({ locale: l.browser });
    test.beforeEach(async ({ page }) => signIn(page, 'admin'));
    const newButton = (page: Page, name: string) => () => page.getByRole('button', { name: buttonName(name) }).click();
    const action = (page: Page, key: string, name: string) => () => rowAction(page, key, name).click();

    test(`the user list and its forms (${tag})`, async ({ page }) => {
      await openList(page, '/systemSetting/users', l.users.title);
      await saveScreen(page, `admin-users-${tag}`);
      await shootForm(page, newButton(page, l.users.new), l.users.new, `admin-user-new-${tag}`, l.cancel);
      const [edit, editTitle] = l.users.edit;
      await shootForm(page, action(page, 'op01', edit), editTitle, `admin-user-edit-${tag}`, l.cancel);
      const [reset, resetTitle] = l.users.reset;
      await shootForm(page, action(page, 'op01', reset), resetTitle, `admin-user-reset-${tag}`, l.cancel);
    });

    test(`the role list and its forms (${tag})`, async ({ page }) => {
      await openList(page, '/systemSetting/roles', l.roles.title);
      await saveScreen(page, `admin-roles-${tag}`);
      await shootForm(page, newButton(page, l.roles.new), l.roles.new, `admin-role-new-${tag}`, l.cancel);
      const [edit, editTitle] = l.roles.edit;
      await shootForm(page, action(page, 'SALES', edit), editTitle, `admin-role-edit-${tag}`, l.cancel);
      const [view, viewTitle] = l.roles.view;
      await shootForm(page, action(page, 'ADMIN', view), viewTitle, `admin-role-admin-${tag}`, l.close);
    });

    test(`the office list and its forms (${tag})`, async ({ page }) => {
      await openList(page, '/systemSetting/offices', l.offices.title);
      await saveScreen(page, `admin-offices-${tag}`);
      await shootForm(page, newButton(page, l.offices.new), l.offices.new, `admin-office-new-${tag}`, l.cancel);
      const [edit, editTitle] = l.offices.edit;
      await shootForm(page, action(page, 'SHA', edit), editTitle, `admin-office-edit-${tag}`, l.cancel);
    });
  });
}
