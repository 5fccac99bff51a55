import { expect, test } from '@playwright/test';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

test('the home page shows published announcements, news in order and carrier websites', async ({ page, context }) => {
  await openSignedIn(page, 'fin01');
  const announcements = page.getByTestId('home-announcements');
  await expect(announcements.getByText('System maintenance on Saturday 02:00–04:00 (UTC+8)')).toBeVisible();
  await expect(announcements.getByText('香港辦事處遷址通知')).toBeVisible();
  // The seed's draft is not published.
  await expect(page.getByText('Draft: 2027 contract season kick-off')).toHaveCount(0);
  // The newest one is open on its text; the home-settings spec may publish a newer one meanwhile on
  // the same server, so the first is checked, not a particular one.
  await expect(announcements.locator('details').first()).toHaveAttribute('open', '');
  await expect(announcements.locator('details[open]')).toHaveCount(1);

  // The seed's news in its sort order; the home-settings spec may add items sorted before them on
  // the same server meanwhile, so only the seed's are compared.
  const seedNews = [
    'Red Sea diversions: plan for longer transits via the Cape of Good Hope',
    '中国—东盟航线新增周班服务',
    'EU ETS surcharges on Europe-bound cargo',
    '鹽田港新泊位投入營運',
    'US detention and demurrage billing rules',
  ];
  const newsTitles = page.getByTestId('home-news').locator('summary');
  await expect(newsTitles.first()).toBeVisible();
  expect((await newsTitles.allTextContents()).filter((title) => seedNews.includes(title))).toEqual(seedNews);

  const maersk = page.getByTestId('home-sites').getByRole('link', { name: 'Maersk' });
  const logoLoaded = await maersk
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(logoLoaded).toBeGreaterThan(0);
  await expect(page.getByTestId('home-sites').getByRole('link', { name: 'Hanjin Shipping' })).toHaveCount(0);

  // The carrier's site is outside this test's reach; answer it locally to see the new tab open it.
  await context.route('https://www.maersk.com/**', (route) => route.fulfill({ body: 'Maersk tracking' }));
  const [carrier] = await Promise.all([context.waitForEvent('page'), maersk.click()]);
  await expect(carrier).toHaveURL('https://www.maersk.com/tracking/');
  expect(await carrier.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/home\/index$/);
});

test('a cold start asks for the session and the home content once, before the frame renders', async ({ page }) => {
  await openSignedIn(page, 'fin01');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByTestId('home-announcements').locator('.home-article').first()).toBeVisible();
  const count = (path: string) => requests.filter((p) => p === path).length;
  // The start-up module's answers are taken over by the app, not asked for a second time.
  expect(count('/api/auth/GetCurrentUser')).toBe(1);
  expect(count('/api/home/content')).toBe(1);
  // Sent while the app's code is evaluated: before the frame's header, once rendered, asks for the
  // product title.
  const headerCall = requests.indexOf('/api/sys/public-config');
  expect(headerCall).toBeGreaterThan(0);
  expect(requests.indexOf('/api/auth/GetCurrentUser')).toBeLessThan(headerCall);
  expect(requests.indexOf('/api/home/content')).toBeLessThan(headerCall);
});
