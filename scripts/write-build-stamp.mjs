// The last step of `npm run build`: records which sources the build was made from (build-stamp.mjs).
import { join } from 'node:path';
import { sourcesHash, writeStamp } from './build-stamp.mjs';

const ROOT = join(import.meta.dirname, '..');
writeStamp(ROOT, sourcesHash(ROOT));
