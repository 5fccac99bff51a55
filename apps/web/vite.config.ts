import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildSsoContract } from './src/sso/contract';

// antd's icon drawings as plain SVG files, for the menu's on-demand icons (icon-loaders.ts); found
// through @ant-design/icons, which depends on them.
const iconsPackage = createRequire(import.meta.url).resolve('@ant-design/icons/package.json');
const iconSvgs = path.join(
  path.dirname(createRequire(iconsPackage).resolve('@ant-design/icons-svg/package.json')),
  'inline-svg',
);

/**
 * Two pages: the back office (index.html) and the single sign-on page (sso.html), a separate tiny
 * entry without React so it loads at once (architecture: Web). In development /api goes to the
 * server on :8080.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '#ant-design-icon-svgs': iconSvgs } },
  define: { __SSO_CONTRACT__: JSON.stringify(buildSsoContract()) },
  build: {
    // The shared vendor chunk (React, antd, zod) is ~600 kB before compression, ~190 kB after.
    chunkSizeWarningLimit: 800,
    rolldownOptions: { input: { index: 'index.html', sso: 'sso.html' } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
