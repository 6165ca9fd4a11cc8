import { QueryClientProvider } from '@tanstack/react-query';
import { AppConfigProvider } from './app-config-provider';
import { AppRouterProvider, router } from './app-router';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';

/** Providers around the router: query cache, antd configuration, the message bridge. */
export function AppRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider>
        <FeedbackBridge />
        <AppRouterProvider router={router} />
      </AppConfigProvider>
    </QueryClientProvider>
  );
}
