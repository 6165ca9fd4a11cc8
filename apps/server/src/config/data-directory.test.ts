// The data directory check at start: created level by level with mode 0700, refused with the path and the
// reason when it cannot be created, is a file, or cannot be written; never created in production.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryError, prepareDataDirectory } from './data-directory';

describe('prepareDataDirectory', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'adplan-data-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a missing directory and its parents, readable by the owner only', () => {
    const dataDir = join(scratch(), 'a', 'b', 'data');
    prepareDataDirectory(dataDir, { create: true });
    expect(statSync(dataDir).isDirectory()).toBe(true);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('refuses a path under /proc at once, naming it', () => {
    expect(() => prepareDataDirectory('/proc/adplan-check/data', { create: true })).toThrow(
      /The data directory \/proc\/adplan-check\/data cannot be created \(\/proc\/adplan-check: ENOENT/,
    );
  });

  it('refuses a file in place of the directory, a missing one in production, and an unwritable one', () => {
    const file = join(scratch(), 'not-a-directory');
    writeFileSync(file, '');
    expect(() => prepareDataDirectory(file, { create: true })).toThrow(/is not a directory/);
    const missing = join(scratch(), 'missing');
    expect(() => prepareDataDirectory(missing, { create: false })).toThrow(DataDirectoryError);
    expect(() => prepareDataDirectory(missing, { create: false })).toThrow(/does not exist/);
    // /proc exists but nothing can be written in it, not even by root.
    expect(() => prepareDataDirectory('/proc', { create: true })).toThrow(
      /cannot write in the data directory \/proc/,
    );
  });
});
