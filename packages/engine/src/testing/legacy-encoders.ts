// GB18030 and Shift-JIS encoders for test files. Node can decode these encodings but not encode them,
// so the reverse maps are built once, lazily, by decoding every two-byte sequence of the code space.

type Encoding = 'gb18030' | 'shift_jis';

const reverseMaps = new Map<Encoding, Map<string, number[]>>();

function leadBytes(encoding: Encoding): number[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return encoding === 'gb18030' ? range(0x81, 0xfe) : [...range(0x81, 0x9f), ...range(0xe0, 0xfc)];
}

function trailBytes(encoding: Encoding): number[] {
  const all = Array.from({ length: 0xfe - 0x40 + 1 }, (_, i) => 0x40 + i);
  return encoding === 'gb18030' ? all.filter((b) => b !== 0x7f) : all.filter((b) => b !== 0x7f && b <= 0xfc);
}

function buildReverseMap(encoding: Encoding): Map<string, number[]> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const map = new Map<string, number[]>();
  const remember = (bytes: number[]) => {
    try {
      const text = decoder.decode(new Uint8Array(bytes));
      if (text.length > 0 && [...text].length === 1 && !map.has(text)) map.set(text, bytes);
    } catch {
      // Not a character in this encoding: nothing to remember.
    }
  };
  if (encoding === 'shift_jis') for (let b = 0xa1; b <= 0xdf; b++) remember([b]);
  for (const lead of leadBytes(encoding)) for (const trail of trailBytes(encoding)) remember([lead, trail]);
  return map;
}

function reverseMap(encoding: Encoding): Map<string, number[]> {
  let map = reverseMaps.get(encoding);
  if (!map) {
    map = buildReverseMap(encoding);
    reverseMaps.set(encoding, map);
  }
  return map;
}

/** Encodes text as GB18030 or Shift-JIS; throws on a character the encoding's two-byte space lacks. */
export function encodeLegacy(text: string, encoding: Encoding): Uint8Array {
  const map = reverseMap(encoding);
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) {
      out.push(code);
      continue;
    }
    const bytes = map.get(char);
    if (!bytes) throw new Error(`Cannot encode U+${code.toString(16)} as ${encoding} in test data`);
    out.push(...bytes);
  }
  return new Uint8Array(out);
}
