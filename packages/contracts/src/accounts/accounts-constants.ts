// Limits of the account forms (spec §5), shared by the schemas, the messages and the web forms.

/** Shortest password accepted, in characters. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Longest password accepted, in characters; the original check stopped at 19 while its message promised 20,
 * and the promise is what users read, so 20 it is.
 */
export const PASSWORD_MAX_LENGTH = 20;
