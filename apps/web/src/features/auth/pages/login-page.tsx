import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginAnswerData } from '@adplan/contracts';
import { showSuccess } from '../../../shared/feedback/feedback';
import { isShopSessionLost, redirectTargetOf } from '../../../shared/routing/login-redirect';
import { getSession, refreshSession } from '../../../shared/session/session-store';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { greetingFor } from '../model/login-greeting';

const ShopSessionLostNotice = lazy(() => import('../components/shop-session-lost-notice'));

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
        <Suspense fallback={null}>
          <ShopSessionLostNotice />
        </Suspense>
      )}
      <LoginForm onLoggedIn={enter} />
    </AuthLayout>
  );
}
