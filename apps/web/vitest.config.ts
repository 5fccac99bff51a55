import { defineConfig } from 'vitest/config';
import { serverMessages } from './build/server-messages';

export default defineConfig({
  plugins: [serverMessages()],
  test: { name: 'web', include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
});
