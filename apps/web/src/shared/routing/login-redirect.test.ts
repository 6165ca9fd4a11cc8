import { describe, expect, it } from 'vitest';
import { isShopSessionLost, loginPathFor, redirectTargetOf } from './login-redirect';

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

  it('sends a consent that came back without a session to login with the reason, then to a new authorisation', () => {
    const path = loginPathFor('/authorize-result?code=AN1&state=s1');
    const search = path.slice(path.indexOf('?'));
    expect(path).not.toContain('AN1');
    expect(isShopSessionLost(search)).toBe(true);
    expect(redirectTargetOf(search)).toBe('/shop-authorize/authorize-method');
    expect(isShopSessionLost('?redirect=%2FadHistory')).toBe(false);
  });
});
