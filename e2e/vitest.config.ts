import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server (on a fresh SQLite database of the run). Run from the
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
    // One worker per core, each with one server and one Chromium shared by the files it runs, each file
    // signing in as a seller of its own (src/console-test-bed.ts; the few files with a server of their own
    // are listed with the reason in src/own-server-files.ts; docs/decisions/0039).
    isolate: false,
    maxWorkers: availableParallelism(),
    reporters: ['default', '../scripts/summary-reporter.ts'],
  },
});
