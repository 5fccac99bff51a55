import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['packages/shared/src', 'apps/server/src', 'apps/web/src'];
/** The table itself is where a job type meets its paths. */
const TABLE = 'packages/shared/src/jobs/job-types.ts';

/**
 * A job type code mapped to an API contract, an API path or a web path by hand: `OE: API.…`,
 * `'OE' ? API.…`, `OE: { path: '/…'`, `=== 'OE' ? '/ocean_exp/…'`, `{ OE: routesOf('OE'), … }`, or
 * the old per-type route groups.
 */
const HAND_MAP =
  /\b(OE|OI)'?\s*[:?]\s*(\{\s*\w+:\s*)?(API\.|[`'"]\/)|\b(OE|OI):\s*\w+\('(OE|OI)'\)|API\.ocean(Export|Import)/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('job types in the product source', () => {
  it('are mapped to their routes and paths only by the job-type table', () => {
    const found = SOURCES.flatMap((source) =>
      [...sourceFiles(join(ROOT, source))].flatMap((file) => {
        const name = relative(ROOT, file);
        if (name === TABLE) return [];
        return readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, at) => (HAND_MAP.test(line) ? [`${name}:${at + 1}: ${line.trim()}`] : []));
      }),
    );
    expect(found).toEqual([]);
  });
});
