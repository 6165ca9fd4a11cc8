import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates the database templates once per run; each test opens a copy (helpers/test-database.ts).
    globalSetup: ['./test/global-setup.ts'],
    // The files of a worker share one module graph (Fastify, the app, contracts load once per worker): the
    // tests mock no module and each app gets its own database, clock and ports (ADR 0038).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
