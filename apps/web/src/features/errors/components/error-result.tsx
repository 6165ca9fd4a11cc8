import { Button, Flex, Result, Space, Typography } from 'antd';
import type { ResultProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, ROOT_PATH } from '@adplan/contracts';
import { LanguageSwitch } from '../../../shared/i18n/language-switch';
import { logout, useSession } from '../../../shared/session/session-store';
import { ProductBrand } from '../../../shared/ui/product-mark';

/** The ways out an error page offers. */
export type ErrorAction = 'home' | 'back' | 'login' | 'reload';

interface ErrorResultProps {
  status: ResultProps['status'];
  /** Section of the `errors` namespace holding title, subtitle and hint. */
  textKey: 'unauthorized' | 'forbidden' | 'notFound' | 'serverError';
  /** Buttons in order; the first is the primary one. */
  actions: readonly ErrorAction[];
}

/** A full-page antd Result with a clear sentence, a hint, and buttons home, back, to login or reload. */
export function ErrorResult({ status, textKey, actions }: ErrorResultProps) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();

  // A signed-in seller sees the error inside the console frame (menu, tabs, header), so no own header.
  const signedIn = useSession().status === 'authenticated';

  async function signInAgain(): Promise<void> {
    if (!signedIn) {
      await navigate(LOGIN_PATH);
      return;
    }
    // The login page sends a signed-in browser straight back to the console: sign out first for real.
    // Signing out swaps the console frame away (and this component with it), so the address is set
    // directly rather than through this component's navigate.
    await logout();
    window.location.assign(`#${LOGIN_PATH}`);
  }

  function run(action: ErrorAction): void {
    if (action === 'home') void navigate(ROOT_PATH);
    else if (action === 'login') void signInAgain();
    else if (action === 'reload') window.location.reload();
    else if (window.history.length > 1) void navigate(-1);
    else void navigate(ROOT_PATH);
  }

  return (
    <Flex vertical style={{ minHeight: signedIn ? undefined : '100vh' }}>
      {signedIn ? null : (
        <Flex component="header" justify="space-between" align="center" style={{ padding: '16px 24px' }}>
          <ProductBrand size="large" />
          <LanguageSwitch />
        </Flex>
      )}
      <Flex flex={1} justify="center" align="center" style={{ padding: signedIn ? '24px' : '0 24px 64px' }}>
        <Result
          status={status}
          title={t(`${textKey}.title`)}
          subTitle={
            <Space orientation="vertical" size={4}>
              <Typography.Text>{t(`${textKey}.subtitle`)}</Typography.Text>
              <Typography.Text type="secondary">{t(`${textKey}.hint`)}</Typography.Text>
            </Space>
          }
          extra={actions.map((action, index) => (
            <Button key={action} type={index === 0 ? 'primary' : 'default'} onClick={() => run(action)}>
              {t(`action.${action}`)}
            </Button>
          ))}
        />
      </Flex>
    </Flex>
  );
}
