import { useState } from 'react';
import { Flex, Form, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPayloadSchema, type LoginAnswerData, type LoginType } from '@adplan/contracts';
import { readCsrfCookie } from '../../../shared/api/cookies';
import { login } from '../api/auth-calls';
import { loginFailureMessage } from '../model/login-failure';
import { useAuthSubmit } from '../model/use-auth-submit';
import { AgreementField } from './agreement-field';
import { AuthForm, AuthSubmitButton } from './auth-form';
import { PasswordField, PhoneField, UserNameField } from './credential-fields';
import { SmsCodeField } from './sms-code-field';

const [usernamePasswordSchema] = loginPayloadSchema.options;

/** The three ways to sign in (spec §2), in tab order, with their locale keys. */
export const LOGIN_TYPES: ReadonlyArray<{ type: LoginType; labelKey: string }> = [
  { type: 'username_password', labelKey: 'login.tabs.usernamePassword' },
  { type: 'phone_password', labelKey: 'login.tabs.phonePassword' },
  { type: 'phone_sms', labelKey: 'login.tabs.phoneSms' },
];

const FORM_FIELDS = ['user_name', 'phone_number', 'password', 'sms_code', 'agreement'];

interface LoginFormProps {
  /** Runs after the server accepted the credentials (session refresh, greeting, navigation). */
  onLoggedIn(data: LoginAnswerData | undefined): Promise<void> | void;
}

/** The login form: one tab per sign-in way, the agreement tick, and the failure rule of spec §4. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const [loginType, setLoginType] = useState<LoginType>('username_password');
  const submission = useAuthSubmit(form, FORM_FIELDS, (apiError) => {
    const shown = loginFailureMessage({
      hasCsrfCookie: readCsrfCookie() !== null,
      code: apiError?.code,
      serverMessage: apiError?.msg,
    });
    return shown.kind === 'server' ? shown.text : t('login.genericError');
  });

  async function submit(values: Record<string, unknown>): Promise<void> {
    const parsed = loginPayloadSchema.safeParse({ ...values, login_type: loginType });
    if (!parsed.success) return;
    await submission.run(async () => onLoggedIn(await login(parsed.data)));
  }

  function switchTo(next: string): void {
    const found = LOGIN_TYPES.find((entry) => entry.type === next);
    if (!found) return;
    setLoginType(found.type);
    submission.clearFailure();
  }

  const fieldsFor = (type: LoginType) => (
    <>
      {type === 'username_password' ? <UserNameField /> : <PhoneField />}
      {type === 'phone_sms' ? (
        <SmsCodeField purpose="login" />
      ) : (
        <PasswordField name="password" kind="current" schema={usernamePasswordSchema.shape.password} />
      )}
    </>
  );

  return (
    <AuthForm form={form} name="login" onSubmit={submit}>
      <Tabs
        activeKey={loginType}
        onChange={switchTo}
        centered
        destroyOnHidden
        items={LOGIN_TYPES.map(({ type, labelKey }) => ({
          key: type,
          label: t(labelKey),
          children: fieldsFor(type),
        }))}
      />
      <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 8 }}>
        <Link to="/findpassword">{t('login.forgotPassword')}</Link>
      </Flex>
      <AgreementField />
      <AuthSubmitButton submit={submission}>{t('login.submit')}</AuthSubmitButton>
      <Flex justify="center" gap={4}>
        <span>{t('login.noAccount')}</span>
        <Link to="/register">{t('login.toRegister')}</Link>
      </Flex>
    </AuthForm>
  );
}
