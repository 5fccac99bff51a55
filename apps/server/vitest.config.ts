import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
