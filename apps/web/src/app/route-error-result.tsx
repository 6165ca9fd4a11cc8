import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@adplan/contracts';
import { addClientError, isChunkLoadError } from '../shared/errors/client-error-log';

/** Shown by the router when rendering a route throws outside any page's own error boundary. */
export function RouteErrorResult() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  useEffect(() => {
    addClientError({
      kind: isChunkLoadError(error) ? 'chunk' : 'render',
      message: error instanceof Error ? error.message : String(error),
    });
  }, [error]);
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
