import { Suspense, lazy, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-store';

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
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={t('language.label')}
      onClick={menuWanted ? undefined : () => setMenuWanted(true)}
    >
      {compact ? null : t(`language.${language}`)}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu defaultOpen>{button}</LanguageMenu>
    </Suspense>
  );
}
