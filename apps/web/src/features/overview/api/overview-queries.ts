// Server state of the account overview page: the chosen snapshot (the newest when none is chosen) and the
// list of snapshots to switch between, through the call table.
import { useQuery } from '@tanstack/react-query';
import { OVERVIEW_CALLS, type AccountOverviewPayload } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

export const overviewKeys = {
  snapshot: (choice: AccountOverviewPayload) =>
    ['account_overview', choice.marketplace ?? '', choice.source ?? ''] as const,
};

/** The seller's overview for `choice` (both fields empty: the newest snapshot). */
export function useAccountOverviewQuery(choice: AccountOverviewPayload) {
  return useQuery({
    queryKey: overviewKeys.snapshot(choice),
    // A plan generated a moment ago replaces the snapshot: never serve the one cached before it.
    staleTime: 0,
    queryFn: async () => (await callApi(OVERVIEW_CALLS.accountOverview, choice, { silent: true })).data,
  });
}
