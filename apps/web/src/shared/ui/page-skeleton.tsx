import { useTranslation } from 'react-i18next';
import './plain-ui.css';

/** What a page shows while its code or its first data loads (antd's skeleton look, without antd). */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="adp-skeleton" aria-busy="true" aria-label={t('state.loading')}>
      <div className="adp-skeleton-title" />
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="adp-skeleton-line" />
      ))}
    </div>
  );
}
