import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and server tests of every workspace; browser tests have their own config (e2e/).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/engine',
      'apps/server',
      'apps/web',
      // The web files that mock modules, isolated per file (ADR 0045).
      'apps/web/vitest.isolated.config.ts',
      'scripts',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // One worker per core (Vitest's default leaves one core to itself, which on the 2-core CI machine
    // means a single worker, while the main process is mostly idle once the files are transformed).
    maxWorkers: availableParallelism(),
  },
});
