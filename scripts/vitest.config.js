import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling (lint rules).
export default defineProject({
  test: { name: 'scripts', include: ['*.test.js'], environment: 'node', isolate: false },
});
