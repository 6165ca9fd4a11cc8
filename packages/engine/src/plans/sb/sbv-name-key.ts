// How SBV campaign names are compared between the bulk sheet and the console reports; its own file so the
// search-term and campaign steps can both use it without importing each other.

/** A name as compared between the bulk sheet and console reports: NFKC, trimmed, single spaces, lower-case. */
export const nameKey = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
