import { expect, test } from '@playwright/test';
import { postToApp, servePortalPage } from '../support/portal-page';
import { PORTAL_PORT_ENV, useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');
test.describe.configure({ mode: 'serial' });

let portal: Awaited<ReturnType<typeof servePortalPage>>;
let stranger: Awaited<ReturnType<typeof servePortalPage>>;

test.beforeAll(async () => {
  // The demo server trusts http://127.0.0.1:<this port> (global-setup), not the stranger's port.
  portal = await servePortalPage(Number(process.env[PORTAL_PORT_ENV]));
  stranger = await servePortalPage(0);
});
test.afterAll(async () => {
  await Promise.all([portal.close(), stranger.close()]);
});

const pageUrl = (port: number, params: Record<string, string>) =>
  `http://127.0.0.1:${port}/?${new URLSearchParams(params)}`;

test('the configured portal changes the language, shows routes and dispatches to the shipment list', async ({
  page,
  baseURL,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await openSignedIn(page, 'fin01');
  await page.goto(pageUrl(portal.port, { app: `${baseURL}/home/index` }));
  const app = page.frames()[1]!;
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  await postToApp(page, { from: 'portal', type: 'changeLanguage', language: 'zh_CN' });
  await expect(frame.getByRole('heading', { name: /^欢迎，/ })).toBeVisible();

  await postToApp(page, JSON.stringify({ from: 'portal', type: 'route', path: '/changePassword' }));
  await expect.poll(() => new URL(app.url()).pathname).toBe('/changePassword');

  await postToApp(page, { from: 'dispatchHKG', data: { jobNo: 'HKG001' } });
  await expect.poll(() => app.url()).toBe(`${baseURL}/shipmentList/index?openDetailPage=true&jobNo=HKG001`);

  // spec §7: an unparseable message goes to the console only.
  await postToApp(page, '{not json');
  await expect.poll(() => warnings.some((w) => w.includes('unparseable'))).toBe(true);
  expect(app.url()).toBe(`${baseURL}/shipmentList/index?openDetailPage=true&jobNo=HKG001`);
});

test('a page on an origin that is not a portal changes nothing', async ({ page, baseURL }) => {
  await openSignedIn(page, 'fin01');
  // The app refuses to be framed by it (CSP frame-ancestors), so it sits beside the app in the portal.
  const sibling = pageUrl(stranger.port, { mode: 'sibling' });
  await page.goto(pageUrl(portal.port, { app: `${baseURL}/home/index`, sibling }));
  const frame = page.frameLocator('iframe').first();
  await expect(frame.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  const outsider = page.frames().find((f) => f.url().startsWith(`http://127.0.0.1:${stranger.port}/`))!;
  const refused = page.waitForEvent('console', (m) => m.text().includes(`origin http://127.0.0.1:${stranger.port}`));

  await postToApp(outsider, { from: 'portal', type: 'route', path: '/changePassword' });
  await postToApp(outsider, { from: 'portal', type: 'changeLanguage', language: 'zh_CN' });
  await refused;
  await expect(frame.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  expect(page.frames()[1]!.url()).toBe(`${baseURL}/home/index`);
});
