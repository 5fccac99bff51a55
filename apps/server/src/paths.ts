import { fileURLToPath } from 'node:url';

// This module sits at the root of src/, and the bundle at the root of dist/: both one level below
// apps/server, so the same relative paths hold when run from source (tests) and from the build.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web app's texts (apps/web/src/locales): the keys and built-in wording the language settings override. */
export const WEB_LOCALES_DIR = fileURLToPath(new URL('../../web/src/locales', import.meta.url));
