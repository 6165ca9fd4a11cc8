// The seller's newest account overview snapshot for the home page's summary card (the overview page has
// the full figures); the same call and cache key as that page's default view.
import { useQuery } from '@tanstack/react-query';
import { OVERVIEW_CALLS } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

/** The newest snapshot (null when the seller has none yet). */
export function useLatestOverviewQuery() {
  return useQuery({
    queryKey: ['account_overview', '', ''],
    // A plan generated a moment ago replaces the snapshot: never serve the one cached before it.
    staleTime: 0,
    queryFn: async () => (await callApi(OVERVIEW_CALLS.accountOverview, {}, { silent: true })).data,
  });
}
