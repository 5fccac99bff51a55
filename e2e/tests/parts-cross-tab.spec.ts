import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { logOutFromMenu } from '../support/shell';
import { signIn, submitSignIn } from '../support/sign-on';

useServer('demo');

test('a sign-in in one tab reloads the others into it; a sign-out sends them to sign-on', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'fin01');
  const other = await context.newPage();
  await other.goto('/home/index');
  await expect(other.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  const finName = await other.getByRole('heading', { name: /^Welcome, / }).innerText();

  // spec §4: the first tab signs in as someone else; the loginComplate flag tells the other tab.
  await page.goto('/sso');
  await submitSignIn(page, 'op01');
  await expect(page).toHaveURL(/\/home\/index$/);
  const opName = await page.getByRole('heading', { name: /^Welcome, / }).innerText();
  expect(opName).not.toBe(finName);
  await expect(other.getByRole('heading', { name: opName })).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('loginComplate'))).toBe('0');

  // Log out in the first tab: the other one leaves for the sign-on page, to come back where it was.
  await logOutFromMenu(page);
  await expect(other).toHaveURL(`/sso?redirectUrl=${encodeURIComponent(`${baseURL}/home/index`)}`);
});
