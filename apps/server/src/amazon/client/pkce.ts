// PKCE (RFC 7636) for the Login with Amazon code grant: the server keeps a random verifier with the
// consent state and sends only its S256 challenge to Amazon, so a code intercepted on the redirect is
// useless without the verifier.
import { createHash, randomBytes } from 'node:crypto';

/** A new code verifier: 32 random bytes as base64url (43 characters, within RFC 7636's 43-128). */
export function createCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** The S256 code challenge of `verifier`: base64url(SHA-256(verifier)) without padding. */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
