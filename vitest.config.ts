import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace and of the scripts; `npm test` also runs them on PostgreSQL and the e2e suite. */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own scripts (scripts/*.mjs), such as npm start's build check.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
    // Vitest leaves one CPU to its main process; on a 2-CPU machine that meant one test file at a
    // time, while the API files mostly wait on their database. One worker per CPU measured faster.
    maxWorkers: availableParallelism(),
  },
});
