// Tells what a file is from its bytes, never from its name: xlsx (a zip whose content types name
// SpreadsheetML), legacy xls (an OLE2 compound file with a Workbook stream), an encrypted Office file
// (OLE2 holding EncryptionInfo, or a zip with encrypted entries), CSV text, or unknown.
import { readEntry, readZipDirectory, newInflateBudget } from './zip-guard';

/** The kinds of file the readers tell apart. */
export type FileKind = 'xlsx' | 'xls' | 'csv' | 'encrypted' | 'unknown';

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/** True when an OLE2 directory entry (128-byte aligned, UTF-16LE name) is named `name`. */
export function hasOleEntry(bytes: Uint8Array, name: string): boolean {
  const pattern = Array.from(name).flatMap((char) => [char.charCodeAt(0), 0]);
  const nameBytes = (name.length + 1) * 2;
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    if (bytes[at] !== pattern[0] || bytes[at + 64] !== nameBytes || bytes[at + 65] !== 0) continue;
    if (pattern.every((byte, i) => bytes[at + i] === byte) && bytes[at + pattern.length] === 0) return true;
  }
  return false;
}

function sniffOle(bytes: Uint8Array): FileKind {
  if (hasOleEntry(bytes, 'EncryptionInfo') || hasOleEntry(bytes, 'EncryptedPackage')) return 'encrypted';
  return hasOleEntry(bytes, 'Workbook') || hasOleEntry(bytes, 'Book') ? 'xls' : 'unknown';
}

function sniffZip(bytes: Uint8Array): FileKind {
  try {
    const entries = readZipDirectory(bytes);
    const types = entries.find((entry) => entry.name === '[Content_Types].xml');
    if (!types) return 'unknown';
    const text = new TextDecoder().decode(readEntry(bytes, types, newInflateBudget(), 1024 * 1024));
    return /spreadsheetml|ms-excel/i.test(text) ? 'xlsx' : 'unknown';
  } catch (error) {
    return error instanceof Error && /password/.test(error.message) ? 'encrypted' : 'unknown';
  }
}

/** True when the first 64 KB look like delimited text: no NUL bytes, few control characters, a line. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.length === 0) return false;
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) return true;
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control++;
  }
  return control <= sample.length / 100;
}

/** True when the bytes start like a zip archive (local header or empty-archive end record). */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/** What the bytes are, by content only. */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  if (isZip(bytes)) return sniffZip(bytes);
  if (bytes.length >= 512 && startsWith(bytes, OLE2_MAGIC)) return sniffOle(bytes);
  return looksLikeText(bytes) ? 'csv' : 'unknown';
}
