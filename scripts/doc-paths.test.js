// Every file a document names in backticks exists, so the docs cannot drift from the code unnoticed.
// A name may be written from the repository root (`apps/server/src/app.ts`) or from inside a package
// (`modules/plans/plans-work.ts`, `app.ts`): it must then end the path of some file of the repository.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = join(import.meta.dirname, '..');
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', 'test-results']);
/**
 * Names that are not repository files on purpose: the product's shared references, Amazon's documentation,
 * and files the server writes at run time into its data folder.
 */
const OUTSIDE_REFERENCES = [/^shared\//, /^en-us\//, /^data\//];
const NAMED_FILE = /`([A-Za-z0-9_.@/-]+\.(?:ts|tsx|js|mjs|json|md|sql|css|yml|yaml))`/g;

/** Every file path of the repository, relative to its root, with forward slashes. */
function repositoryFiles(folder = repositoryRoot) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) ? [] : repositoryFiles(join(folder, entry.name));
    return [relative(repositoryRoot, join(folder, entry.name)).split('\\').join('/')];
  });
}

/** The documents whose file names are checked. */
function documents(files) {
  return files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));
}

describe('file names in the docs', () => {
  const files = repositoryFiles();

  it('finds the documents and names in them', () => {
    expect(documents(files).length).toBeGreaterThan(20);
  });

  it('name only files that exist', () => {
    const missing = documents(files).flatMap((document) => {
      const text = readFileSync(join(repositoryRoot, document), 'utf8');
      const named = [...text.matchAll(NAMED_FILE)].map((match) => match[1].replace(/^\.\//, ''));
      return named
        .filter((name) => !OUTSIDE_REFERENCES.some((pattern) => pattern.test(name)))
        .filter((name) => !files.some((file) => file === name || file.endsWith(`/${name}`)))
        .map((name) => `${document}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('list every decision record once in the decisions index, numbers never reused', () => {
    const records = files
      .filter((file) => /^docs\/decisions\/\d{4}-.*\.md$/.test(file))
      .map((file) => file.slice('docs/decisions/'.length));
    const numbers = records.map((record) => record.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    const index = readFileSync(join(repositoryRoot, 'docs/decisions/README.md'), 'utf8');
    expect(records.filter((record) => !index.includes(`(${record})`))).toEqual([]);
  });
});
