import { errorMessage, maskPhoneNumber } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MINUTE_MS } from '../src/lib/clock';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  requestSmsCode,
  setCookie,
  startTestApp,
  type TestApp,
} from './helpers/test-app';

describeEachDatabase('sign-in', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1', language = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'accept-language': language },
      payload: { agreement: true, ...payload },
    });

  it('signs in by user name and password and sets the session and CSRF cookies', async () => {
    const user = await createUser(t);
    const response = await login({
      login_type: 'username_password',
      user_name: user.user_name,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '登录成功', data: { user_name: user.user_name } });
    const session = setCookie(response, 'sessionid');
    const csrf = setCookie(response, 'csrftoken');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    expect(csrf?.httpOnly).toBeUndefined();
    expect(csrf?.value).toMatch(/^[\w-]{43}$/);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const user = await createUser(t);
    const { sessionid } = await loginAs(t, user);
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(sessionid);
  });

  it('signs in by phone number and password', async () => {
    const user = await createUser(t);
    const response = await login({
      login_type: 'phone_password',
      phone_number: user.phone_number,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ user_name: user.user_name });
  });

  it('signs in by phone number and SMS code', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'login');
    const response = await login({
      login_type: 'phone_sms',
      phone_number: user.phone_number,
      sms_code: code,
    });
    expect(response.statusCode).toBe(200);
    expect(setCookie(response, 'sessionid')).toBeDefined();
  });

  it('answers one message for a wrong password and for an unknown user', async () => {
    const user = await createUser(t);
    const wrong = await login({
      login_type: 'username_password',
      user_name: user.user_name,
      password: 'wrong-pass',
    });
    const unknown = await login({
      login_type: 'username_password',
      user_name: 'nobody_here',
      password: 'wrong-pass',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: errorMessage('account.invalidCredentials', 'zh') });
      expect(setCookie(response, 'sessionid')).toBeUndefined();
    }
  });

  it('trims the inputs before checking them', async () => {
    const user = await createUser(t);
    const response = await login({
      login_type: 'username_password',
      user_name: `  ${user.user_name} `,
      password: ` ${user.password}  `,
    });
    expect(response.statusCode).toBe(200);
    const byPhone = await login({
      login_type: 'phone_password',
      phone_number: ` ${user.phone_number} `,
      password: user.password,
    });
    expect(byPhone.statusCode).toBe(200);
  });

  it('locks an account after 5 failures in 15 minutes, says for how long, and unlocks after 15 minutes', async () => {
    const user = await createUser(t);
    const attempt = (password: string, language = 'zh-CN') =>
      login({ login_type: 'username_password', user_name: user.user_name, password }, '127.0.0.1', language);
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt('wrong-pass')).json().msg).toBe(errorMessage('account.invalidCredentials', 'zh'));
    }
    const fifth = await attempt('wrong-pass');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toBe(errorMessage('account.locked', 'zh', { minutes: 15 }));

    t.clock.advance(5 * MINUTE_MS);
    const locked = await attempt(user.password, 'en');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe(
      'Too many failed sign-in attempts. The account is temporarily locked; please try again in 10 minutes.',
    );

    t.clock.advance(10 * MINUTE_MS);
    expect((await attempt(user.password)).statusCode).toBe(200);
  });

  it('checks no more than 10 passwords of a burst of parallel guesses from many networks, and locks them out', async () => {
    const user = await createUser(t);
    const guess = (index: number) =>
      login(
        { login_type: 'username_password', user_name: user.user_name, password: `wrong-pass-${index}` },
        `10.1.0.${index}`,
      );
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => guess(index)));
    expect(answers.every((answer) => [400, 429].includes(answer.statusCode))).toBe(true);
    expect(t.passwordChecks()).toBeLessThanOrEqual(10);
    // Guessing on from yet other networks after the burst: the account-wide limit holds them back.
    const after = [];
    for (let index = 100; index < 111; index += 1) after.push(await guess(index));
    expect(after.at(-1)?.statusCode).toBe(429);
    expect(t.passwordChecks()).toBeLessThanOrEqual(10);
  });

  it('never tells a correct password apart while locked: same answer, no password checked', async () => {
    const user = await createUser(t);
    for (let failure = 1; failure <= 5; failure += 1) {
      await login({ login_type: 'username_password', user_name: user.user_name, password: 'wrong-pass' });
    }
    const checks = t.passwordChecks();
    const right = await login({
      login_type: 'username_password',
      user_name: user.user_name,
      password: user.password,
    });
    const wrong = await login({
      login_type: 'username_password',
      user_name: user.user_name,
      password: 'wrong-again',
    });
    expect(right.statusCode).toBe(429);
    expect([wrong.statusCode, wrong.body]).toEqual([right.statusCode, right.body]);
    expect(t.passwordChecks()).toBe(checks);
  });

  it('does not tell concurrent correct sign-ins "locked" when no lock exists', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        login({ login_type: 'username_password', user_name: user.user_name, password: user.password }),
      ),
    );
    const locked = [
      errorMessage('account.locked', 'zh', { minutes: 15 }),
      errorMessage('account.tooManyAttemptsFromNetwork', 'zh'),
    ];
    for (const answer of answers) {
      expect([200, 429]).toContain(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json().msg).toBe(errorMessage('account.attemptsInProgress', 'zh'));
        expect(locked).not.toContain(answer.json().msg);
      }
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await t.database.db.selectFrom('login_lockouts').selectAll().execute()).toEqual([]);
  });

  it('cannot be used to lock a seller out of their own network', async () => {
    const user = await createUser(t);
    await loginAs(t, user, '192.0.2.10');
    // A stranger guesses from many addresses: enough to trip every account-wide limit.
    for (let failure = 0; failure < 30; failure += 1) {
      await login(
        { login_type: 'username_password', user_name: user.user_name, password: `guess-${failure}` },
        `198.51.100.${failure}`,
      );
    }
    const owner = await login(
      { login_type: 'username_password', user_name: user.user_name, password: user.password },
      '192.0.2.10',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('never blocks SMS sign-in because of password failures, and an SMS sign-in lifts the lock', async () => {
    const user = await createUser(t);
    for (let failure = 1; failure <= 5; failure += 1) {
      await login({ login_type: 'username_password', user_name: user.user_name, password: 'wrong-pass' });
    }
    const { code } = await requestSmsCode(t, user.phone_number, 'login');
    const bySms = await login({ login_type: 'phone_sms', phone_number: user.phone_number, sms_code: code });
    expect(bySms.statusCode).toBe(200);
    const byPassword = await login({
      login_type: 'username_password',
      user_name: user.user_name,
      password: user.password,
    });
    expect(byPassword.statusCode).toBe(200);
  });

  it('does not count a successful sign-in as a failure of its network', async () => {
    const user = await createUser(t);
    for (let success = 1; success <= 25; success += 1) {
      const answer = await login({
        login_type: 'username_password',
        user_name: user.user_name,
        password: user.password,
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('locks the account from that IP whichever identifier is used, and counts unknown names too', async () => {
    const user = await createUser(t);
    for (let failure = 1; failure <= 5; failure += 1) {
      await login({ login_type: 'phone_password', phone_number: user.phone_number, password: 'wrong-pass' });
    }
    const byName = await login({
      login_type: 'username_password',
      user_name: user.user_name,
      password: user.password,
    });
    expect(byName.statusCode).toBe(429);

    for (let failure = 1; failure <= 5; failure += 1) {
      await login(
        { login_type: 'username_password', user_name: 'ghost_user', password: 'wrong-pass' },
        '10.0.0.9',
      );
    }
    const ghost = await login(
      { login_type: 'username_password', user_name: 'ghost_user', password: 'x-pass1' },
      '10.0.0.9',
    );
    expect(ghost.json().msg).toBe(errorMessage('account.locked', 'zh', { minutes: 15 }));
  });

  it('locks an IP address after 20 failures in 15 minutes', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    for (let failure = 0; failure < 20; failure += 1) {
      const user = users[failure % users.length]!;
      await login(
        { login_type: 'username_password', user_name: user.user_name, password: `wrong-${failure}` },
        '10.1.1.1',
      );
    }
    const fresh = await createUser(t);
    const fromSameIp = await login(
      { login_type: 'username_password', user_name: fresh.user_name, password: fresh.password },
      '10.1.1.1',
    );
    expect(fromSameIp.statusCode).toBe(429);
    expect(fromSameIp.json().msg).toBe(errorMessage('account.tooManyAttemptsFromNetwork', 'zh'));
    const fromOtherIp = await login(
      { login_type: 'username_password', user_name: fresh.user_name, password: fresh.password },
      '10.1.1.2',
    );
    expect(fromOtherIp.statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const user = await createUser(t);
    for (let failure = 1; failure <= 4; failure += 1) {
      await login({ login_type: 'username_password', user_name: user.user_name, password: 'wrong-pass' });
    }
    await loginAs(t, user);
    for (let failure = 1; failure <= 4; failure += 1) {
      const response = await login({
        login_type: 'username_password',
        user_name: user.user_name,
        password: 'wrong-pass',
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('limits wrong SMS codes by the code, not by the password lock', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await login({ login_type: 'phone_sms', phone_number: user.phone_number, sms_code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().msg).toBe(errorMessage('account.smsCodeWrong', 'zh'));
    for (let failure = 2; failure <= 4; failure += 1) {
      await login({ login_type: 'phone_sms', phone_number: user.phone_number, sms_code: wrong });
    }
    const fifth = await login({ login_type: 'phone_sms', phone_number: user.phone_number, sms_code: wrong });
    expect(fifth.json().msg).toBe(errorMessage('account.smsCodeTooManyAttempts', 'zh'));
    // The password way in is untouched by the wrong codes.
    const byPassword = await login({
      login_type: 'username_password',
      user_name: user.user_name,
      password: user.password,
    });
    expect(byPassword.statusCode).toBe(200);
  });

  it('GET /user_info returns the profile with the phone number masked and the admin permission', async () => {
    const user = await createUser(
      t,
      undefined,
      { company_name: '深圳某某科技有限公司', email: 'seller@example.com' },
      // Credited on 2025-01-15 (the test clock): 350 days later is 2025-12-31.
      { uses: 7, validDays: 350 },
    );
    const session = await loginAs(t, user);
    const response = await t.app.inject({ method: 'GET', url: '/api/user_info', ...asBrowser(session) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        user_name: user.user_name,
        phone_number: maskPhoneNumber(user.phone_number),
        balance: 7,
        active_date_til: '2025-12-31',
        company_name: '深圳某某科技有限公司',
        unified_social_credit_code: null,
        email: 'seller@example.com',
        permissions: ['admin'],
      },
    });
    expect(response.json().data.phone_number).toMatch(/^139\*{4}\d{4}$/);
    expect(response.body).not.toContain('password');
  });

  it('GET /user_info sets the CSRF cookie again when the browser lost it', async () => {
    const user = await createUser(t);
    const session = await loginAs(t, user);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user_info',
      cookies: { sessionid: session.sessionid },
    });
    expect(response.statusCode).toBe(200);
    expect(setCookie(response, 'csrftoken')?.value).toBe(session.csrftoken);
  });

  it('answers 401 to anonymous and unknown sessions', async () => {
    const cookieSets: Record<string, string>[] = [{}, { sessionid: 'not-a-real-session-token' }];
    for (const cookies of cookieSets) {
      for (const url of ['/api/user_info', '/api/router_list']) {
        const response = await t.app.inject({ method: 'GET', url, cookies });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 401, msg: errorMessage(401, 'zh') });
      }
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reset_password',
      headers: { 'accept-language': 'en' },
      payload: { password: 'Secret#123', new_password: 'Other#456', passwordagain: 'Other#456' },
    });
    expect(put.statusCode).toBe(401);
    expect(put.json().msg).toBe(errorMessage(401, 'en'));
  });
});
