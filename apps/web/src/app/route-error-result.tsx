import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@adplan/contracts';

/** Shown by the router when rendering a route throws outside any page's own error boundary. */
export function RouteErrorResult() {
  const { t } = useTranslation('common');
  return (
    <Result
      status="error"
      title={t('state.pageLoadFailed')}
      subTitle={t('state.loadFailedHint')}
      extra={
        <Button type="primary" href={`#${HOME_PATH}`}>
          {t('action.backHome')}
        </Button>
      }
    />
  );
}
