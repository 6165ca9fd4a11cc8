// PKCE (RFC 7636) for the Login with Amazon code grant: the verifier stays on the server with the state,
// only its S256 challenge travels in the consent URL, so a code caught on the way back is useless alone.
import { codeChallengeS256, createCodeVerifier } from '../../amazon/client/pkce';

/** A verifier and its S256 challenge (the Amazon client's PKCE helpers). */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = createCodeVerifier();
  return { verifier, challenge: codeChallengeS256(verifier) };
}
