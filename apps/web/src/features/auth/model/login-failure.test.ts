import { describe, expect, it } from 'vitest';
import { hasCookie, loginFailureMessage } from './login-failure';

describe('loginFailureMessage', () => {
  it('shows the server message when the cookie is absent and the code is 400', () => {
    expect(
      loginFailureMessage({ hasCsrfCookie: false, code: 400, serverMessage: '用户名或密码错误' }),
    ).toEqual({
      kind: 'server',
      text: '用户名或密码错误',
    });
  });

  it('shows the generic message when the cookie is present', () => {
    expect(
      loginFailureMessage({ hasCsrfCookie: true, code: 400, serverMessage: '用户名或密码错误' }),
    ).toEqual({
      kind: 'generic',
    });
  });

  it('shows the server message for a lock-out, which says when to try again', () => {
    const text = '尝试次数过多，请 15 分钟后再试';
    expect(loginFailureMessage({ hasCsrfCookie: false, code: 429, serverMessage: text })).toEqual({
      kind: 'server',
      text,
    });
  });

  it.each([401, 409, 500, undefined])('shows the generic message for code %s', (code) => {
    expect(loginFailureMessage({ hasCsrfCookie: false, code, serverMessage: 'boom' })).toEqual({
      kind: 'generic',
    });
  });

  it('shows the generic message when the server sent no text', () => {
    expect(loginFailureMessage({ hasCsrfCookie: false, code: 400, serverMessage: ' ' })).toEqual({
      kind: 'generic',
    });
  });
});

describe('hasCookie', () => {
  it('finds a cookie by exact name', () => {
    expect(hasCookie('a=1; csrftoken=abc; b=2', 'csrftoken')).toBe(true);
    expect(hasCookie('xcsrftoken=abc', 'csrftoken')).toBe(false);
    expect(hasCookie('', 'csrftoken')).toBe(false);
  });
});
