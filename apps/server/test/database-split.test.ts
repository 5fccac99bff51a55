import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOTH_DATABASE_FOLDERS, BOTH_DATABASES_SUFFIX } from './database-split';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const FEATURES = join(SERVER, 'src/features');

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => file.replaceAll('\\', '/'));

describe('the split of the API suite between the two databases', () => {
  it('gives every feature (a folder with its own routes.ts) a flow that runs on PGlite too', () => {
    const features = filesUnder(FEATURES)
      .filter((file) => file === 'routes.ts' || file.endsWith('/routes.ts'))
      .map((file) => dirname(file));
    const withoutFlow = features.filter(
      (feature) => !filesUnder(join(FEATURES, feature)).some((file) => file.endsWith(BOTH_DATABASES_SUFFIX)),
    );
    expect(features.length).toBeGreaterThan(0);
    expect(withoutFlow, `name one test file of each of these features *${BOTH_DATABASES_SUFFIX}`).toEqual([]);
  });

  it('names folders that exist and hold tests, so that a moved folder does not leave PGlite silently', () => {
    const empty = BOTH_DATABASE_FOLDERS.filter(
      (folder) =>
        !existsSync(join(SERVER, folder)) ||
        !filesUnder(join(SERVER, folder)).some((file) => file.endsWith('.test.ts')),
    );
    expect(empty).toEqual([]);
  });
});
