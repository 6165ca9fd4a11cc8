import { defineProject } from 'vitest/config';

// Pure tests (no database, no globals, no module mocks): the files of a worker share one module graph,
// so what they import is loaded once per worker, not once per file.
export default defineProject({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
