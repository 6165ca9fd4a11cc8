import { useState } from 'react';
import { Alert, Button, Flex, Form } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findPasswordPayloadSchema, LOGIN_PATH } from '@adplan/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showSuccess } from '../../../shared/feedback/feedback';
import { findPassword } from '../api/auth-calls';
import { AuthLayout } from '../components/auth-layout';
import { PasswordAgainField, PasswordField, PhoneField } from '../components/credential-fields';
import { SmsCodeField } from '../components/sms-code-field';
import { serverFieldErrors } from '../model/server-field-errors';

const FORM_FIELDS = ['phone_number', 'sms_code', 'new_password', 'passwordagain'];

/** /findpassword: reset a forgotten password with an SMS code, then sign in with the new one. */
export default function FindPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Record<string, unknown>): Promise<void> {
    const parsed = findPasswordPayloadSchema.safeParse(values);
    if (!parsed.success) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await findPassword(parsed.data);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setFailure(apiError?.msg ?? t('findPassword.failed'));
      form.setFields(serverFieldErrors(apiError?.fields, FORM_FIELDS));
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    showSuccess(t('findPassword.success'));
    await navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <AuthLayout title={t('findPassword.title')} description={t('findPassword.description')}>
      <Form
        form={form}
        name="find-password"
        layout="vertical"
        validateTrigger="onBlur"
        requiredMark={false}
        onFinish={(values: Record<string, unknown>) => void submit(values)}
      >
        <PhoneField withLabel />
        <SmsCodeField purpose="find_password" withLabel />
        <PasswordField
          name="new_password"
          kind="new"
          schema={findPasswordPayloadSchema.shape.new_password}
          withLabel
          hint
        />
        <PasswordAgainField of="new_password" withLabel />
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
            {t('findPassword.submit')}
          </Button>
        </Form.Item>
        <Flex justify="center">
          <Link to={LOGIN_PATH}>
            <ArrowLeftOutlined /> {t('findPassword.backToLogin')}
          </Link>
        </Flex>
      </Form>
    </AuthLayout>
  );
}
