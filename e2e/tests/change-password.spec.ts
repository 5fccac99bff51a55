import { expect, test } from '@playwright/test';
import { OWN_PASSWORD } from '../support/admin-factories';
import { createOperator, signInOperator } from '../support/nav';
import { useServer } from '../support/servers';
import { logOutFromMenu } from '../support/shell';
import { signIn } from '../support/sign-on';

useServer('demo');

test('a signed-in user changes the password in the app, checked by the shared policy', async ({ page, request }) => {
  // Two sign-ins and three password checks (each a deliberate slow hash on the server).
  test.setTimeout(90_000);
  // An account of its own: the password it changes is no other spec's.
  const { account } = await createOperator(request);
  await signInOperator(page, account, '/changePassword');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const submit = page.getByRole('button', { name: 'Change password', exact: true });

  await field('Current password').fill(OWN_PASSWORD);
  await field('New password').fill('Kowloon#Pier7');
  await field('Confirm new password').fill('Kowloon#Pier');
  await submit.click();
  await expect(page.getByText('The confirmation does not match the new password')).toBeVisible();

  // The server's answer for a wrong old password lands under that field.
  await field('Current password').fill('Not@MyPassword1');
  await field('Confirm new password').fill('Kowloon#Pier7');
  await submit.click();
  await expect(page.getByText('The old password is wrong')).toBeVisible();

  await field('Current password').fill(OWN_PASSWORD);
  await submit.click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await logOutFromMenu(page);
  await signIn(page, account, 'Kowloon#Pier7');
});
