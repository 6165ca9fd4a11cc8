import { defineConfig } from 'vitest/config';

// Unit and server tests of every workspace; browser tests have their own config (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/engine', 'apps/server', 'apps/web', 'scripts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
