import { errorMessage, validationMessages, type ValidationMessageKey } from '@adplan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  startTestApp,
  type BrowserSession,
  type TestApp,
} from './helpers/test-app';

interface Case {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  payload: unknown;
  field: string;
  key: ValidationMessageKey;
}

const login = {
  login_type: 'username_password',
  user_name: 'seller_a',
  password: 'Secret#123',
  agreement: true,
};
const reset = { password: 'Secret#123', new_password: 'Changed#456', passwordagain: 'Changed#456' };
const register = {
  phone_number: '13912345678',
  sms_code: '123456',
  user_name: 'new_seller',
  password: 'Secret#123',
  passwordagain: 'Secret#123',
  agreement: true,
};

const cases: Case[] = [
  {
    name: 'missing phone',
    method: 'POST',
    url: '/api/sms',
    payload: { purpose: 'login' },
    field: 'phone_number',
    key: 'validation.phone.required',
  },
  {
    name: 'blank phone',
    method: 'POST',
    url: '/api/sms',
    payload: { phone_number: '   ', purpose: 'login' },
    field: 'phone_number',
    key: 'validation.phone.required',
  },
  {
    name: 'invalid phone',
    method: 'POST',
    url: '/api/sms',
    payload: { phone_number: '12345678901', purpose: 'login' },
    field: 'phone_number',
    key: 'validation.phone.invalid',
  },
  {
    name: 'missing user name',
    method: 'POST',
    url: '/api/login',
    payload: { ...login, user_name: undefined },
    field: 'user_name',
    key: 'validation.userName.required',
  },
  {
    name: 'invalid user name',
    method: 'POST',
    url: '/api/login',
    payload: { ...login, user_name: '1abc' },
    field: 'user_name',
    key: 'validation.userName.invalid',
  },
  {
    name: 'missing password',
    method: 'POST',
    url: '/api/login',
    payload: { ...login, password: '' },
    field: 'password',
    key: 'validation.password.required',
  },
  {
    name: 'short password',
    method: 'POST',
    url: '/api/login',
    payload: { ...login, password: 'abc' },
    field: 'password',
    key: 'validation.password.length',
  },
  {
    name: 'long password',
    method: 'POST',
    url: '/api/login',
    payload: { ...login, password: 'a'.repeat(21) },
    field: 'password',
    key: 'validation.password.length',
  },
  {
    name: 'agreement not ticked',
    method: 'POST',
    url: '/api/login',
    payload: { ...login, agreement: false },
    field: 'agreement',
    key: 'validation.agreement.required',
  },
  {
    name: 'missing SMS code',
    method: 'POST',
    url: '/api/login',
    payload: { login_type: 'phone_sms', phone_number: '13912345678', agreement: true },
    field: 'sms_code',
    key: 'validation.smsCode.required',
  },
  {
    name: 'wrong-length SMS code',
    method: 'POST',
    url: '/api/login',
    payload: { login_type: 'phone_sms', phone_number: '13912345678', sms_code: '12345', agreement: true },
    field: 'sms_code',
    key: 'validation.smsCode.invalid',
  },
  {
    name: 'phone login with a bad phone',
    method: 'POST',
    url: '/api/login',
    payload: {
      login_type: 'phone_password',
      phone_number: '1391234',
      password: 'Secret#123',
      agreement: true,
    },
    field: 'phone_number',
    key: 'validation.phone.invalid',
  },
  {
    name: 'register confirmation missing',
    method: 'POST',
    url: '/api/register',
    payload: { ...register, passwordagain: '' },
    field: 'passwordagain',
    key: 'validation.passwordAgain.required',
  },
  {
    name: 'register confirmation differs',
    method: 'POST',
    url: '/api/register',
    payload: { ...register, passwordagain: 'Other#123' },
    field: 'passwordagain',
    key: 'validation.passwordAgain.mismatch',
  },
  {
    name: 'find_password new password missing',
    method: 'POST',
    url: '/api/find_password',
    payload: { phone_number: '13912345678', sms_code: '123456', passwordagain: 'x' },
    field: 'new_password',
    key: 'validation.newPassword.required',
  },
  {
    name: 'find_password confirmation differs',
    method: 'POST',
    url: '/api/find_password',
    payload: {
      phone_number: '13912345678',
      sms_code: '123456',
      new_password: 'Changed#456',
      passwordagain: 'Changed#457',
    },
    field: 'passwordagain',
    key: 'validation.passwordAgain.mismatch',
  },
  {
    name: 'current password missing',
    method: 'PUT',
    url: '/api/reset_password',
    payload: { ...reset, password: '' },
    field: 'password',
    key: 'validation.currentPassword.required',
  },
  {
    name: 'new password missing',
    method: 'PUT',
    url: '/api/reset_password',
    payload: { ...reset, new_password: undefined },
    field: 'new_password',
    key: 'validation.newPassword.required',
  },
  {
    name: 'new password same as current',
    method: 'PUT',
    url: '/api/reset_password',
    payload: { ...reset, new_password: 'Secret#123', passwordagain: 'Secret#123' },
    field: 'new_password',
    key: 'validation.newPassword.sameAsCurrent',
  },
  {
    name: 'confirmation missing',
    method: 'PUT',
    url: '/api/reset_password',
    payload: { ...reset, passwordagain: undefined },
    field: 'passwordagain',
    key: 'validation.passwordAgain.required',
  },
  {
    name: 'confirmation differs',
    method: 'PUT',
    url: '/api/reset_password',
    payload: { ...reset, passwordagain: 'Changed#457' },
    field: 'passwordagain',
    key: 'validation.passwordAgain.mismatch',
  },
];

describeEachDatabase('validation messages', (target) => {
  let t: TestApp;
  let session: BrowserSession;
  beforeAll(async () => {
    t = await startTestApp(target);
    session = await loginAs(t, await createUser(t));
  });
  afterAll(async () => {
    await t.close();
  });

  for (const language of ['zh', 'en'] as const) {
    describe(`in ${language}`, () => {
      it.each(cases)('$name -> $key', async ({ method, url, payload, field, key }) => {
        const response = await t.app.inject({
          method,
          url,
          payload: payload as Record<string, unknown>,
          cookies: asBrowser(session).cookies,
          headers: {
            ...asBrowser(session).headers,
            'accept-language': language === 'en' ? 'en-US,en;q=0.9' : 'zh-CN',
          },
        });
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.code).toBe(400);
        expect(body.data.fields[field]).toContain(validationMessages[key][language]);
        expect(typeof body.msg).toBe('string');
      });
    });
  }

  it('defaults to Chinese without Accept-Language', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sms', payload: { purpose: 'login' } });
    expect(response.json()).toEqual({
      code: 400,
      msg: validationMessages['validation.phone.required'].zh,
      data: { fields: { phone_number: [validationMessages['validation.phone.required'].zh] } },
    });
  });

  it('reports an unknown login type and a non-object body with the generic message', async () => {
    const unknownType = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login_type: 'magic' },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().data.fields.login_type).toEqual([
      errorMessage('server.validationFailed', 'zh'),
    ]);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: 400, msg: errorMessage('server.validationFailed', 'zh') });
  });
});
