import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-store';
import { PlainIcon } from '../ui/plain-icons';
import '../ui/plain-ui.css';

// The dropdown (antd Menu) loads on the first click: the login page shows the switch without paying for a
// menu most visitors never open (first load budget, scripts/first-load-size.ts).
const LanguageMenu = lazy(() => import('./language-menu'));

/**
 * The 中文 / English switch (header of the console, and any public page that wants it). `compact` (phone
 * width) shows the globe alone, so the header keeps the switch beside the brand and the user menu.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const { language } = useSettings();
  const [menuWanted, setMenuWanted] = useState(false);
  // A plain button (antd's text button look): the login page shows it before antd is loaded.
  const button = (
    <button
      type="button"
      className="adp-text-button"
      aria-label={t('language.label')}
      onClick={menuWanted ? undefined : () => setMenuWanted(true)}
    >
      <PlainIcon name="global" />
      {compact ? null : <span>{t(`language.${language}`)}</span>}
    </button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu defaultOpen>{button}</LanguageMenu>
    </Suspense>
  );
}
