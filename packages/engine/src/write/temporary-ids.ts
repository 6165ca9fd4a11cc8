// Temporary IDs for entities created in a bulk file (reference §1.2.7): Amazon links children to a new
// campaign or ad group through the exact same text in `Campaign ID` / `Ad Group ID`. The text must not be
// numeric (numeric IDs are looked up as existing entities) and, per the template prompt, starts with a letter.

/** The entities that take a temporary ID on Create rows. */
export type TemporaryIdKind = 'campaign' | 'adGroup';

const PREFIX: Record<TemporaryIdKind, string> = { campaign: 'C', adGroup: 'AG' };
const MAX_SLUG_LENGTH = 40;

/** True for a real Amazon ID: digits only (what Update and Archive rows must carry). */
export function isRealId(id: string): boolean {
  return /^[0-9]+$/.test(id);
}

/** True for a usable temporary ID: not numeric, starts with a letter, no surrounding spaces. */
export function isTemporaryId(id: string): boolean {
  return /^\p{L}/u.test(id) && id === id.trim() && !isRealId(id);
}

/** ASCII letters and digits of `name`, other runs collapsed to `-`, so the ID reads like the name. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/**
 * Returns a temporary ID for a new campaign or ad group, derived from its name (`C_Shoes-Exact`,
 * `AG_Shoes-Exact`), that starts with a letter and is not yet in `taken`; adds it to `taken`. Pass one
 * `taken` set per file so IDs stay unique across all its campaigns and ad groups.
 */
export function makeTemporaryId(kind: TemporaryIdKind, name: string, taken: Set<string>): string {
  const slug = slugOf(name);
  const base = slug ? `${PREFIX[kind]}_${slug}` : `${PREFIX[kind]}_${taken.size + 1}`;
  let candidate = base;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${base}_${suffix}`;
  taken.add(candidate);
  return candidate;
}
