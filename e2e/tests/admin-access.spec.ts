import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

test('an operator is not shown user administration, and the API refuses it', async ({ page, request }) => {
  await openSignedIn(page, 'op01', '/systemSetting/users');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Page not found')).toBeVisible();

  const operator = await ApiSession.signIn(request, 'op01', DEMO_PASSWORD);
  for (const route of [API.users.list, API.roles.list, API.offices.list]) {
    const { status, envelope } = await operator.send(route);
    expect(status, route.path).toBe(403);
    expect(envelope.message).toBe('no permission to use the function');
  }
  const create = await operator.send(API.users.create, {
    body: {
      account: 'sneaky',
      name: 'Sneaky',
      companyCode: 'APEX',
      officeCodes: ['SHA'],
      defaultOfficeCode: 'SHA',
      roleCodes: ['ADMIN'],
      initialPassword: 'Sneaky#Pass2026',
    },
  });
  expect(create.status).toBe(403);
});
