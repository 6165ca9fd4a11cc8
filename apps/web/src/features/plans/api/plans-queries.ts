// The hooks through which the plan tool pages call the server (plans-api.ts holds the calls): reads are
// `useXxxQuery`, checks and writes `useXxxMutation`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallPayload, Language, Marketplace, PLANS_CALLS } from '@adplan/contracts';
import { competitorVerdict, type CompetitorVerdict } from '../model/competitor-feedback';
import {
  checkCompetitorAsin,
  checkPlan,
  checkWorkbook,
  fetchAdHistory,
  fetchForecastCheck,
  fetchPeriodLog,
  fetchStructNames,
  planFormData,
  savePlanEdits,
  type PlanCheckCall,
} from './plans-api';

/**
 * The campaigns and ad groups of the chosen bulk sheet (no use consumed), read once per file, marketplace
 * and language: the language is part of the key, so a refusal is worded in the language the seller reads now.
 */
export function useStructNamesQuery(
  bulk: readonly File[],
  marketplace: Marketplace,
  language: Language,
  enabled: boolean,
) {
  const file = bulk[0];
  return useQuery({
    queryKey: ['plans', 'struct', file?.name, file?.size, file?.lastModified, marketplace, language],
    queryFn: async () => (await fetchStructNames(planFormData({ marketplace }, { bulk }))).data.campaigns,
    enabled: file !== undefined && enabled,
    retry: false,
    staleTime: Infinity,
  });
}

/** The pre-flight check of parameters and files (consumes nothing); answers the check's data. */
export function usePlanCheckMutation() {
  return useMutation({
    mutationFn: async ({ call, form }: { call: PlanCheckCall; form: FormData }) =>
      (await checkPlan(call, form)).data,
  });
}

/** What the competitor check compares: the advertised ASIN with each competitor, in a marketplace. */
export interface CompetitorCheck {
  advertised: string;
  competitors: readonly string[];
  country: CallPayload<typeof PLANS_CALLS.checkCompetitorAsin>['country'];
}

/**
 * Spec §4 competitor check of each competitor ASIN against the advertised one: answers a verdict per
 * competitor (a failed call means a price is needed).
 */
export function useCompetitorCheckMutation() {
  return useMutation({
    mutationFn: async ({
      advertised,
      competitors,
      country,
    }: CompetitorCheck): Promise<Record<string, CompetitorVerdict>> => {
      const verdicts = await Promise.all(
        competitors.map(async (competitor) => {
          try {
            const answer = await checkCompetitorAsin({
              advertised_asin: advertised,
              competitor_asin: competitor,
              country,
            });
            return [competitor, competitorVerdict(answer)] as const;
          } catch {
            return [competitor, competitorVerdict(undefined)] as const;
          }
        }),
      );
      return Object.fromEntries(verdicts);
    },
  });
}

/** Amazon's upload rules on any workbook (consumes nothing); answers the violations found. */
export function useWorkbookCheckMutation() {
  return useMutation({
    mutationFn: async (form: FormData) => (await checkWorkbook(form)).data,
  });
}

const AD_HISTORY_KEY = ['plans', 'ad_history'] as const;

/** One page of usage records. */
export function useAdHistoryQuery(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...AD_HISTORY_KEY, page],
    queryFn: async () => (await fetchAdHistory(page, pageSize)).data,
  });
}

/** Answers a function that reads every page of the usage records again (after a plan in them changed). */
export function useAdHistoryRefresh(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: AD_HISTORY_KEY });
}

/** The schedule-rule record of a plan, read when its row is opened. */
export function usePeriodLogQuery(orderNum: string) {
  return useQuery({
    queryKey: ['plans', 'period_log', orderNum],
    queryFn: async () => (await fetchPeriodLog(orderNum)).data,
  });
}

/** Saves the seller's edits of a stored plan (empty edits reset it); answers the plan written again. */
export function usePlanEditsMutation() {
  return useMutation({
    mutationFn: async (payload: CallPayload<typeof PLANS_CALLS.planEdits>) =>
      (await savePlanEdits(payload)).data,
  });
}

/** An earlier plan's forecast against the seller's newest upload of its marketplace (ADR 0031). */
export function useForecastCheckQuery(planId: string) {
  return useQuery({
    queryKey: ['plans', 'forecast_check', planId],
    queryFn: async () => (await fetchForecastCheck(planId)).data,
  });
}
