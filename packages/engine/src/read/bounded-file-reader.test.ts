import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import { readInputFile } from '../cli/cli-errors';
import { nodeCliIo } from '../cli/cli-io';
import { readFileWithin } from './bounded-file-reader';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'adplan-bounded-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return isEngineError(error) ? { code: error.code, en: error.localized.en } : { code: 0, en: String(error) };
};

describe('readFileWithin', () => {
  it('refuses a 1.5 GB file by its size, at once, without reading it', async () => {
    const path = join(dir, 'huge.xlsx');
    await writeFile(path, '');
    await truncate(path, 1.5 * 1024 ** 3);
    const started = Date.now();
    const result = await failure(readFileWithin(path));
    expect(result).toEqual({ code: 10001, en: expect.stringContaining('larger than 50 MB') });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('ends an endless stream as soon as it passes the bound', async () => {
    const result = await failure(readFileWithin('/dev/zero', 4 * 1024 * 1024));
    expect(result).toEqual({ code: 10001, en: expect.stringContaining('larger than 4 MB') });
  });

  it('reads a file within the bound byte for byte', async () => {
    const path = join(dir, 'small.csv');
    await writeFile(path, 'a,b\n1,2\n');
    expect(new TextDecoder().decode(await readFileWithin(path, 100))).toBe('a,b\n1,2\n');
  });

  it('is what the CLI reads files with: an endless stream ends with the size message (10001)', async () => {
    const result = await failure(readInputFile(nodeCliIo(), '/dev/zero'));
    expect(result).toEqual({ code: 10001, en: expect.stringContaining('larger than 50 MB') });
  });
});
