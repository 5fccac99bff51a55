import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The screenshots kept in docs/screenshots (issue 16: the job list, the general form, the goods grid
 * and the HB/L dialog at 1366×768, in English and Chinese), retaken after a change to these screens:
 * `npm run build && (cd e2e && npx playwright test -c screens.config.ts)`. Not part of `npm test`.
 */
export default defineConfig({
  ...base,
  testDir: './screens',
  retries: 0,
  workers: 1,
  use: { ...base.use, viewport: { width: 1366, height: 768 } },
});
