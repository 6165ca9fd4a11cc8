// The login form, drawn with plain elements (plain-fields.tsx): the login page is a visitor's first
// screen, and without antd's Form, Tabs and Input it loads about a third less JavaScript. Every field is
// checked with its contracts schema, exactly as the register form's antd fields are.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  loginPayloadSchema,
  registerPayloadSchema,
  SMS_CODE_LENGTH,
  SMS_RESEND_INTERVAL_SECONDS,
  type LoginAnswerData,
  type LoginType,
} from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { readCsrfCookie } from '../../../shared/api/cookies';
import { showError, showSuccess } from '../../../shared/feedback/feedback';
import { useValidationMessage } from '../../../shared/i18n/validation';
import { useLoginMutation, useSendSmsCodeMutation } from '../api/auth-queries';
import { loginFailureMessage } from '../model/login-failure';
import { useAuthSubmit } from '../model/use-auth-submit';
import { useCountdown } from '../model/use-countdown';
import { schemaCheck, usePlainForm, type PlainForm } from '../model/use-plain-form';
import { PlainAgreement, PlainInput, PlainSubmit } from './plain-fields';

const [usernamePasswordSchema] = loginPayloadSchema.options;

/** The three ways to sign in (spec §2), in tab order, with their locale keys. */
export const LOGIN_TYPES: ReadonlyArray<{ type: LoginType; labelKey: string }> = [
  { type: 'username_password', labelKey: 'login.tabs.usernamePassword' },
  { type: 'phone_password', labelKey: 'login.tabs.phonePassword' },
  { type: 'phone_sms', labelKey: 'login.tabs.phoneSms' },
];

const FORM_FIELDS = ['user_name', 'phone_number', 'password', 'sms_code', 'agreement'];

/** The fields each way of signing in shows and sends. */
function fieldsOf(type: LoginType): string[] {
  const account = type === 'username_password' ? 'user_name' : 'phone_number';
  return [account, type === 'phone_sms' ? 'sms_code' : 'password', 'agreement'];
}

interface LoginFormProps {
  /** Runs after the server accepted the credentials (session refresh, greeting, navigation). */
  onLoggedIn(data: LoginAnswerData | undefined): Promise<void> | void;
}

/** The login form: one tab per sign-in way, the agreement tick, and the failure rule of spec §4. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const form = usePlainForm({
    user_name: schemaCheck(registerPayloadSchema.shape.user_name, message),
    phone_number: schemaCheck(registerPayloadSchema.shape.phone_number, message),
    password: schemaCheck(usernamePasswordSchema.shape.password, message),
    sms_code: schemaCheck(registerPayloadSchema.shape.sms_code, message),
    agreement: schemaCheck(registerPayloadSchema.shape.agreement, message),
  });
  const [loginType, setLoginType] = useState<LoginType>('username_password');
  const loginMutation = useLoginMutation();
  const submission = useAuthSubmit(form, FORM_FIELDS, (apiError) => {
    const shown = loginFailureMessage({
      hasCsrfCookie: readCsrfCookie() !== null,
      code: apiError?.code,
      serverMessage: apiError?.msg,
    });
    return shown.kind === 'server' ? shown.text : t('login.genericError');
  });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submission.submitting) return;
    const fields = fieldsOf(loginType);
    if (!form.checkAll(fields)) return;
    const values = Object.fromEntries(fields.map((name) => [name, form.values[name]]));
    const parsed = loginPayloadSchema.safeParse({ ...values, login_type: loginType });
    if (!parsed.success) return;
    await submission.run(async () => onLoggedIn(await loginMutation.mutateAsync(parsed.data)));
  }

  function switchTo(next: LoginType): void {
    setLoginType(next);
    submission.clearFailure();
  }

  return (
    <form name="login" noValidate onSubmit={(event) => void submit(event)}>
      <div className="adp-tabs" role="tablist">
        {LOGIN_TYPES.map(({ type, labelKey }) => (
          <button
            key={type}
            type="button"
            role="tab"
            className="adp-tab"
            aria-selected={type === loginType}
            onClick={() => switchTo(type)}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {loginType === 'username_password' ? (
          <PlainInput
            form={form}
            name="user_name"
            label={t('field.userName')}
            placeholder={t('field.userNamePlaceholder')}
            icon="user"
            autoComplete="username"
            maxLength={20}
          />
        ) : (
          <PlainInput
            form={form}
            name="phone_number"
            label={t('field.phone')}
            placeholder={t('field.phonePlaceholder')}
            icon="mobile"
            autoComplete="tel"
            inputMode="numeric"
            maxLength={11}
          />
        )}
        {loginType === 'phone_sms' ? (
          <PlainSmsCode form={form} />
        ) : (
          <PlainInput
            form={form}
            name="password"
            label={t('field.password')}
            placeholder={t('field.passwordPlaceholder')}
            icon="lock"
            autoComplete="current-password"
            secret
          />
        )}
      </div>
      <div className="adp-form-row">
        <Link to="/findpassword">{t('login.forgotPassword')}</Link>
      </div>
      <PlainAgreement form={form} />
      <PlainSubmit submit={submission}>{t('login.submit')}</PlainSubmit>
      <div className="adp-form-row centered">
        <span>{t('login.noAccount')}</span>
        <Link to="/register">{t('login.toRegister')}</Link>
      </div>
    </form>
  );
}

/**
 * The `sms_code` input with its send button: the button checks the phone number first, asks the server
 * for a login code and then counts down 60 s before another can be requested.
 */
function PlainSmsCode({ form }: { form: PlainForm }) {
  const { t } = useTranslation('auth');
  const { remaining, start } = useCountdown();
  const sendSms = useSendSmsCodeMutation();
  const sending = sendSms.isPending;

  async function send(): Promise<void> {
    if (!form.check('phone_number')) return;
    const phone = String(form.values['phone_number'] ?? '').trim();
    try {
      const confirmation = await sendSms.mutateAsync({ phone_number: phone, purpose: 'login' });
      start(SMS_RESEND_INTERVAL_SECONDS);
      showSuccess(confirmation || t('sms.sent'));
    } catch (error) {
      // After a 429 the button waits as long as the server says, instead of inviting another refusal.
      const wait = error instanceof ApiError ? error.data?.retry_after_seconds : undefined;
      if (typeof wait === 'number' && wait > 0) start(Math.ceil(wait));
      showError(error instanceof ApiError ? error.msg : t('sms.failed'));
    }
  }

  return (
    <PlainInput
      form={form}
      name="sms_code"
      label={t('field.smsCode')}
      placeholder={t('field.smsCodePlaceholder')}
      icon="safety"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={SMS_CODE_LENGTH}
      addon={
        <button
          type="button"
          className="adp-button"
          onClick={() => void send()}
          disabled={sending || remaining > 0}
          aria-busy={sending || undefined}
        >
          {remaining > 0 ? t('sms.resend', { seconds: remaining }) : t('sms.send')}
        </button>
      }
    />
  );
}
