// The CLI's only contact with the outside world, so commands run in-process in tests with a fake.
import { writeFile } from 'node:fs/promises';
import { readFileWithin } from '../read/bounded-file-reader';

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
    // Size checked before reading fully: a huge file or an endless stream ends at once with the size message.
    readFile: (path) => readFileWithin(path),
    writeFile: (path, bytes) => writeFile(path, bytes),
    now: () => new Date(),
  };
}
