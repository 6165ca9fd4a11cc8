import { defineProject } from 'vitest/config';
import { webTestBase } from './vitest.base.ts';
import { webTestFilesThatMockModules } from './vitest.module-mocks.ts';

// The web files that mock modules (`vi.mock`), each isolated: its own module graph and jsdom window, so a
// mock neither leaks into nor misses a module of another file (ADR 0045).
export default defineProject({
  ...webTestBase,
  test: { ...webTestBase.test, name: 'web-isolated', include: webTestFilesThatMockModules(), isolate: true },
});
