import { Flex, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, registerPayloadSchema, ROOT_PATH } from '@adplan/contracts';
import { showSuccess } from '../../../shared/feedback/feedback';
import { getSession, markFirstSignIn, refreshSession } from '../../../shared/session/session-store';
import { useRegisterMutation } from '../api/auth-queries';
import { AgreementField } from '../components/agreement-field';
import { AuthForm, AuthSubmitButton } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields, PhoneField, UserNameField } from '../components/credential-fields';
import { SmsCodeField } from '../components/sms-code-field';
import { useAuthSubmit } from '../model/use-auth-submit';

const FORM_FIELDS = ['phone_number', 'sms_code', 'user_name', 'password', 'passwordagain', 'agreement'];

/** /register: phone + SMS code + user name + password; the new user is signed in when the server allows it. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const registration = useRegisterMutation();
  const submission = useAuthSubmit(form, FORM_FIELDS, (apiError) => apiError?.msg ?? t('register.failed'));

  async function submit(values: Record<string, unknown>): Promise<void> {
    const parsed = registerPayloadSchema.safeParse(values);
    if (!parsed.success) return;
    const registered = await submission.run(async () => {
      await registration.mutateAsync(parsed.data);
      await refreshSession();
    });
    if (!registered) return;
    if (getSession().status === 'authenticated') {
      markFirstSignIn();
      showSuccess(t('register.success'));
      await navigate(ROOT_PATH, { replace: true });
    } else {
      showSuccess(t('register.successLogin'));
      await navigate(LOGIN_PATH, { replace: true });
    }
  }

  return (
    <AuthLayout title={t('register.title')}>
      <AuthForm form={form} name="register" onSubmit={submit}>
        <PhoneField withLabel />
        <SmsCodeField purpose="register" withLabel />
        <UserNameField withLabel hint />
        <NewPasswordFields name="password" schema={registerPayloadSchema.shape.password} />
        <AgreementField />
        <AuthSubmitButton submit={submission}>{t('register.submit')}</AuthSubmitButton>
        <Flex justify="center" gap={4}>
          <span>{t('register.hasAccount')}</span>
          <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
        </Flex>
      </AuthForm>
    </AuthLayout>
  );
}
