import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The service layout of docs/architecture.md ("One service layout"), for the folders under features/. */
const FEATURES = import.meta.dirname;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

const files = [...sourceFiles(FEATURES)].map((path) => ({
  name: relative(FEATURES, path),
  text: readFileSync(path, 'utf8'),
}));
const isQueryFile = (name: string) => /(^|\/|-)queries\.ts$/.test(name);
/** A value import of the tables (`import { jobs } from '…/db/schema'`); a type import is no statement. */
const TABLES = /^import (?!type )[^;]*from '(\.\.\/)+db\/schema';/m;

describe('server features', () => {
  it('build SQL statements only in their query files (queries.ts, <topic>-queries.ts)', () => {
    const found = files.filter((f) => !isQueryFile(f.name) && TABLES.test(f.text)).map((f) => f.name);
    expect(found).toEqual([]);
  });

  it('name service files for the entity or concept they hold, not for one verb', () => {
    const found = files
      .map((f) => f.name)
      .filter((name) => /(^|\/)(create|update|delete|save|find|get|list)-[^/]+\.ts$/.test(name));
    expect(found).toEqual([]);
  });

  it('keep the row-to-answer mapping in the entity service, not in a file of its own', () => {
    const found = files.map((f) => f.name).filter((name) => /-dto\.ts$/.test(name));
    expect(found).toEqual([]);
  });
});
