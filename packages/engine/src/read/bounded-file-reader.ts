// Reads a file from disk without ever holding more than a bound: the size is checked before reading (a
// 1.5 GB file ends at once), and the reading stops one byte past the bound (a pipe or device that never
// ends, such as /dev/zero, ends as soon as it is known to be too large).
import { open } from 'node:fs/promises';
import { MAX_REPORT_FILE_BYTES } from './read-limits';
import { unreadable } from './read-errors';

/** Bytes read per step. */
const CHUNK_BYTES = 1024 * 1024;

const tooLarge = (maxBytes: number) => {
  const mb = Math.round(maxBytes / 1024 / 1024);
  return unreadable(`文件超过 ${mb} MB`, `the file is larger than ${mb} MB`);
};

/**
 * The bytes of the file at `path`, at most `maxBytes` (default: the largest any reader accepts); throws
 * 10001 with the size message for a larger file or an endless stream, before reading it fully.
 */
export async function readFileWithin(path: string, maxBytes = MAX_REPORT_FILE_BYTES): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    if (info.isFile() && info.size > maxBytes) throw tooLarge(maxBytes);
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const buffer = new Uint8Array(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(maxBytes);
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}
