import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSettings } from '../shared/settings/settings-store';
import { AppRouterProvider, router } from './app-router';
import { queryClient } from './query-client';

/**
 * Providers around the router: the query cache. antd's providers wrap every page but the login page
 * (app-router.tsx), so the first load carries no antd; the theme also goes on <html> for the plain screens.
 */
export function AppRoot() {
  const { theme } = useSettings();
  useEffect(() => {
    document.documentElement.dataset['adpTheme'] = theme;
  }, [theme]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouterProvider router={router} />
    </QueryClientProvider>
  );
}
