// JSON as Amazon writes it, with exact ids. Profiles, SB v3 entities and report rows carry int64 ids as
// JSON numbers, which JSON.parse would round above 2^53. Today's ids have 14-18 digits, so some already
// pass 2^53 (9.007e15), and a rounded id silently names another entity. Instead of trusting magnitudes,
// the text is rewritten before parsing: an integer value of a key ending in `Id` becomes a JSON string,
// so ids come out as exact strings everywhere (the shared types keep every id as a string). The reverse
// (`toWireJsonWithNumericIds`) writes digit-string ids as bare numbers for the SB v3 endpoints that
// declare int64 ids. The scanner knows JSON string escapes, so text inside strings is never touched.

const ID_KEY = /Id$/;
const INTEGER = /^-?\d+$/;
const DIGITS = /^\d+$/;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/** Parses Amazon's JSON with every integer `…Id` value as an exact string. */
export function parseWireJson(text: string): unknown {
  return JSON.parse(rewriteIdValues(text, (token) => (INTEGER.test(token) ? `"${token}"` : undefined)));
}

/** Serialises `value` with digit-string `…Id` values written as JSON numbers (SB v3 int64 ids). */
export function toWireJsonWithNumericIds(value: unknown): string {
  return rewriteIdValues(JSON.stringify(value), (token) => {
    const inner = token.startsWith('"') ? token.slice(1, -1) : undefined;
    return inner !== undefined && DIGITS.test(inner) ? inner : undefined;
  });
}

/**
 * Copies `text`, replacing the value token of each `…Id` key where `replace` answers a replacement
 * (a number token, or a string token with its quotes).
 */
function rewriteIdValues(text: string, replace: (token: string) => string | undefined): string {
  const parts: string[] = [];
  let copiedUpTo = 0;
  let lastString = '';
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const end = stringEnd(text, index);
      lastString = text.slice(index + 1, end);
      index = end + 1;
      continue;
    }
    if (code === COLON && ID_KEY.test(lastString)) {
      const start = skipSpace(text, index + 1);
      const end = text.charCodeAt(start) === QUOTE ? stringEnd(text, start) + 1 : numberEnd(text, start);
      const replacement = replace(text.slice(start, end));
      if (replacement !== undefined) {
        parts.push(text.slice(copiedUpTo, start), replacement);
        copiedUpTo = end;
      }
      lastString = '';
      index = end > start ? end : index + 1;
      continue;
    }
    index += 1;
  }
  parts.push(text.slice(copiedUpTo));
  return parts.join('');
}

/** Index of the closing quote of the string literal opening at `start`. */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === BACKSLASH) index += 2;
    else if (code === QUOTE) return index;
    else index += 1;
  }
  return text.length;
}

function skipSpace(text: string, start: number): number {
  let index = start;
  while (index < text.length && /\s/.test(text[index] ?? '')) index += 1;
  return index;
}

/** End (exclusive) of a number token at `start`; `start` itself when none is there. */
function numberEnd(text: string, start: number): number {
  let index = start;
  while (index < text.length && /[-+0-9.eE]/.test(text[index] ?? '')) index += 1;
  return index;
}
