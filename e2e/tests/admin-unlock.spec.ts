import { API } from '@apex/shared';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { changeFirstPassword, createTestUser, OWN_PASSWORD } from '../support/admin-factories';
import { choose, expectMessage, row, rowAction } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen, signIn, submitSignIn } from '../support/sign-on';

useServer('demo');

test('wrong passwords lock an account; the administrator finds it locked, unlocks it, and the user signs in again', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await ApiSession.signIn(request);
  const { account } = await createTestUser(admin, ['SALES']);
  await changeFirstPassword(request, account);

  // spec §6: five wrong passwords lock the account; then even the right one is refused. (The waits
  // between wrong passwords are off on the test servers: global-setup.ts.)
  for (let wrong = 0; wrong < 5; wrong++) {
    const res = await request.post(`/api${API.auth.login.path}`, {
      data: { username: account, password: 'Wrong#Guess1' },
    });
    expect(res.status(), 'each wrong password counts: none is refused as too early').not.toBe(429);
  }
  const context = await browser.newContext({ baseURL });
  const user = await context.newPage();
  await user.goto('/sso');
  await submitSignIn(user, account, OWN_PASSWORD);
  await expect(user.getByRole('alert')).toContainText('Account locked after too many wrong passwords');

  await openSignedIn(page, 'admin', '/systemSetting/users');
  await choose(page, page.locator('main'), 'Status', 'Locked');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/[?&]status=locked/);
  // The filter is in the address: a reload shows the same list.
  await page.reload();
  await expect(row(page, account)).toContainText('Locked');
  await expect(row(page, account)).toContainText('failed sign-ins: 5');
  await saveScreen(page, 'admin-users-locked-en_US');

  await rowAction(page, account, 'Unlock').click();
  await expect(page.getByText(`Unlock the account ${account}?`)).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expectMessage(page, 'unlock success');
  // No longer locked, so no longer in the list of locked accounts.
  await expect(row(page, account)).toHaveCount(0);

  await submitSignIn(user, account, OWN_PASSWORD);
  await expect(user).toHaveURL(/\/home\/index$/);
  await context.close();
});

test('an administrator locks an account by hand: the user is signed out and stays out until unlocked', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const admin = await ApiSession.signIn(request);
  const { account } = await createTestUser(admin, ['SALES']);
  await changeFirstPassword(request, account);
  const context = await browser.newContext({ baseURL });
  const user = await context.newPage();
  await signIn(user, account, OWN_PASSWORD);

  await openSignedIn(page, 'admin', `/systemSetting/users?keyword=${account}`);
  await rowAction(page, account, 'Lock').click();
  await expect(page.getByText(`Lock the account ${account}?`)).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expectMessage(page, `Account ${account} locked and signed out everywhere`);
  await expect(row(page, account)).toContainText('Locked');

  await user.reload();
  await expect(user.getByText('You are not logged in or your login has expired, please log in again')).toBeVisible();
  await user.getByRole('button', { name: 'OK' }).click();
  await submitSignIn(user, account, OWN_PASSWORD);
  await expect(user.getByRole('alert')).toContainText('Account locked; ask an administrator or IT support');
  await context.close();
});
