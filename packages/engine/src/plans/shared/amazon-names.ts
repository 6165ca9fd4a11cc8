// Names the engine writes on Create rows are built from the seller's existing names (an ASIN cold start's ad
// group takes its campaign's name, a harvest campaign is "<auto campaign> exact"). Existing names may hold
// characters Amazon no longer accepts on new entities (`!`, `#`, emoji: reference §2.2) or be 128 characters
// long already, so a new name keeps only what Amazon takes and fits the limit.
import { disallowedCharacters, NAME_SYMBOLS } from '../../validate/text-characters';

/** Amazon's length limits of new names (reference §2.2, seller accounts). */
export const NAME_LIMITS = { campaign: 128, adGroup: 255 } as const;

/**
 * `name` as Amazon takes it on a new entity: NFKC (full-width forms become ASCII), characters outside
 * Amazon's name set dropped, runs of spaces collapsed, trimmed and cut to `maxLength` characters. A name
 * left empty falls back to `fallback`.
 */
export function amazonNameOf(name: string, maxLength: number, fallback = 'Ad group'): string {
  const normalised = name.normalize('NFKC');
  const bad = new Set(disallowedCharacters(normalised, NAME_SYMBOLS));
  const kept = [...normalised]
    .map((char) => (bad.has(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...kept].slice(0, maxLength).join('').trim();
  return cut === '' ? fallback : cut;
}
