/**
 * Which API tests `npm test` runs on both databases. The whole suite runs on PostgreSQL; PGlite is
 * the same PostgreSQL engine, so on it the suite proves what differs between the two (the driver,
 * one connection, the data directory): the platform, the seed and the harnesses in full, and one
 * flow per feature, named `*.both.test.ts` inside the feature so that it moves with it
 * (docs/decisions.md, "The API suite runs on PostgreSQL, and its platform and flows on PGlite too").
 */

/** Folders (under apps/server) whose every test runs on both databases. */
export const BOTH_DATABASE_FOLDERS = ['src/platform', 'src/db', 'src/cli', 'src/seed', 'test'];

/** The ending of a feature's test file that runs on both databases. */
export const BOTH_DATABASES_SUFFIX = '.both.test.ts';

/** The vitest `include` of the PGlite pass (TEST_SCOPE=both-databases). */
export const BOTH_DATABASES_INCLUDE = [
  'src/*.test.ts',
  ...BOTH_DATABASE_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
  `src/features/**/*${BOTH_DATABASES_SUFFIX}`,
];
