// Lookup keys for headers and values: the same spelling in any case, width, spacing or hyphenation
// gives the same key, so one alias table serves English, Chinese and Japanese files.

const NON_ASCII = /[\u0080-\uffff]/;
const SEPARATORS = /[\s\u3000\-_‐‑–—－・]+/g;
const INFORMATIONAL_SUFFIX = /\((?:informational only|仅供参考|僅供參考|情報提供のみ|参考情報)\)$/;
const READ_ONLY_SUFFIX = /\((?:read only|readonly|只读|読み取り専用)\)$/;

/** Folds full-width forms (（）, ＡＢＣ, １２３) to ASCII, but only when the text needs it. */
export function foldWidth(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFKC') : text;
}

/** The lookup key of a cell value: width-folded, lower-case, without spaces, hyphens or underscores. */
export function valueKey(text: string): string {
  return foldWidth(text.trim()).toLowerCase().replace(SEPARATORS, '');
}

/** A header's lookup key, with `info|` in front when it is an "(Informational only)" twin. */
export function headerKey(text: string): string {
  let base = foldWidth(text.trim()).toLowerCase().replace(/\s+/g, ' ').trim();
  let informational = false;
  for (;;) {
    const stripped = base.replace(READ_ONLY_SUFFIX, '').trim();
    const info = stripped.replace(INFORMATIONAL_SUFFIX, '').trim();
    if (info !== stripped) informational = true;
    if (info === base) break;
    base = info;
  }
  const key = base.replace(SEPARATORS, '');
  return informational ? `info|${key}` : key;
}

/** The key of a header without its informational marker (`info|x` -> `x`). */
export function withoutInformational(key: string): string {
  return key.startsWith('info|') ? key.slice(5) : key;
}
