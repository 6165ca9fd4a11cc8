// Decodes report text files: UTF-8 (with or without BOM) when the bytes are valid UTF-8, UTF-16 by
// BOM, otherwise GB18030 or Shift-JIS, whichever turns the header line into more known column names.

/** A decoded text and the encoding that produced it. */
export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030' | 'shift_jis';
}

function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return end < 0 ? text.slice(0, 4096) : text.slice(0, Math.min(end, 4096));
}

/** Decodes bytes; `scoreHeader` counts the known column names in a candidate's first line. */
export function decodeText(bytes: Uint8Array, scoreHeader: (line: string) => number): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    // TextDecoder drops a UTF-8 BOM by itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const head = bytes.subarray(0, 8192);
    const score = (encoding: 'gb18030' | 'shift_jis') => {
      const line = firstLine(new TextDecoder(encoding).decode(head));
      return scoreHeader(line) * 10 - (line.match(/\ufffd/g)?.length ?? 0);
    };
    const encoding = score('shift_jis') > score('gb18030') ? 'shift_jis' : 'gb18030';
    return { text: new TextDecoder(encoding).decode(bytes), encoding };
  }
}

/** True when a decoded text is mostly garbage: control characters or replacement characters. */
export function looksLikeBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  if (sample.length === 0) return false;
  let bad = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0xfffd || code === 0 || (code < 0x20 && code !== 9 && code !== 10 && code !== 13)) bad++;
  }
  return bad > sample.length / 50;
}
