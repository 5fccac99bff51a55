import { defineConfig } from 'vitest/config';
import { BOTH_DATABASES_INCLUDE } from './test/database-split';

export default defineConfig({
  test: {
    name: 'server',
    // `npm test` runs the whole suite on PostgreSQL and this part of it on PGlite (database-split.ts).
    include:
      process.env.TEST_SCOPE === 'both-databases' ? BOTH_DATABASES_INCLUDE : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The files of a worker share its modules instead of importing the app anew for each file
    // (measured: 155 s of imports a run, 13 s shared). Module state is read-only caches, or keyed
    // by the app or database instance; each file still has its own app and database.
    isolate: false,
  },
});
