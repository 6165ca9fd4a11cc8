import { useState } from 'react';
import { Alert, Button, Flex, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, registerPayloadSchema, ROOT_PATH } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showSuccess } from '../../../shared/feedback/feedback';
import { getSession, refreshSession } from '../../../shared/session/session-store';
import { register } from '../api/auth-calls';
import { AgreementField } from '../components/agreement-field';
import { AuthLayout } from '../components/auth-layout';
import {
  PasswordAgainField,
  PasswordField,
  PhoneField,
  UserNameField,
} from '../components/credential-fields';
import { SmsCodeField } from '../components/sms-code-field';
import { serverFieldErrors } from '../model/server-field-errors';

const FORM_FIELDS = ['phone_number', 'sms_code', 'user_name', 'password', 'passwordagain', 'agreement'];

/** /register: phone + SMS code + user name + password; the new user is signed in when the server allows it. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Record<string, unknown>): Promise<void> {
    const parsed = registerPayloadSchema.safeParse(values);
    if (!parsed.success) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await register(parsed.data);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setFailure(apiError?.msg ?? t('register.failed'));
      form.setFields(serverFieldErrors(apiError?.fields, FORM_FIELDS));
      setSubmitting(false);
      return;
    }
    await refreshSession();
    setSubmitting(false);
    if (getSession().status === 'authenticated') {
      showSuccess(t('register.success'));
      await navigate(ROOT_PATH, { replace: true });
    } else {
      showSuccess(t('register.successLogin'));
      await navigate(LOGIN_PATH, { replace: true });
    }
  }

  return (
    <AuthLayout title={t('register.title')}>
      <Form
        form={form}
        name="register"
        layout="vertical"
        validateTrigger="onBlur"
        requiredMark={false}
        onFinish={(values: Record<string, unknown>) => void submit(values)}
      >
        <PhoneField withLabel />
        <SmsCodeField purpose="register" withLabel />
        <UserNameField withLabel hint />
        <PasswordField
          name="password"
          kind="new"
          schema={registerPayloadSchema.shape.password}
          withLabel
          hint
        />
        <PasswordAgainField of="password" withLabel />
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
            {t('register.submit')}
          </Button>
        </Form.Item>
        <Flex justify="center" gap={4}>
          <span>{t('register.hasAccount')}</span>
          <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
        </Flex>
      </Form>
    </AuthLayout>
  );
}
