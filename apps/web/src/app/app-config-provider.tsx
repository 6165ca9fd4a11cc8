import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { App, ConfigProvider, theme, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { MESSAGE_DURATION_MS, NOTICE_DURATION_SECONDS } from '@adplan/contracts';
import { useSettings } from '../shared/settings/settings-store';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** How long toasts and notices stay (spec §9); antd counts in seconds. */
const MESSAGE_CONFIG = { duration: MESSAGE_DURATION_MS / 1000 };
const NOTIFICATION_CONFIG = { duration: NOTICE_DURATION_SECONDS };

/** Card titles wrap instead of being cut off: English titles are often twice as long as Chinese ones. */
const CARD_CONFIG = { styles: { title: { whiteSpace: 'normal' }, header: { paddingBlock: 8 } } } as const;

/** Phones keep more of their narrow width for text: cards pad 16 px instead of 24 px. */
const MOBILE_COMPONENTS: ThemeConfig['components'] = { Card: { bodyPadding: 16, headerPadding: 16 } };

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the system asks for less motion (menus, dialogs and drawers then appear without animation). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/** antd's locale and theme following the interface settings (i18next and dayjs follow them too). */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { language, theme: themeMode, device } = useSettings();
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      algorithm: themeMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { motion: !reducedMotion },
      components: device === 'mobile' ? MOBILE_COMPONENTS : undefined,
    }),
    [themeMode, reducedMotion, device],
  );
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={themeConfig} card={CARD_CONFIG}>
      <App message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        {children}
      </App>
    </ConfigProvider>
  );
}
