import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The monorepo root, wherever the tests are started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The built console the server serves; `npm run test:e2e` builds it before the tests. */
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'apps/web/dist');
/** Where screenshots go (git-ignored). */
export const SCREENSHOT_DIR = resolve(REPO_ROOT, '.artifacts/screenshots');
/** The browser-test files. */
export const E2E_TESTS_DIR = resolve(REPO_ROOT, 'e2e/tests');
