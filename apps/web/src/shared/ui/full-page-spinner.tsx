import { useTranslation } from 'react-i18next';
import './plain-ui.css';

/** Whole-window loading state (session check, route list); plain elements, so it costs the first load nothing. */
export function FullPageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="adp-full-page" role="status" aria-live="polite">
      <span className="adp-spinner" aria-hidden="true" />
      <span>{t('state.loading')}</span>
    </div>
  );
}
