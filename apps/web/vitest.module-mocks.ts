// Which web test files mock modules (`vi.mock`). Those run isolated, each file with its own module graph:
// without isolation a mock would reach the files the worker runs next, and a module an earlier file
// imported would stay real. Every other web file shares its worker's module graph (ADR 0045).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** Paths (relative to apps/web) of the test files under `src` that call `vi.mock` or `vi.doMock`. */
export function webTestFilesThatMockModules(): string[] {
  const source = join(WEB_ROOT, 'src');
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((path) => TEST_FILE.test(path))
    .map((path) => join(source, path))
    .filter((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8')))
    .map((path) => relative(WEB_ROOT, path))
    .sort();
}
