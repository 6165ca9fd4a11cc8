import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server on a fresh SQLite database. Run from the repository
// root with `npm run test:e2e` (which builds the web app first). Paths below are relative to this folder.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    reporters: ['default', '../scripts/summary-reporter.ts'],
  },
});
