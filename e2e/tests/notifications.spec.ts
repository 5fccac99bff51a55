import { API } from '@apex/shared';
import type { TAccessRequest } from '@apex/shared/admin';
import { expect, type Locator, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { changeFirstPassword, createTestUser, OWN_PASSWORD } from '../support/admin-factories';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const unreadOf = async (bell: Locator) =>
  /Notifications, (\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1];

test('an administrator’s answer to an access request reaches the requester’s notification centre, in their language (issue 20)', async ({
  page,
  browser,
  request,
}) => {
  const admin = await ApiSession.signIn(request);
  const sales = await createTestUser(admin, ['SALES']);
  await changeFirstPassword(request, sales.account);
  const requester = await ApiSession.signIn(request, sales.account, OWN_PASSWORD);
  const asked = await requester.data<TAccessRequest>(API.accessRequests.create, {
    body: { permission: '/tracking/view', note: '' },
  });
  await admin.data(API.accessRequests.decline, {
    params: { id: asked.id },
    body: { version: asked.version, reason: 'Customer service answers this customer' },
  });

  await openSignedIn(page, sales.account, '/', OWN_PASSWORD);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, 1 unread');
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const answer = drawer.getByTestId('notification');
  await expect(answer).toHaveText(
    /Your request for “View a job’s carrier tracking” was declined: Customer service answers this customer/,
  );
  await saveScreen(page, 'notifications-drawer');

  // Asked again and granted: the newest first, the permission worded in the reader's language.
  const again = await requester.data<TAccessRequest>(API.accessRequests.create, {
    body: { permission: '/tracking/view', note: 'I cover for customer service this week' },
  });
  await admin.data(API.accessRequests.grant, {
    params: { id: again.id },
    body: { version: again.version, roleCode: 'CUSTOMER_SERVICE' },
  });
  const zhPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await openSignedIn(zhPage, sales.account, '/', OWN_PASSWORD);
  await zhPage.getByTestId('notification-bell').click();
  await expect(zhPage.getByTestId('notification').first()).toHaveText(/您申请的“查看船公司在线跟踪”权限已授予/);
  await saveScreen(zhPage, 'notifications-drawer-zh_CN');

  // A click reads it; one without a page to open just closes the drawer.
  await page.reload();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, 2 unread');
  await bell.click();
  await answer.first().click();
  await expect(drawer).toBeHidden();
  await expect.poll(() => unreadOf(bell)).toBe('1');
});
