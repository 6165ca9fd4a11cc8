import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a page shows while its code or its first data loads. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <Card aria-busy="true" aria-label={t('state.loading')}>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}
