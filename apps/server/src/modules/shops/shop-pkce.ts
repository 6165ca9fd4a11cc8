// PKCE (RFC 7636) for the Login with Amazon code grant: the verifier stays on the server with the state,
// only its S256 challenge travels in the consent URL, so a code caught on the way back is useless alone.
import { createHash } from 'node:crypto';
import { randomToken } from '../../lib/secure-random';

/** A verifier (43 base64url characters from 32 random bytes) and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomToken(32);
  return { verifier, challenge: createHash('sha256').update(verifier, 'ascii').digest('base64url') };
}
