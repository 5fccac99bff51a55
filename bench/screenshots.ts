// Writes the screenshots the closing notes point to (docs/screenshots/), from the production build
// served by the real server with demo data, in each language at the two screen sizes users have
// (1366×768 laptops, 1920×1080 desktops). Run: npm run build && npm run screenshots -w bench
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ADMIN_PASSWORD } from '@apex/shared/demo';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, navigateInApp } from './lib/browser';
import { startBenchServer } from './lib/server';

const LOCALES = ['en_US', 'zh_CN', 'zh_HK'] as const;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const outDir = path.resolve(import.meta.dirname, '../docs/screenshots');
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The screens a user meets first, and the job list and card; each step leaves the page ready to photograph. */
const SCREENS: { name: string; wide?: boolean; show: (page: Page, origin: string) => Promise<void> }[] = [
  {
    name: 'sign-on',
    show: async (page, origin) => {
      await page.goto(`${origin}/sso`);
      await page.locator('#sign-in').waitFor();
    },
  },
  {
    name: 'home',
    wide: true,
    show: async (page, origin) => {
      await signIn(page, origin);
      await page.locator('[data-testid="home-announcements"] .home-article').first().waitFor();
    },
  },
  {
    name: 'sidebar-open',
    show: async (page) => {
      await page.getByRole('button', { name: /^(Menu|菜单|選單)$/ }).click();
      await page.locator('.ant-drawer-body .ant-menu-root').waitFor();
      // The drawer's slide-in animation.
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'users-tabs',
    wide: true,
    show: async (page) => {
      await page.keyboard.press('Escape');
      await navigateInApp(page, '/systemSetting/users');
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    },
  },
  {
    name: 'export-job-list',
    wide: true,
    show: async (page) => {
      await navigateInApp(page, '/ocean_exp/list');
      // The users list stays alive in its tab: the rows wanted are the export jobs' (SHAOE26110081).
      await page
        .locator('.ant-table-tbody tr.ant-table-row:visible', { hasText: /OE\d{8}/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'export-job-card',
    wide: true,
    show: async (page) => {
      await page
        .locator('.ant-table-tbody tr.ant-table-row:visible', { hasText: /OE\d{8}/ })
        .first()
        .dblclick();
      await page.waitForURL(/\/ocean_exp\/detail\/\d+$/);
      await page.locator('main .ant-tabs .ant-form:visible').first().waitFor();
    },
  },
];

mkdirSync(outDir, { recursive: true });
const server = await startBenchServer('pglite', { WEB_DIST: webDist });
const browser = await launchChromium();
try {
  for (const locale of LOCALES) for (const size of SIZES) await shoot(browser, server.origin, locale, size);
} finally {
  await browser.close();
  await server.close();
}

async function shoot(browser: Browser, origin: string, locale: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size });
  await context.addInitScript((l) => localStorage.setItem('language', l), locale);
  const page = await context.newPage();
  for (const screen of SCREENS) {
    await screen.show(page, origin);
    await page.waitForLoadState('networkidle');
    // Every screen at the laptop size; the busiest ones also at the desktop size.
    if (size.width > 1366 && !screen.wide) continue;
    const file = path.join(outDir, `${screen.name}-${locale}-${size.width}.png`);
    await page.screenshot({ path: file });
    console.info(file);
  }
  await context.close();
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/sso?redirectUrl=${encodeURIComponent(`${origin}/home/index`)}`);
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill(DEMO_ADMIN_PASSWORD);
  await page.locator('#sign-in-submit').click();
}
