// Bundles the server and packages/shared (TypeScript sources) into dist/main.js, and the command-line
// tools operations run beside it; npm packages stay external and load from node_modules at run time.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@apex/'));

await build({
  // The server, and the command-line tools that operations run beside it (docs/operations.md).
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
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
