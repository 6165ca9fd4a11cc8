import { Alert } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginAnswerData } from '@adplan/contracts';
import { showSuccess } from '../../../shared/feedback/feedback';
import { isShopSessionLost, redirectTargetOf } from '../../../shared/routing/login-redirect';
import { getSession, refreshSession } from '../../../shared/session/session-store';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { greetingFor } from '../model/login-greeting';

/** /login: sign in, greet by time of day, then return to the page the route guard came from. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();

  async function enter(data: LoginAnswerData | undefined): Promise<void> {
    await refreshSession();
    const session = getSession();
    if (session.status !== 'authenticated') throw new Error('profile unavailable after login');
    const name = data?.user_name ?? session.user?.user_name ?? '';
    showSuccess(t('login.greeting', { greeting: t(`greeting.${greetingFor(new Date())}`), name }));
    await navigate(redirectTargetOf(search), { replace: true });
  }

  return (
    <AuthLayout title={t('login.title')}>
      {isShopSessionLost(search) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('login.shopSessionLostTitle')}
          description={t('login.shopSessionLost')}
        />
      )}
      <LoginForm onLoggedIn={enter} />
    </AuthLayout>
  );
}
