import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace; `npm test` also runs them on PostgreSQL and the e2e suite. */
export default defineConfig({
  test: { projects: ['packages/shared', 'apps/server', 'apps/web'] },
});
