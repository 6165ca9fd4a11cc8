import { errorMessage } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../src/lib/clock';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  setCookie,
  startTestApp,
  type BrowserSession,
  type TestApp,
} from './helpers/test-app';

describeEachDatabase('sessions and CSRF', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const userInfo = (session: BrowserSession) =>
    t.app.inject({ method: 'GET', url: '/api/user_info', ...asBrowser(session) });

  const changePassword = (cookies: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/reset_password',
      cookies,
      headers,
      payload: { password: 'Secret#123', new_password: 'Changed#456', passwordagain: 'Changed#456' },
    });

  it('rejects an unsafe call of a signed-in browser without the CSRF header', async () => {
    const session = await loginAs(t, await createUser(t));
    const response = await changePassword(asBrowser(session).cookies, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: errorMessage('server.csrfFailed', 'en') });
  });

  it('rejects a CSRF header that does not match the cookie or the session', async () => {
    const user = await createUser(t);
    const session = await loginAs(t, user);
    const other = await loginAs(t, user);
    const mismatched = await changePassword(asBrowser(session).cookies, { 'x-csrftoken': 'forged-value' });
    expect(mismatched.statusCode).toBe(403);
    // A token of another session of the same user, placed in both cookie and header, is still refused.
    const borrowed = await changePassword(
      { sessionid: session.sessionid, csrftoken: other.csrftoken },
      { 'x-csrftoken': other.csrftoken },
    );
    expect(borrowed.statusCode).toBe(403);
  });

  it('accepts the unsafe call with the matching header', async () => {
    const session = await loginAs(t, await createUser(t));
    const response = await changePassword(asBrowser(session).cookies, asBrowser(session).headers);
    expect(response.statusCode).toBe(200);
  });

  it('does not ask for CSRF on the calls made before a session exists, and replaces the old session', async () => {
    const user = await createUser(t);
    const session = await loginAs(t, user);
    // Signing in again from a signed-in browser, without the header, still works.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      cookies: asBrowser(session).cookies,
      payload: {
        login_type: 'username_password',
        user_name: user.user_name,
        password: user.password,
        agreement: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await userInfo(session)).statusCode).toBe(401);
  });

  it('GET /logout revokes the session server-side and clears both cookies', async () => {
    const session = await loginAs(t, await createUser(t));
    const response = await t.app.inject({ method: 'GET', url: '/api/logout', ...asBrowser(session) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '已退出登录' });
    for (const name of ['sessionid', 'csrftoken']) {
      const cleared = setCookie(response, name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    }
    // The old cookie value is useless even if a copy of it survived.
    expect((await userInfo(session)).statusCode).toBe(401);
    const revoked = await t.database.db.selectFrom('sessions').select('revoked_at').executeTakeFirstOrThrow();
    expect(revoked.revoked_at).not.toBeNull();
  });

  it('refuses GET /logout without the CSRF header (a cross-site link or image), keeping the session', async () => {
    const session = await loginAs(t, await createUser(t));
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      cookies: asBrowser(session).cookies,
      headers: { 'accept-language': 'en' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ code: 403, msg: errorMessage('server.csrfFailed', 'en') });
    expect(setCookie(forged, 'sessionid')).toBeUndefined();
    expect((await userInfo(session)).statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      cookies: asBrowser(session).cookies,
      headers: { 'x-csrftoken': 'guessed' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await userInfo(session)).statusCode).toBe(200);
  });

  it('GET /logout without a session still answers success', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('expires a session 14 days after its last use', async () => {
    const session = await loginAs(t, await createUser(t));
    t.clock.advance(14 * DAY_MS + 1000);
    expect((await userInfo(session)).statusCode).toBe(401);
  });

  it('slides the expiry while the session is used, up to the absolute lifetime of 30 days', async () => {
    const session = await loginAs(t, await createUser(t));
    const maxAgeAfter = async (days: number) => {
      t.clock.advance(days * DAY_MS);
      const response = await userInfo(session);
      return [response.statusCode, setCookie(response, 'sessionid')?.maxAge];
    };
    expect(await maxAgeAfter(10)).toEqual([200, (14 * DAY_MS) / 1000]);
    // Day 20: the cookie lives to day 30, not 14 more days.
    expect(await maxAgeAfter(10)).toEqual([200, (10 * DAY_MS) / 1000]);
    expect(await maxAgeAfter(9)).toEqual([200, DAY_MS / 1000]);
    // Used every few days, it still ends 30 days after sign-in.
    expect((await maxAgeAfter(1))[0]).toBe(401);
  });

  it('takes both lifetimes from the configuration (SESSION_IDLE_DAYS, SESSION_MAX_DAYS)', async () => {
    await t.close();
    t = await startTestApp(target, { sessionIdleDays: 2, sessionMaxDays: 3 });
    const idle = await loginAs(t, await createUser(t));
    const busy = await loginAs(t, await createUser(t));
    t.clock.advance(DAY_MS);
    expect((await userInfo(busy)).statusCode).toBe(200);
    t.clock.advance(DAY_MS + MINUTE_MS);
    expect((await userInfo(idle)).statusCode).toBe(401);
    expect((await userInfo(busy)).statusCode).toBe(200);
    t.clock.advance(DAY_MS);
    expect((await userInfo(busy)).statusCode).toBe(401);
  });

  it('does not write the sliding expiry on every request', async () => {
    const session = await loginAs(t, await createUser(t));
    t.clock.advance(MINUTE_MS);
    const response = await userInfo(session);
    expect(setCookie(response, 'sessionid')).toBeUndefined();
  });

  it('marks cookies Secure when COOKIE_SECURE is on', async () => {
    await t.close();
    t = await startTestApp(target, { cookieSecure: true });
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        login_type: 'username_password',
        user_name: user.user_name,
        password: user.password,
        agreement: true,
      },
    });
    // Secure cookies carry the __Host- prefix: host-only, Path=/, no Domain.
    expect(setCookie(response, 'sessionid')).toBeUndefined();
    for (const name of ['__Host-sessionid', '__Host-csrftoken']) {
      expect(setCookie(response, name)).toMatchObject({ secure: true, path: '/' });
      expect(setCookie(response, name)?.domain).toBeUndefined();
    }
    const session = setCookie(response, '__Host-sessionid')?.value ?? '';
    const csrf = setCookie(response, '__Host-csrftoken')?.value ?? '';
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user_info',
      cookies: { '__Host-sessionid': session, '__Host-csrftoken': csrf },
    });
    expect(info.statusCode).toBe(200);
    // The unprefixed names mean nothing on a Secure deployment (a sibling site could have planted them).
    const planted = await t.app.inject({
      method: 'GET',
      url: '/api/user_info',
      cookies: { sessionid: session },
    });
    expect(planted.statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/reset_password',
      cookies: { '__Host-sessionid': session, csrftoken: csrf },
      headers: { 'x-csrftoken': csrf },
      payload: { password: user.password, new_password: 'Other#4567', passwordagain: 'Other#4567' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
