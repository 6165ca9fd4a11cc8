// Holds the list of suites repeated on PostgreSQL (helpers/postgres-suites.ts, ADR 0038) to the test files:
// the list is keyed by suite title, so a renamed suite would silently lose its PostgreSQL run, and a suite
// written for PostgreSQL (a second pool, a PostgreSQL-only branch) would never run its PostgreSQL half.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SUITES } from './helpers/postgres-suites';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** How a test file shows that its suite means PostgreSQL: a second pool on its database, a dialect branch. */
const POSTGRES_MARKERS = /postgresUrlOf\(|\.name === 'postgres'|TEST_DATABASE_URL/;

/** The server's test files, relative to the server folder. */
function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(SERVER_DIR, path)] : [];
  });
}

/** Each `describeEachDatabase` suite of the server's test files: its title and its file. */
function declaredSuites(): Array<{ title: string; file: string; postgresMarked: boolean }> {
  return [...testFiles(join(SERVER_DIR, 'src')), ...testFiles(join(SERVER_DIR, 'test'))].flatMap((file) => {
    const text = readFileSync(join(SERVER_DIR, file), 'utf8');
    const postgresMarked = POSTGRES_MARKERS.test(text);
    return [...text.matchAll(/describeEachDatabase\(\s*(['"`])(.+?)\1/g)].map((match) => ({
      title: match[2]!,
      file,
      postgresMarked,
    }));
  });
}

describe('the suites repeated on PostgreSQL', () => {
  const suites = declaredSuites();

  it('finds the server suites', () => {
    // Guards the scan itself: a pattern that matched nothing would pass every check below.
    expect(suites.length).toBeGreaterThan(30);
    expect(suites.map((suite) => suite.title)).toContain('usage ledger');
  });

  it('names every listed suite by the title of exactly one suite', () => {
    for (const title of Object.keys(POSTGRES_SUITES)) {
      expect(
        suites.filter((suite) => suite.title === title).map((suite) => suite.file),
        title,
      ).toHaveLength(1);
    }
  });

  it('gives no two suites the same title (the list is keyed by title)', () => {
    const titles = suites.map((suite) => suite.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('lists every suite of a file written for PostgreSQL', () => {
    const unlisted = suites.filter(
      (suite) => suite.postgresMarked && !Object.hasOwn(POSTGRES_SUITES, suite.title),
    );
    expect(unlisted).toEqual([]);
  });

  it('says for each listed suite what PostgreSQL adds', () => {
    for (const [title, reason] of Object.entries(POSTGRES_SUITES))
      expect(reason.length, title).toBeGreaterThan(20);
  });
});
