import { defineProject } from 'vitest/config';

// Pure tests (no database, no globals, no module mocks): the files of a worker share one module graph,
// so what they import is loaded once per worker, not once per file.
export default defineProject({
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    // The property, fuzz and generated-account tests are seconds of CPU each; with a worker per core on
    // a shared 2-core machine the default 5 s cut them off (the server and web projects allow 20 s too).
    testTimeout: 20_000,
  },
});
