import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildSsoContract } from './src/sso/contract';

/**
 * Two pages: the back office (index.html) and the single sign-on page (sso.html), a separate tiny
 * entry without React so it loads at once (architecture: Web). In development /api goes to the
 * server on :8080.
 */
export default defineConfig({
  plugins: [react()],
  define: { __SSO_CONTRACT__: JSON.stringify(buildSsoContract()) },
  build: {
    rollupOptions: { input: { index: 'index.html', sso: 'sso.html' } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
