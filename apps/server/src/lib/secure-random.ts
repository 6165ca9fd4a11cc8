// Tokens, hashes and comparisons used for sessions, CSRF and SMS codes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Lowercase hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A zero-padded numeric code of `length` digits, uniformly random. */
export function randomDigits(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

/** Compares two strings without leaking where they differ through timing. */
export function safeEqual(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
