import { expect, type Page, test } from '@playwright/test';
import { buttonName, dialog, footerButton, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** What the screens say, in each language the screenshots are taken in. */
const TEXTS = {
  en_US: {
    users: 'Users',
    roles: 'Roles',
    offices: 'Offices',
    cancel: 'Cancel',
    close: 'Close',
    edit: 'Edit',
    view: 'View',
    newUser: 'New user',
    editUser: 'Edit user op01',
    reset: 'Reset password',
    resetTitle: 'Reset the password of op01',
    newRole: 'New role',
    editRole: 'Edit role SALES',
    adminRole: 'Role ADMIN',
    newOffice: 'New office',
    editOffice: 'Edit office SHA',
    vessels: 'Vessel Lloyd Numbers',
    newVessel: 'New vessel',
    editVessel: 'Edit vessel CMA CGM ACE',
    carriers: 'Carriers',
    newCarrier: 'New carrier',
    editCarrier: 'Edit carrier ACLU',
  },
  zh_CN: {
    users: '用户',
    roles: '角色',
    offices: '办公室',
    cancel: '取消',
    close: '关闭',
    edit: '编辑',
    view: '查看',
    newUser: '新建用户',
    editUser: '编辑用户 op01',
    reset: '重设密码',
    resetTitle: '重设 op01 的密码',
    newRole: '新建角色',
    editRole: '编辑角色 SALES',
    adminRole: '角色 ADMIN',
    newOffice: '新建办公室',
    editOffice: '编辑办公室 SHA',
    vessels: '船舶劳氏号',
    newVessel: '新建船舶',
    editVessel: '编辑船舶 CMA CGM ACE',
    carriers: '船公司',
    newCarrier: '新建船公司',
    editCarrier: '编辑船公司 ACLU',
  },
};
type Text = keyof (typeof TEXTS)['en_US'];
const BROWSER_LOCALES = { en_US: 'en-US', zh_CN: 'zh-CN' };

/** A form of a screen: opened by a toolbar button or a row's link, closed untouched. */
interface FormShot {
  name: string;
  open: Text | { row: string; action: Text };
  title: Text;
  close: Text;
}

const SCREENS: { name: string; path: string; title: Text; forms: FormShot[] }[] = [
  {
    name: 'users',
    path: '/systemSetting/users',
    title: 'users',
    forms: [
      { name: 'user-new', open: 'newUser', title: 'newUser', close: 'cancel' },
      { name: 'user-edit', open: { row: 'op01', action: 'edit' }, title: 'editUser', close: 'cancel' },
      { name: 'user-reset', open: { row: 'op01', action: 'reset' }, title: 'resetTitle', close: 'cancel' },
    ],
  },
  {
    name: 'roles',
    path: '/systemSetting/roles',
    title: 'roles',
    forms: [
      { name: 'role-new', open: 'newRole', title: 'newRole', close: 'cancel' },
      { name: 'role-edit', open: { row: 'SALES', action: 'edit' }, title: 'editRole', close: 'cancel' },
      { name: 'role-admin', open: { row: 'ADMIN', action: 'view' }, title: 'adminRole', close: 'close' },
    ],
  },
  {
    name: 'offices',
    path: '/systemSetting/offices',
    title: 'offices',
    forms: [
      { name: 'office-new', open: 'newOffice', title: 'newOffice', close: 'cancel' },
      { name: 'office-edit', open: { row: 'SHA', action: 'edit' }, title: 'editOffice', close: 'cancel' },
    ],
  },
  {
    name: 'vessels',
    path: '/systemSetting/shipEdit',
    title: 'vessels',
    forms: [
      { name: 'vessel-new', open: 'newVessel', title: 'newVessel', close: 'cancel' },
      { name: 'vessel-edit', open: { row: 'CMA CGM ACE', action: 'edit' }, title: 'editVessel', close: 'cancel' },
    ],
  },
  {
    name: 'carriers',
    path: '/systemSetting/carrier',
    title: 'carriers',
    forms: [
      { name: 'carrier-new', open: 'newCarrier', title: 'newCarrier', close: 'cancel' },
      { name: 'carrier-edit', open: { row: 'ACLU', action: 'edit' }, title: 'editCarrier', close: 'cancel' },
    ],
  },
];

/** Opens a form, takes its picture once loaded, and closes it untouched (no unsaved-change question). */
async function shootForm(page: Page, form: FormShot, text: Record<Text, string>, screen: string) {
  if (typeof form.open === 'string') await page.getByRole('button', { name: buttonName(text[form.open]) }).click();
  else await rowAction(page, form.open.row, text[form.open.action]).click();
  const frame = dialog(page, text[form.title]);
  await expect(frame).toBeVisible();
  await expect(frame.locator('.ant-skeleton')).toHaveCount(0);
  await saveScreen(page, screen);
  await footerButton(frame, text[form.close]).click();
  await expect(frame).toBeHidden();
}

for (const [tag, text] of Object.entries(TEXTS)) {
  test.describe(`in ${tag}`, () => {
    test.use({ locale: BROWSER_LOCALES[tag as keyof typeof TEXTS] });

    for (const screen of SCREENS)
      test(`the ${screen.name} list and its forms (${tag})`, async ({ page }) => {
        await openSignedIn(page, 'admin', screen.path);
        await expect(page.locator('.ant-card-head-title')).toHaveText(text[screen.title]);
        await expect(page.locator('.ant-table-row').first()).toBeVisible();
        await saveScreen(page, `admin-${screen.name}-${tag}`);
        for (const form of screen.forms) await shootForm(page, form, text, `admin-${form.name}-${tag}`);
      });
  });
}
