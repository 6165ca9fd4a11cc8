import { errorMessage } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../src/lib/clock';
import { describeEachDatabase } from './helpers/test-database';
import { createUser, newUser, requestSmsCode, startTestApp, type TestApp } from './helpers/test-app';

describeEachDatabase('SMS codes', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const smsLogin = (phoneNumber: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_type: 'phone_sms', phone_number: phoneNumber, sms_code: code, agreement: true },
    });

  const wrongCode = (code: string | undefined) => (code === '123456' ? '654321' : '123456');

  it('sends a 6-digit code, logs it with the sandbox fields and stores only its hash', async () => {
    const user = await createUser(t);
    const { response, code } = await requestSmsCode(t, user.phone_number, 'login');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '验证码已发送，5 分钟内有效' });
    expect(code).toMatch(/^\d{6}$/);
    const line = t.logLines.find((entry) => entry.event === 'sms.sandbox');
    expect(line).toMatchObject({
      event: 'sms.sandbox',
      phone_number: user.phone_number,
      purpose: 'login',
      code,
    });
    const rows = await t.database.db.selectFrom('sms_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('answers alike whether or not the phone is registered, and sends sign-in codes to accounts only', async () => {
    const user = await createUser(t);
    const stranger = newUser();
    for (const purpose of ['login', 'find_password'] as const) {
      const known = await requestSmsCode(t, user.phone_number, purpose);
      const unknown = await requestSmsCode(t, stranger.phone_number, purpose);
      expect([unknown.response.statusCode, unknown.response.body]).toEqual([
        known.response.statusCode,
        known.response.body,
      ]);
      expect(known.response.statusCode).toBe(200);
      expect(unknown.code).toBeUndefined();
      // The limits hold for both alike: a second request inside 60 s is refused the same way.
      const knownAgain = await requestSmsCode(t, user.phone_number, purpose);
      const unknownAgain = await requestSmsCode(t, stranger.phone_number, purpose);
      expect(unknownAgain.response.body).toBe(knownAgain.response.body);
      expect(knownAgain.response.statusCode).toBe(429);
      t.clock.advance(61_000);
    }
    // A registration code goes to a registered phone too: only the code holder learns it is taken.
    const register = await requestSmsCode(t, user.phone_number, 'register');
    expect(register.response.statusCode).toBe(200);
    expect(register.code).toMatch(/^\d{6}$/);
  });

  it('allows one code per phone per 60 seconds and says how long to wait', async () => {
    const user = await createUser(t);
    await requestSmsCode(t, user.phone_number, 'login');
    t.clock.advance(15_000);
    const { response } = await requestSmsCode(t, user.phone_number, 'find_password');
    expect(response.statusCode).toBe(429);
    expect(response.json().msg).toBe(errorMessage('account.smsTooFrequent', 'zh', { seconds: 45 }));
    // The console counts down from the server's figure.
    expect(response.json().data).toEqual({ retry_after_seconds: 45 });
    t.clock.advance(45_000);
    expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(200);
  });

  it('caps codes per phone at 10 a day, resetting at midnight China time', async () => {
    const user = await createUser(t);
    // 2025-01-15T02:00Z is 10:00 in China; the China day ends at 2025-01-15T16:00Z.
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const eleventh = await requestSmsCode(t, user.phone_number, 'login');
    expect(eleventh.response.statusCode).toBe(429);
    expect(eleventh.response.json().msg).toBe(errorMessage('account.smsDailyLimitPhone', 'zh'));
    t.clock.set(Date.parse('2025-01-15T16:00:00.000Z'));
    expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(200);
  });

  it('caps codes per IP address at 50 a day', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    let sent = 0;
    for (const user of users) {
      for (let round = 0; round < 10 && sent < 50; round += 1) {
        expect((await requestSmsCode(t, user.phone_number, 'login', '10.2.2.2')).response.statusCode).toBe(
          200,
        );
        sent += 1;
        t.clock.advance(61_000);
      }
    }
    const last = users[5]!;
    const refused = await requestSmsCode(t, last.phone_number, 'login', '10.2.2.2');
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json().msg).toBe(errorMessage('account.smsDailyLimitNetwork', 'zh'));
    expect((await requestSmsCode(t, last.phone_number, 'login', '10.2.2.3')).response.statusCode).toBe(200);
  });

  it('expires codes after 5 minutes', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'login');
    t.clock.advance(5 * MINUTE_MS);
    const response = await smsLogin(user.phone_number, code ?? '');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(errorMessage('account.smsCodeExpired', 'zh'));
  });

  it('accepts a code just before it expires', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'login');
    t.clock.advance(5 * MINUTE_MS - 1000);
    expect((await smsLogin(user.phone_number, code ?? '')).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'login');
    expect((await smsLogin(user.phone_number, code ?? '')).statusCode).toBe(200);
    const again = await smsLogin(user.phone_number, code ?? '');
    expect(again.statusCode).toBe(400);
  });

  it('only accepts a code for the purpose it was sent for', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'find_password');
    const response = await smsLogin(user.phone_number, code ?? '');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(errorMessage('account.smsCodeWrong', 'zh'));
  });

  it('only the newest code of a phone and purpose is valid', async () => {
    const user = await createUser(t);
    const first = await requestSmsCode(t, user.phone_number, 'login');
    t.clock.advance(61_000);
    const second = await requestSmsCode(t, user.phone_number, 'login');
    if (first.code !== second.code)
      expect((await smsLogin(user.phone_number, first.code ?? '')).statusCode).toBe(400);
    expect((await smsLogin(user.phone_number, second.code ?? '')).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong attempts, even the right code afterwards', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'find_password');
    const reset = (smsCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/find_password',
        payload: {
          phone_number: user.phone_number,
          sms_code: smsCode,
          new_password: 'Newpass#1',
          passwordagain: 'Newpass#1',
        },
      });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await reset(wrongCode(code))).json().msg).toBe(errorMessage('account.smsCodeWrong', 'zh'));
    }
    expect((await reset(wrongCode(code))).json().msg).toBe(
      errorMessage('account.smsCodeTooManyAttempts', 'zh'),
    );
    const right = await reset(code ?? '');
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe(errorMessage('account.smsCodeTooManyAttempts', 'zh'));
  });

  it('counts a failed send towards the limits, and the failed code never works', async () => {
    const user = await createUser(t);
    const failing = t.sms;
    const original = failing.send.bind(failing);
    failing.send = async () => {
      throw new Error('gateway down');
    };
    const { response } = await requestSmsCode(t, user.phone_number, 'login');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('gateway');
    const rows = await t.database.db.selectFrom('sms_codes').select('delivery').execute();
    expect(rows).toEqual([{ delivery: 'failed' }]);
    failing.send = original;
    // Still inside the 60 s: the failed send counted.
    expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(200);
  });

  it('stops issuing codes for the day when the global SMS budget is spent', async () => {
    await t.close();
    t = await startTestApp(target, { smsDailyBudget: 3 });
    for (let sent = 0; sent < 3; sent += 1) {
      const { response } = await requestSmsCode(t, newUser().phone_number, 'register', `10.9.0.${sent}`);
      expect(response.statusCode).toBe(200);
    }
    const { response, code } = await requestSmsCode(t, newUser().phone_number, 'register', '10.9.1.1');
    expect(response.statusCode).toBe(429);
    expect(response.json().msg).toBe(errorMessage('account.smsServiceBusy', 'zh'));
    expect(code).toBeUndefined();
    t.clock.advance(DAY_MS);
    expect((await requestSmsCode(t, newUser().phone_number, 'register')).response.statusCode).toBe(200);
  });

  it('counts the daily cap from the start of the China day, not a rolling 24 hours', async () => {
    const user = await createUser(t);
    t.clock.set(Date.parse('2025-01-15T15:30:00.000Z'));
    for (let sent = 0; sent < 10; sent += 1) {
      await requestSmsCode(t, user.phone_number, 'login');
      t.clock.advance(61_000);
    }
    expect(t.clock.now()).toBeLessThan(Date.parse('2025-01-15T16:00:00.000Z'));
    t.clock.set(Date.parse('2025-01-15T16:00:01.000Z'));
    expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(200);
    t.clock.advance(DAY_MS - 2000);
    expect((await requestSmsCode(t, user.phone_number, 'login')).response.statusCode).toBe(200);
  });

  const findPassword = (phoneNumber: string, smsCode: string, newPassword = 'Newpass#1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/find_password',
      payload: {
        phone_number: phoneNumber,
        sms_code: smsCode,
        new_password: newPassword,
        passwordagain: newPassword,
      },
    });

  it('sends one code when requests for a phone arrive together', async () => {
    const user = await createUser(t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => requestSmsCode(t, user.phone_number, 'login')),
    );
    const statuses = responses.map(({ response }) => response.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect(t.sms.messages()).toHaveLength(1);
    expect(await t.database.db.selectFrom('sms_codes').selectAll().execute()).toHaveLength(1);
  });

  it('holds the daily cap per IP address when the last requests arrive together', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    for (let sent = 0; sent < 49; sent += 1) {
      const user = users[sent % 5]!;
      expect((await requestSmsCode(t, user.phone_number, 'login', '10.3.3.3')).response.statusCode).toBe(200);
      if (sent % 5 === 4) t.clock.advance(61_000);
    }
    t.clock.advance(61_000);
    const last = await Promise.all(
      users.slice(5).map((user) => requestSmsCode(t, user.phone_number, 'login', '10.3.3.3')),
    );
    expect(last.map(({ response }) => response.statusCode).sort()).toEqual([200, 429, 429]);
  });

  it('accepts a code once even when two requests bring it together', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'login');
    const responses = await Promise.all([
      smsLogin(user.phone_number, code ?? ''),
      smsLogin(user.phone_number, code ?? ''),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const sessions = await t.database.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
  });

  it('does not reset the password twice with one code', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'find_password');
    expect((await findPassword(user.phone_number, code ?? '')).statusCode).toBe(200);
    const again = await findPassword(user.phone_number, code ?? '', 'Another#2');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(errorMessage('account.smsCodeWrong', 'zh'));
  });

  it('caps wrong attempts when guesses arrive together', async () => {
    const user = await createUser(t);
    const { code } = await requestSmsCode(t, user.phone_number, 'find_password');
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () => findPassword(user.phone_number, wrongCode(code))),
    );
    const messages = guesses.map((response) => response.json().msg);
    expect(messages.filter((msg) => msg === errorMessage('account.smsCodeWrong', 'zh'))).toHaveLength(4);
    expect(
      messages.filter((msg) => msg === errorMessage('account.smsCodeTooManyAttempts', 'zh')),
    ).toHaveLength(6);
    const row = await t.database.db.selectFrom('sms_codes').select('attempts').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await findPassword(user.phone_number, code ?? '')).statusCode).toBe(400);
  });
});
