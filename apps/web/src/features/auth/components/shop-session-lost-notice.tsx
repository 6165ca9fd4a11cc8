import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Says that a shop was not linked because Amazon returned to a browser without a session. Loaded lazily:
 * antd's Alert would otherwise join the login page's first load, which every visitor pays for.
 */
export default function ShopSessionLostNotice() {
  const { t } = useTranslation('auth');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('login.shopSessionLostTitle')}
      description={t('login.shopSessionLost')}
    />
  );
}
