// Bundles the server and packages/shared (TypeScript sources) into dist/main.js, the command-line
// tools operations run beside it, and the worker threads' entries (a worker starts from a file of its
// own: platform/excel/xlsx-read-pool.ts finds dist/xlsx-read-worker.js next to main.js); npm packages
// stay external and load from node_modules at run time.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@apex/'));

await build({
  // The server, the command-line tools that operations run beside it (docs/operations.md), and workers.
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'xlsx-read-worker': 'src/platform/excel/xlsx-read-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// Seed data read at run time (seed/hs-codes.ts reads ./data/ beside the module: src/seed or dist).
cpSync(new URL('./src/seed/data/', import.meta.url), new URL('./dist/data/', import.meta.url), { recursive: true });
