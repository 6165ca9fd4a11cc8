import type { ReactNode } from 'react';
import { App, ConfigProvider, theme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { MESSAGE_DURATION_MS, NOTICE_DURATION_SECONDS } from '@adplan/contracts';
import { useSettings } from '../shared/settings/settings-store';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** How long toasts and notices stay (spec §9); antd counts in seconds. */
const MESSAGE_CONFIG = { duration: MESSAGE_DURATION_MS / 1000 };
const NOTIFICATION_CONFIG = { duration: NOTICE_DURATION_SECONDS };

/** antd's locale and theme following the interface settings (i18next and dayjs follow them too). */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { language, theme: themeMode } = useSettings();
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      theme={{ algorithm: themeMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      <App message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        {children}
      </App>
    </ConfigProvider>
  );
}
