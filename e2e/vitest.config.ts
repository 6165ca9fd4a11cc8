import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server on a fresh SQLite database per file. Run from the
// repository root with `npm run test:e2e` (which builds the web app first; `npm run test:browser` runs them
// on the existing build). Paths below are relative to this folder.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One worker per core, each with its Chromium shared by the files it runs (src/console-test-bed.ts);
    // every file still starts its own server on a fresh database.
    isolate: false,
    maxWorkers: availableParallelism(),
    reporters: ['default', '../scripts/summary-reporter.ts'],
  },
});
