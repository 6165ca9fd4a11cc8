// Builds CSV files as the Amazon console writes them, in the encodings sellers' files come in.
import { encodeLegacy } from './legacy-encoders';

/** Text encoding of a built CSV file. */
export type CsvEncoding = 'utf8' | 'utf8bom' | 'gb18030' | 'shift_jis';

/** Options of buildCsv(). */
export interface CsvOptions {
  encoding?: CsvEncoding;
  /** Field separator; default comma. */
  delimiter?: string;
  /** Line ending; default CRLF as the console writes. */
  newline?: '\r\n' | '\n';
}

function quote(value: string | number | null | undefined, delimiter: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Encodes CSV text into bytes in the given encoding. */
export function encodeCsvText(text: string, encoding: CsvEncoding = 'utf8'): Uint8Array {
  if (encoding === 'gb18030' || encoding === 'shift_jis') return encodeLegacy(text, encoding);
  const utf8 = new TextEncoder().encode(text);
  if (encoding === 'utf8') return utf8;
  const withBom = new Uint8Array(utf8.length + 3);
  withBom.set([0xef, 0xbb, 0xbf]);
  withBom.set(utf8, 3);
  return withBom;
}

/** Writes rows (the first is the header) as CSV bytes. */
export function buildCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
  options: CsvOptions = {},
): Uint8Array {
  const delimiter = options.delimiter ?? ',';
  const newline = options.newline ?? '\r\n';
  const text =
    rows.map((row) => row.map((cell) => quote(cell, delimiter)).join(delimiter)).join(newline) + newline;
  return encodeCsvText(text, options.encoding ?? 'utf8');
}
