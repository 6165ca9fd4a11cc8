import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  define: { __APP_RELEASE__: JSON.stringify('test') },
  resolve: { conditions: ['module', 'browser', 'development|production'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd under jsdom is slow on a cold start (two shared cores); lazy pages compile on first render.
    testTimeout: 20_000,
  },
});
