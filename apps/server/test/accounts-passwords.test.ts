import { accountSuccessMessage, errorMessage } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  newUser,
  requestSmsCode,
  setCookie,
  startTestApp,
  type BrowserSession,
  type TestApp,
} from './helpers/test-app';

describeEachDatabase('registration and passwords', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const userInfo = (session: BrowserSession) =>
    t.app.inject({ method: 'GET', url: '/api/user_info', ...asBrowser(session) });

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: { agreement: true, ...payload } });

  it('registers with an SMS code, signs the new user in, and the password works afterwards', async () => {
    const user = newUser();
    const { code } = await requestSmsCode(t, user.phone_number, 'register');
    const response = await register({ ...user, sms_code: code, passwordagain: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '注册成功', data: { user_name: user.user_name } });
    const session = {
      sessionid: setCookie(response, 'sessionid')?.value ?? '',
      csrftoken: setCookie(response, 'csrftoken')?.value ?? '',
    };
    const info = (await userInfo(session)).json().data;
    expect(info).toMatchObject({
      user_name: user.user_name,
      balance: 0,
      active_date_til: null,
      permissions: ['admin'],
    });
    const stored = await t.database.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash.startsWith('$argon2id$')).toBe(true);
    await loginAs(t, user);
  });

  it('refuses a taken user name before using up the SMS code', async () => {
    const existing = await createUser(t);
    const user = newUser();
    const { code } = await requestSmsCode(t, user.phone_number, 'register');
    const taken = await register({
      ...user,
      user_name: existing.user_name,
      sms_code: code,
      passwordagain: user.password,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe(errorMessage('account.userNameTaken', 'zh'));
    const retry = await register({ ...user, sms_code: code, passwordagain: user.password });
    expect(retry.statusCode).toBe(200);
  });

  it('checks the SMS code before saying a user name or phone is taken', async () => {
    const existing = await createUser(t);
    const takenName = await register({
      ...newUser(),
      user_name: existing.user_name,
      sms_code: '123456',
      passwordagain: 'Secret#123',
    });
    const takenPhone = await register({
      ...newUser(),
      phone_number: existing.phone_number,
      sms_code: '123456',
      passwordagain: 'Secret#123',
    });
    for (const response of [takenName, takenPhone]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(errorMessage('account.smsCodeWrong', 'zh'));
    }
    // With the phone's own code, its holder learns that it is registered.
    const { code } = await requestSmsCode(t, existing.phone_number, 'register');
    const withCode = await register({
      ...newUser(),
      phone_number: existing.phone_number,
      sms_code: code,
      passwordagain: 'Secret#123',
    });
    expect(withCode.json().msg).toBe(errorMessage('account.phoneRegistered', 'zh'));
  });

  it('keeps user names unique without regard to case', async () => {
    const existing = await createUser(t, { ...newUser(), user_name: 'SellerCase' });
    const user = { ...newUser(), user_name: 'sellercase' };
    const { code } = await requestSmsCode(t, user.phone_number, 'register');
    const response = await register({ ...user, sms_code: code, passwordagain: user.password });
    expect(response.json().msg).toBe(errorMessage('account.userNameTaken', 'zh'));
    // Sign-in finds the account whatever the case typed.
    await loginAs(t, { ...existing, user_name: 'SELLERCASE' });
    // The database refuses a second spelling too, whatever the code path.
    await expect(createUser(t, { ...newUser(), user_name: 'SELLERcase' })).rejects.toThrow();
  });

  it('refuses the most common passwords, in zh and en', async () => {
    const user = newUser();
    const { code } = await requestSmsCode(t, user.phone_number, 'register');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en' },
      payload: {
        agreement: true,
        ...user,
        password: 'Password123',
        passwordagain: 'Password123',
        sms_code: code,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.password).toEqual([
      'This password is too common and easy to guess. Please choose another.',
    ]);
    const session = await loginAs(t, await createUser(t));
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/reset_password',
      ...asBrowser(session),
      payload: { password: 'Secret#123', new_password: 'woaini1314', passwordagain: 'woaini1314' },
    });
    expect(change.json().data.fields.new_password).toEqual(['该密码过于常见，容易被猜中，请换一个']);
  });

  it('refuses registration with a wrong code', async () => {
    const user = newUser();
    const { code } = await requestSmsCode(t, user.phone_number, 'register');
    const response = await register({
      ...user,
      sms_code: code === '111111' ? '222222' : '111111',
      passwordagain: user.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(errorMessage('account.smsCodeWrong', 'zh'));
    expect(await t.database.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('PUT /reset_password changes the password and revokes the other sessions only', async () => {
    const user = await createUser(t);
    const here = await loginAs(t, user);
    const elsewhere = await loginAs(t, user, '10.9.9.9');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/reset_password',
      ...asBrowser(here),
      payload: { password: user.password, new_password: 'Changed#456', passwordagain: 'Changed#456' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: accountSuccessMessage('account.passwordChanged', 'zh'),
    });
    expect((await userInfo(here)).statusCode).toBe(200);
    expect((await userInfo(elsewhere)).statusCode).toBe(401);
    await loginAs(t, { ...user, password: 'Changed#456' });
    await expect(loginAs(t, user)).rejects.toThrow(/login failed/);
  });

  it('PUT /reset_password refuses a wrong current password and keeps the sessions', async () => {
    const user = await createUser(t);
    const here = await loginAs(t, user);
    const elsewhere = await loginAs(t, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/reset_password',
      headers: { ...asBrowser(here).headers, 'accept-language': 'en-US,en;q=0.9' },
      cookies: asBrowser(here).cookies,
      payload: { password: 'Not#theone', new_password: 'Changed#456', passwordagain: 'Changed#456' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(errorMessage('account.currentPasswordWrong', 'en'));
    expect((await userInfo(elsewhere)).statusCode).toBe(200);
  });

  it('POST /find_password resets the password with an SMS code and revokes every session', async () => {
    const user = await createUser(t);
    const session = await loginAs(t, user);
    const { code } = await requestSmsCode(t, user.phone_number, 'find_password');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/find_password',
      payload: {
        phone_number: user.phone_number,
        sms_code: code,
        new_password: 'Found#789',
        passwordagain: 'Found#789',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '密码已重置，请使用新密码登录' });
    expect((await userInfo(session)).statusCode).toBe(401);
    await loginAs(t, { ...user, password: 'Found#789' });
  });

  it('POST /find_password lifts a lock-out, since the owner proved control of the phone', async () => {
    const user = await createUser(t);
    for (let failure = 1; failure <= 5; failure += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: {
          login_type: 'username_password',
          user_name: user.user_name,
          password: 'wrong-pass',
          agreement: true,
        },
      });
    }
    const { code } = await requestSmsCode(t, user.phone_number, 'find_password');
    await t.app.inject({
      method: 'POST',
      url: '/api/find_password',
      payload: {
        phone_number: user.phone_number,
        sms_code: code,
        new_password: 'Found#789',
        passwordagain: 'Found#789',
      },
    });
    await loginAs(t, { ...user, password: 'Found#789' });
  });

  it('POST /find_password answers an unknown phone number as a wrong code', async () => {
    const stranger = newUser();
    const { response: sent } = await requestSmsCode(t, stranger.phone_number, 'find_password');
    expect(sent.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/find_password',
      payload: {
        phone_number: stranger.phone_number,
        sms_code: '123456',
        new_password: 'Found#789',
        passwordagain: 'Found#789',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(errorMessage('account.smsCodeWrong', 'zh'));
  });
});
