import { describe, expect, it } from 'vitest';
import { codeChallengeS256, createCodeVerifier } from './pkce';

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('creates 43-character base64url verifiers that differ each time', () => {
    const first = createCodeVerifier();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCodeVerifier()).not.toBe(first);
  });
});
