import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetOf } from './login-redirect';

describe('login redirect', () => {
  it('keeps the original path, query included', () => {
    expect(loginPathFor('/personal-center?tab=1')).toBe('/login?redirect=%2Fpersonal-center%3Ftab%3D1');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('returns only in-app paths', () => {
    expect(redirectTargetOf('?redirect=%2Fpersonal-center')).toBe('/personal-center');
    expect(redirectTargetOf('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetOf('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetOf('')).toBe('/');
  });
});
