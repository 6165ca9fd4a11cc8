import { Flex, Form } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findPasswordPayloadSchema, LOGIN_PATH } from '@adplan/contracts';
import { showLastingSuccess } from '../../../shared/feedback/feedback';
import { useFindPasswordMutation } from '../api/auth-queries';
import { AuthForm, AuthSubmitButton } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, PhoneField } from '../components/credential-fields';
import { SmsCodeField } from '../components/sms-code-field';
import { useAuthSubmit } from '../model/use-auth-submit';

const FORM_FIELDS = ['phone_number', 'sms_code', 'new_password', 'passwordagain'];

/** /findpassword: reset a forgotten password with an SMS code, then sign in with the new one. */
export default function FindPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const passwordReset = useFindPasswordMutation();
  const submission = useAuthSubmit(
    form,
    FORM_FIELDS,
    (apiError) => apiError?.msg ?? t('findPassword.failed'),
  );

  async function submit(values: Record<string, unknown>): Promise<void> {
    const parsed = findPasswordPayloadSchema.safeParse(values);
    if (!parsed.success) return;
    const reset = await submission.run(() => passwordReset.mutateAsync(parsed.data));
    if (!reset) return;
    // The login page has no antd providers, so the toast must outlive this page's.
    showLastingSuccess(t('findPassword.success'));
    await navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <AuthLayout title={t('findPassword.title')} description={t('findPassword.description')}>
      <AuthForm form={form} name="find-password" onSubmit={submit}>
        <PhoneField withLabel />
        <SmsCodeField purpose="find_password" withLabel />
        <NewPasswordFields name="new_password" schema={findPasswordPayloadSchema.shape.new_password} />
        <AuthSubmitButton submit={submission}>{t('findPassword.submit')}</AuthSubmitButton>
        <Flex justify="center">
          <Link to={LOGIN_PATH}>
            <ArrowLeftOutlined /> {t('findPassword.backToLogin')}
          </Link>
        </Flex>
      </AuthForm>
    </AuthLayout>
  );
}
