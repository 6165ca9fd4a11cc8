// Spec §3: the exact ad group's name is derived from the broad one: a trailing word `broad` is replaced by
// `exact`; otherwise the suffix `_exact` is appended. The web shows it live as the seller types.

const TRAILING_BROAD = /(^|[^\p{L}\p{N}])(broad)$/iu;

/** Keeps the case pattern of the replaced word: `broad` -> `exact`, `Broad` -> `Exact`, `BROAD` -> `EXACT`. */
function exactLike(word: string): string {
  if (word === word.toUpperCase()) return 'EXACT';
  if (word[0] === word[0]?.toUpperCase()) return 'Exact';
  return 'exact';
}

/**
 * The exact ad group name for a broad one: `shoes broad` -> `shoes exact`, `shoes_broad` -> `shoes_exact`
 * (any non-letter, non-digit character separates words), `Shoes` -> `Shoes_exact`; blank gives blank.
 */
export function deriveExactAdGroupName(broadName: string): string {
  const name = broadName.trim();
  if (name === '') return '';
  const match = TRAILING_BROAD.exec(name);
  if (!match) return `${name}_exact`;
  const word = match[2] ?? 'broad';
  return `${name.slice(0, name.length - word.length)}${exactLike(word)}`;
}
