// The CLI's only contact with the outside world, so commands run in-process in tests with a fake.
import { readFile, writeFile } from 'node:fs/promises';

/** Streams, files and clock of one CLI run. `stdout`/`stderr` write the text as given (no newline added). */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
  now(): Date;
}

/** The real process streams, file system and clock. */
export function nodeCliIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readFile: async (path) => new Uint8Array(await readFile(path)),
    writeFile: (path, bytes) => writeFile(path, bytes),
    now: () => new Date(),
  };
}
