import { defineProject } from 'vitest/config';
import { webTestBase } from './vitest.base.ts';
import { webTestFilesThatMockModules } from './vitest.module-mocks.ts';

// The web files that mock no module share their worker's module graph and jsdom window (antd, React and
// the app load once per worker, not once per file); the setup resets what a file could leave behind.
// The files that mock modules run isolated in `web-isolated` (vitest.isolated.config.ts; ADR 0045).
export default defineProject({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: webTestFilesThatMockModules(),
    isolate: false,
    setupFiles: [...webTestBase.test.setupFiles, './src/test/shared-worker-setup.ts'],
  },
});
