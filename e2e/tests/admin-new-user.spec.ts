import { API } from '@apex/shared';
import type { TOffice, TRole } from '@apex/shared/admin';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession, uniqueCode } from '../support/admin-api';
import { INITIAL_PASSWORD, OWN_PASSWORD } from '../support/admin-factories';
import { buttonName, choose, dialog, expectMessage, field, footerButton, formItem } from '../support/antd';
import { useServer } from '../support/servers';
import { openSidebar, sidebarSections } from '../support/shell';
import { openSignedIn, saveScreen, submitSignIn } from '../support/sign-on';

useServer('demo');

const newButton = (page: Page, name: string) => page.getByRole('button', { name: buttonName(name) });

async function createOffice(page: Page, code: string) {
  await page.goto('/systemSetting/offices');
  await newButton(page, 'New office').click();
  const form = dialog(page, 'New office');
  // The shared schema speaks before anything is sent.
  await footerButton(form, 'Save').click();
  await expect(form.getByText('Please fill this in')).toHaveCount(3);
  await saveScreen(page, 'admin-office-new-errors-en_US');

  // The server's refusal of a code in use, in its words.
  await field(form, 'Code').fill('sha');
  await choose(page, form, 'Company', 'APEX · Apex Logistics (China)');
  await field(form, 'Name (English)').fill(`Dalian Branch ${code}`);
  await field(form, 'Name (Chinese)').fill('大连分公司');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Office SHA already exists');

  await field(form, 'Code').fill(code.toLowerCase());
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Office saved');
  await expect(form).toBeHidden();
}

async function createRole(page: Page, code: string) {
  await page.goto('/systemSetting/roles');
  await newButton(page, 'New role').click();
  const drawer = dialog(page, 'New role');
  await field(drawer, 'Code').fill(code);
  // Closing a changed form asks first.
  await footerButton(drawer, 'Cancel').click();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await field(drawer, 'Name (English)').fill(`Export desk ${code}`);
  const menuNode = (title: string) =>
    drawer.locator('.ant-tree-treenode').filter({ has: page.getByText(title, { exact: true }) });
  // A section checks all it holds; an item alone is granted alone.
  await menuNode('Customer Orders').locator('.ant-tree-checkbox').click();
  await menuNode('Export Jobs').locator('.ant-tree-checkbox').click();
  await expect(menuNode('Invoice EDI').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await saveScreen(page, 'admin-role-new-filled-en_US');
  await footerButton(drawer, 'Save').click();
  await expectMessage(page, 'Role saved');
  await expect(drawer).toBeHidden();
}

async function createUser(page: Page, account: string, office: string, role: string) {
  await page.goto('/systemSetting/users');
  await newButton(page, 'New user').click();
  const form = dialog(page, 'New user');
  await field(form, 'Account').fill(account);
  await field(form, 'Name').fill('Lin Wei 林伟');
  await field(form, 'E-mail').fill(`${account}@apexlogistics.example`);
  await choose(page, form, 'Company', 'APEX · Apex Logistics (China)');
  await choose(page, form, 'Offices', `${office} ·`);
  // The first office chosen became the default one.
  await expect(formItem(form, 'Default office')).toContainText(`${office} · Dalian Branch`);
  await choose(page, form, 'Roles', `${role} ·`);
  await expect(form.getByText('The user must change it at the first sign-in.')).toBeVisible();
  // spec §5 password policy, as the shared schema words it.
  await field(form, 'Initial password').fill('welcome');
  await expect(form.getByText('The password needs at least 8 characters')).toBeVisible();
  await saveScreen(page, 'admin-user-new-filled-en_US');
  await field(form, 'Initial password').fill(INITIAL_PASSWORD);
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'User created. They must change the initial password at the first sign-in.');
  await expect(form).toBeHidden();
}

test('an administrator sets up an office, a role and a user, who signs in with exactly that menu', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const office = uniqueCode('D');
  const role = uniqueCode('DESK');
  const account = uniqueCode('lin.').toLowerCase();
  await openSignedIn(page, 'admin');
  await createOffice(page, office);
  await createRole(page, role);
  await createUser(page, account, office, role);

  const admin = await ApiSession.signIn(request);
  const offices = await admin.data<{ rows: TOffice[] }>(API.offices.list, { query: { keyword: office } });
  expect(offices.rows.map((o) => [o.officeCode, o.userCount])).toEqual([[office, 1]]);
  const roles = await admin.data<{ rows: TRole[] }>(API.roles.list, { query: { keyword: role } });
  expect(roles.rows[0]?.menuIds).toHaveLength(3);

  // The new user, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const user = await context.newPage();
  await user.goto('/sso');
  await submitSignIn(user, account, INITIAL_PASSWORD);
  await expect(user.locator('#change-reason')).toHaveText('First login: please change your password');
  await user.locator('#oldPassword').fill(INITIAL_PASSWORD);
  await user.locator('#newPassword').fill(OWN_PASSWORD);
  await user.locator('#confirmPassword').fill(OWN_PASSWORD);
  await user.locator('#change-submit').click();

  await expect(user).toHaveURL(/\/home\/index$/);
  await expect(user.getByRole('heading', { name: 'Welcome, Lin Wei 林伟' })).toBeVisible();
  await expect(user.getByTestId('current-office')).toContainText(office);
  await expect.poll(() => sidebarSections(user)).toEqual(['Ocean Export', 'Customer Orders']);
  // Home is every user's (a constant route), besides what the role grants.
  expect(await (await openSidebar(user)).locator('.ant-menu-item').allInnerTexts()).toEqual([
    'Home',
    'Export Jobs',
    'Order List',
    'Invoice EDI',
  ]);
  await context.close();
});
