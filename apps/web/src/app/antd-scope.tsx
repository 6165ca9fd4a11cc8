// antd's configuration (locale, theme, message durations) and the message bridge, loaded with the first
// screen that uses antd: every page but the login page, which is drawn with plain elements so a visitor's
// first load carries no antd (scripts/first-load-size.ts).
import type { ReactNode } from 'react';
import { AppConfigProvider } from './app-config-provider';
import { FeedbackBridge } from './feedback-bridge';

/** antd's providers around `children`; loaded lazily by app-router.tsx. */
export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <AppConfigProvider>
      <FeedbackBridge />
      {children}
    </AppConfigProvider>
  );
}
