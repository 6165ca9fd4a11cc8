// What both web test projects share: the React plugin, the browser build's conditions, jsdom and the setup.
import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';

/** The settings of the `web` and `web-isolated` projects apart from their names, files and isolation. */
export const webTestBase = {
  plugins: [react()],
  define: { __APP_RELEASE__: JSON.stringify('test') },
  resolve: { conditions: ['module', 'browser', 'development|production'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup-tests.ts'],
    css: false,
    // antd under jsdom is slow on a cold start (two shared cores); lazy pages compile on first render.
    testTimeout: 20_000,
  },
} satisfies UserWorkspaceConfig;
