import { useState } from 'react';
import { Alert, Button, Flex, Form, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPayloadSchema, type LoginAnswerData, type LoginType } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { CSRF_COOKIE, readCookie } from '../../../shared/api/cookies';
import { login } from '../api/auth-calls';
import { serverFieldErrors } from '../model/server-field-errors';
import { loginFailureMessage } from '../model/login-failure';
import { AgreementField } from './agreement-field';
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
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Record<string, unknown>): Promise<void> {
    const parsed = loginPayloadSchema.safeParse({ ...values, login_type: loginType });
    if (!parsed.success) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const data = await login(parsed.data);
      await onLoggedIn(data);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const shown = loginFailureMessage({
        hasCsrfCookie: readCookie(CSRF_COOKIE) !== null,
        code: apiError?.code,
        serverMessage: apiError?.msg,
      });
      setFailure(shown.kind === 'server' ? shown.text : t('login.genericError'));
      form.setFields(serverFieldErrors(apiError?.fields, FORM_FIELDS));
    } finally {
      setSubmitting(false);
    }
  }

  function switchTo(next: string): void {
    const found = LOGIN_TYPES.find((entry) => entry.type === next);
    if (!found) return;
    setLoginType(found.type);
    setFailure(null);
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
    <Form
      form={form}
      name="login"
      layout="vertical"
      validateTrigger="onBlur"
      requiredMark={false}
      onFinish={(values: Record<string, unknown>) => void submit(values)}
    >
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
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          closable={{ onClose: () => setFailure(null) }}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form.Item style={{ marginBottom: 16 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
      <Flex justify="center" gap={4}>
        <span>{t('login.noAccount')}</span>
        <Link to="/register">{t('login.toRegister')}</Link>
      </Flex>
    </Form>
  );
}
