// `npm start`'s first step: builds the app only when its sources changed since the last build
// (build-stamp.mjs says how that is known); the server then starts from the build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isBuildCurrent, sourcesHash } from './build-stamp.mjs';

const ROOT = join(import.meta.dirname, '..');
if (isBuildCurrent(ROOT, sourcesHash(ROOT))) {
  process.stdout.write('The build is up to date with the sources: starting without building.\n');
} else {
  process.exitCode = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}
