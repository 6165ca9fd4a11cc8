// Character sets of Amazon's text limits (reference §2.2, [DOCS limits.md]): letters and digits of the
// listed scripts (basic Latin, Latin-1 and Latin Extended-A letters, Hiragana, Katakana, Kanji, Devanagari,
// Tamil, Arabic) plus a symbol list per field. Full-width forms and emoji are not in the list.

/** Inclusive code point ranges of the allowed scripts. */
const SCRIPT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x30, 0x39], // 0-9
  [0x41, 0x5a], // A-Z
  [0x61, 0x7a], // a-z
  [0xc0, 0xd6], // Latin-1 letters (without the multiplication sign)
  [0xd8, 0xf6], // Latin-1 letters (without the division sign)
  [0xf8, 0x17f], // Latin-1 and Latin Extended-A letters
  [0x600, 0x6ff], // Arabic
  [0x900, 0x97f], // Devanagari
  [0xb80, 0xbff], // Tamil
  [0x3005, 0x3005], // 々, the iteration mark written inside Japanese kanji words
  [0x3040, 0x309f], // Hiragana
  [0x30a0, 0x30ff], // Katakana (with the long-vowel mark ー)
  [0x4e00, 0x9fff], // CJK unified ideographs (Kanji / Hanzi)
];

/** Symbols allowed in keyword text besides letters, digits, spaces and periods. */
export const KEYWORD_SYMBOLS = `-&\\+[]'"`;

/** Symbols allowed in campaign and ad group names besides letters, digits and spaces. */
export const NAME_SYMBOLS = `-$"'&()*+,./:;=?@\\[]_\`~{}|`;

/** True for a letter or digit of an allowed script. */
export function isScriptCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? -1;
  return SCRIPT_RANGES.some(([low, high]) => code >= low && code <= high);
}

/** The distinct characters of `text` that are neither script characters, a space, nor in `symbols`. */
export function disallowedCharacters(text: string, symbols: string): string[] {
  const bad = new Set<string>();
  for (const char of text) {
    if (char !== ' ' && !isScriptCharacter(char) && !symbols.includes(char)) bad.add(char);
  }
  return [...bad];
}

/** Printable list of characters for messages (control characters shown as their code). */
export function showCharacters(chars: readonly string[]): string {
  return chars
    .map((char) =>
      /[\p{Cc}\p{Cf}\s]/u.test(char)
        ? `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
        : char,
    )
    .join(' ');
}
