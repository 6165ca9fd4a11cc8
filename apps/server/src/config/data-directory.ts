// The data directory (DATA_DIR) checked at start: it must be a directory the server can write, created
// (mode 0700) outside production when missing. Node's recursive mkdir never returns on some paths (under
// /proc it loops forever), so directories are created one level at a time, and every failure becomes one
// sentence naming the path and the reason, then a non-zero exit instead of a start that hangs.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppConfig } from './config';

/** The data directory cannot be used; the message says which path and why. */
export class DataDirectoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirectoryError';
  }
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${(error as Error).message}` : String(error);
}

/**
 * Creates `directory` and any missing parents, one level at a time (never Node's recursive mkdir, which
 * can spin forever); throws DataDirectoryError naming the level that could not be made.
 */
export function makeDirectory(directory: string, mode = 0o700): void {
  const missing: string[] = [];
  let current = directory;
  while (!existsSync(current)) {
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const level of missing) {
    try {
      mkdirSync(level, { mode });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new DataDirectoryError(
        `The data directory ${directory} cannot be created (${level}: ${reasonOf(error)}). ` +
          'Set DATA_DIR to a directory the server can write.',
      );
    }
  }
}

/** Whether this configuration keeps anything in DATA_DIR (SQLite, a generated token key, the Amazon sandbox). */
export function usesDataDirectory(config: AppConfig): boolean {
  return (
    config.database.kind === 'sqlite' ||
    config.amazonAds.tokenKey === null ||
    config.amazonAds.mode === 'sandbox'
  );
}

/**
 * Makes sure `directory` exists (created when `create`, else a DataDirectoryError) and that a file can be
 * written in it (a probe file, created and removed: permission bits alone say nothing for root or
 * read-only mounts).
 */
export function prepareDataDirectory(directory: string, options: { create: boolean }): void {
  if (!existsSync(directory)) {
    if (!options.create) {
      throw new DataDirectoryError(
        `The data directory ${directory} does not exist. In production the server does not create it (an ` +
          'empty database would hide a wrong DATA_DIR or an unmounted volume): create it, or point DATA_DIR at ' +
          'the existing one.',
      );
    }
    makeDirectory(directory);
  }
  if (!statSync(directory).isDirectory()) {
    throw new DataDirectoryError(`DATA_DIR ${directory} is not a directory.`);
  }
  const probe = join(directory, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, '', { mode: 0o600 });
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirectoryError(
      `The server cannot write in the data directory ${directory} (${reasonOf(error)}). ` +
        'Set DATA_DIR to a directory the server can write.',
    );
  }
}
