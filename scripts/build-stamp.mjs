// Whether the built app (apps/web/dist, apps/server/dist) was built from the sources as they are now,
// so that `npm start` builds only after a change (issue 16: a start rebuilt every time, 30 s on a
// warm machine). The sources' fingerprint is a hash of every input file's path and content — content,
// not modification times, because a checkout or a copy changes times without changing a byte.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a build reads: the three source trees, their build configs and the installed versions. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
  'apps/web',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
];

/** Build output, installed packages and tests: none of them changes what a build produces. */
const SKIPPED = new Set(['node_modules', 'dist', 'test', 'data']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The files a build outputs; a missing one means building whatever the fingerprint says. */
export const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

/**
 * Where the fingerprint of the last whole build is kept: inside the web's build output, which a
 * build of the web alone empties, so that such a partial build never passes for a whole one.
 */
export const STAMP = 'apps/web/dist/.sources-hash';

function* files(root, entry) {
  const path = join(root, entry);
  const dirents = readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const dirent of dirents) {
    if (SKIPPED.has(dirent.name) || isTest(dirent.name)) continue;
    const child = join(entry, dirent.name);
    if (dirent.isDirectory()) yield* files(root, child);
    else yield child;
  }
}

export function sourcesHash(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of statSync(path).isDirectory() ? files(root, input) : [input]) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when every output exists and the last build's fingerprint equals the sources' one. */
export function isBuildCurrent(root, hash, outputs = BUILD_OUTPUTS, stamp = STAMP) {
  if (!outputs.every((output) => existsSync(join(root, output)))) return false;
  const stampPath = join(root, stamp);
  return existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === hash;
}

export function writeStamp(root, hash, stamp = STAMP) {
  writeFileSync(join(root, stamp), `${hash}\n`);
}
