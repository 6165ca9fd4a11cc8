import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface LoadErrorResultProps {
  /** The failure's own sentence (for example an ApiError's msg); a generic hint otherwise. */
  detail?: string;
  title?: string;
  onRetry?: () => void;
}

/** What a screen shows when its data or its code could not be loaded. */
export function LoadErrorResult({ detail, title, onRetry }: LoadErrorResultProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="error"
      title={title ?? t('state.loadFailed')}
      subTitle={detail ?? t('state.loadFailedHint')}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
