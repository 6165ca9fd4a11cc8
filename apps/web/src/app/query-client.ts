import { QueryClient } from '@tanstack/react-query';

/**
 * The console's query cache. The API client already retries safe calls on network failures (spec §7), so
 * queries do not retry again on top of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
