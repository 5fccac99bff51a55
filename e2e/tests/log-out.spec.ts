import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { logOutFromMenu } from '../support/shell';
import { signIn } from '../support/sign-on';

useServer('demo');

test('log out ends the session on the server and returns to the sign-on page', async ({ page, request, baseURL }) => {
  await signIn(page, 'fin01');
  const token = await page.evaluate(() => localStorage.getItem('ws_token'));
  expect(token).toBeTruthy();

  await logOutFromMenu(page);
  await expect(page).toHaveURL(`/sso?redirectUrl=${encodeURIComponent(baseURL!)}`);
  expect(await page.evaluate(() => localStorage.getItem('ws_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('back_lang'))).toBe('0');

  const check = await request.get('/api/auth/validateToken', { headers: { authorization: token! } });
  expect(check.status()).toBe(401);

  // A page still holding the dead token is told to sign in again (spec §8, 401), then sent to sign-on.
  await page.evaluate((dead) => localStorage.setItem('ws_token', dead), token!);
  await page.goto('/home/index');
  await expect(page.getByText('You are not logged in or your login has expired, please log in again')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/sso\?redirectUrl=/);
});
