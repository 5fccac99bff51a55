import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { antdStyles } from './build/antd-styles';
import { serverMessages } from './build/server-messages';
import { buildSsoContract } from './src/sso/contract';

// antd's icon drawings as plain SVG files, for the menu's on-demand icons (icon-loaders.ts); found
// through @ant-design/icons, which depends on them.
const iconsPackage = createRequire(import.meta.url).resolve('@ant-design/icons/package.json');
const iconSvgs = path.join(
  path.dirname(createRequire(iconsPackage).resolve('@ant-design/icons-svg/package.json')),
  'inline-svg',
);

/** React, the router, server state, i18n, dates, schemas and antd's styling engine. */
const RUNTIME_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand|dayjs|zod|@babel\/runtime|@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color)|stylis|@emotion|clsx)\//;

/**
 * The frame every signed-in page shows, with the antd parts it uses (taken along as dependencies),
 * and the home page every session starts on: one chunk instead of one per pattern of lazy pages
 * sharing a module.
 */
const SHELL_MODULES =
  /apps\/web\/src\/(app|api|platform|i18n\/(i18n|locale-bundles|resources)|features\/(shell|tabs|routes|session|frames|portal|cross-tab|constant-data|home))\//;

/**
 * Modules of those folders loaded on demand (lazyNamed / route lazy): they keep their own chunks. The
 * menu's screen table goes with the route pages that read it, not into the first page.
 */
const LAZY_IN_SHELL = /\/((route-page|breadcrumb-trail|no-menu-dialog|frame-notice)\.tsx|menu-pages\.ts)$/;

/**
 * The start-up module and the little it needs (boot/early-requests.ts): a chunk of its own that
 * imports nothing from the others, so it runs before they are evaluated.
 */
const BOOT_MODULES =
  /(apps\/web\/src\/(boot\/|platform\/(storage|initial-locale|request-headers)\.ts|i18n\/locale-loaders\.ts)|packages\/shared\/src\/(api\/headers|auth\/redirect|home\/paths|i18n\/locales)\.ts)/;

/** The back office: its chunks grouped for its first page. */
const APP_BUILD: BuildEnvironmentOptions = {
  // The runtime chunk (React, router, query, i18n, zod) is ~600 kB before compression.
  chunkSizeWarningLimit: 800,
  rolldownOptions: {
    input: { index: 'index.html' },
    output: {
      // Split by the lazy pages' sharing patterns, the first page came as dozens of sub-kilobyte
      // files that compress worse and cost requests.
      advancedChunks: {
        groups: [
          { name: 'boot', test: BOOT_MODULES, priority: 3 },
          { name: 'runtime', test: RUNTIME_LIBRARIES, priority: 2 },
          { name: 'shell', test: (id: string) => SHELL_MODULES.test(id) && !LAZY_IN_SHELL.test(id), priority: 1 },
        ],
      },
    },
  },
};

/** The sign-on page, added to the same output after the back office. */
const SSO_BUILD: BuildEnvironmentOptions = { emptyOutDir: false, rolldownOptions: { input: { sso: 'sso.html' } } };

/**
 * Two pages, built separately so they share no chunk: the back office (index.html) and the single
 * sign-on page (sso.html, `--mode sso`), a tiny entry without React so it loads at once
 * (architecture: Web). In development /api goes to the server on :8080.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), serverMessages(), antdStyles()],
  resolve: { alias: { '#ant-design-icon-svgs': iconSvgs } },
  define: { __SSO_CONTRACT__: JSON.stringify(buildSsoContract()) },
  build: mode === 'sso' ? SSO_BUILD : APP_BUILD,
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
