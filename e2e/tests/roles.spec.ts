import { DEMO_ACCOUNT_BY_ROLE } from '@apex/shared/demo';
import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openSidebar, sidebarSections } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

for (const [role, account] of Object.entries(DEMO_ACCOUNT_BY_ROLE)) {
  test(`${role} (${account}) sees the menu the server grants that account`, async ({ page, request }) => {
    await openSignedIn(page, account);
    const token = await page.evaluate(() => localStorage.getItem('ws_token'));
    const reply = await request.get('/api/auth/GetCurrentUser', { headers: { authorization: token ?? '' } });
    const { menulist } = (await reply.json()).data as {
      menulist: { level: number; sort: number; names: { en_US: string } }[];
    };
    const granted = menulist
      .filter((m) => m.level === 1)
      .sort((a, b) => a.sort - b.sort)
      .map((m) => m.names.en_US);

    expect(granted.length).toBeGreaterThan(0);
    await expect.poll(() => sidebarSections(page)).toEqual(granted);
    const sidebar = await openSidebar(page);
    if (role === 'ADMIN') {
      expect(granted).toContain('System Settings');
      await expect(sidebar.getByText('Users & Access')).toBeVisible();
    } else await expect(sidebar.getByText('Users & Access')).toHaveCount(0);
  });
}
