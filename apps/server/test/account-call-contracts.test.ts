// Every account call (and the health call) answers in the shape its contract declares (packages/contracts ACCOUNT_CALLS), and
// every refusal in the error envelope, so the web can rely on the same schemas the server is held to.
import { ACCOUNT_CALLS, errorAnswerSchema, SYSTEM_CALLS, type CallDefinition } from '@adplan/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MINUTE_MS } from '../src/lib/clock';
import { expectAnswerOf, injectCall } from './helpers/call-answers';
import { describeEachDatabase } from './helpers/test-database';
import {
  asBrowser,
  createUser,
  loginAs,
  newUser,
  requestSmsCode,
  startTestApp,
  type BrowserSession,
  type TestApp,
} from './helpers/test-app';

describeEachDatabase('account call contracts', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (definition: CallDefinition, payload?: Record<string, unknown>, session?: BrowserSession) =>
    injectCall(t.app, definition, payload, session ? asBrowser(session) : {});

  it('answers the health call in the shape of its contract', async () => {
    expectAnswerOf(SYSTEM_CALLS.health, await call(SYSTEM_CALLS.health));
  });

  it('answers every account call in the shape of its contract', async () => {
    const fresh = newUser();
    const { response: smsAnswer, code: registerCode } = await requestSmsCode(
      t,
      fresh.phone_number,
      'register',
    );
    expectAnswerOf(ACCOUNT_CALLS.sendSms, smsAnswer);
    expectAnswerOf(
      ACCOUNT_CALLS.register,
      await call(ACCOUNT_CALLS.register, {
        ...fresh,
        sms_code: registerCode,
        passwordagain: fresh.password,
        agreement: true,
      }),
    );

    const user = await createUser(t);
    expectAnswerOf(
      ACCOUNT_CALLS.login,
      await call(ACCOUNT_CALLS.login, {
        login_type: 'username_password',
        user_name: user.user_name,
        password: user.password,
        agreement: true,
      }),
    );
    const session = await loginAs(t, user);
    expectAnswerOf(ACCOUNT_CALLS.userInfo, await call(ACCOUNT_CALLS.userInfo, undefined, session));
    expectAnswerOf(ACCOUNT_CALLS.routerList, await call(ACCOUNT_CALLS.routerList, undefined, session));
    expectAnswerOf(
      ACCOUNT_CALLS.resetPassword,
      await call(
        ACCOUNT_CALLS.resetPassword,
        { password: user.password, new_password: 'Changed#456', passwordagain: 'Changed#456' },
        session,
      ),
    );
    expectAnswerOf(ACCOUNT_CALLS.logout, await call(ACCOUNT_CALLS.logout, undefined, session));

    t.clock.advance(MINUTE_MS);
    const { code: findCode } = await requestSmsCode(t, user.phone_number, 'find_password');
    expectAnswerOf(
      ACCOUNT_CALLS.findPassword,
      await call(ACCOUNT_CALLS.findPassword, {
        phone_number: user.phone_number,
        sms_code: findCode,
        new_password: 'Again#789',
        passwordagain: 'Again#789',
      }),
    );
  });

  it('refuses in the error envelope, with field problems on bad input', async () => {
    const badInput = await call(ACCOUNT_CALLS.login, { login_type: 'phone_sms', phone_number: '123' });
    expect(badInput.statusCode).toBe(400);
    const parsed = errorAnswerSchema.parse(badInput.json());
    expect(Object.keys(parsed.data?.fields ?? {})).toEqual(
      expect.arrayContaining(['phone_number', 'sms_code', 'agreement']),
    );

    const anonymous = await call(ACCOUNT_CALLS.userInfo);
    expect(anonymous.statusCode).toBe(401);
    expect(errorAnswerSchema.safeParse(anonymous.json()).success).toBe(true);
  });
});
