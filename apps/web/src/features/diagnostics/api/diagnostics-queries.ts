// Server state of the diagnosis page through the call table: start a diagnosis (then poll it while it runs), a shop's past diagnoses,
// one stored diagnosis, and reading a diagnostic CSV uploaded back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIAGNOSTICS_CALLS } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';
import { diagnosisPollInterval } from '../model/diagnosis-view';

export const diagnosticsKeys = {
  list: (shopId: string) => ['diagnostics', 'list', shopId] as const,
  detail: (diagnosisId: string) => ['diagnostics', 'detail', diagnosisId] as const,
  campaigns: (shopId: string) => ['diagnostics', 'campaigns', shopId] as const,
};

/** The campaigns of the shop a diagnosis may cover, by name (none asked for before a shop is chosen). */
export function useDiagnosisCampaignsQuery(shopId: string | undefined) {
  return useQuery({
    queryKey: diagnosticsKeys.campaigns(shopId ?? ''),
    enabled: Boolean(shopId),
    // Asked again on every visit: applying a plan on another page adds the tool's campaigns meanwhile.
    staleTime: 0,
    queryFn: async () =>
      (await callApi(DIAGNOSTICS_CALLS.diagnosisCampaigns, { shop_id: shopId ?? '' })).data.campaigns,
  });
}

/** The shop's past diagnoses (none asked for before a shop is chosen). */
export function useDiagnosisListQuery(shopId: string | undefined) {
  return useQuery({
    queryKey: diagnosticsKeys.list(shopId ?? ''),
    enabled: Boolean(shopId),
    queryFn: async () =>
      (await callApi(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: shopId ?? '' })).data.diagnoses,
  });
}

/** One stored diagnosis, asked for again every few seconds while it runs. */
export function useDiagnosisQuery(diagnosisId: string | undefined) {
  return useQuery({
    queryKey: diagnosticsKeys.detail(diagnosisId ?? ''),
    enabled: Boolean(diagnosisId),
    refetchInterval: (query) => diagnosisPollInterval(query.state.data),
    queryFn: async () =>
      (await callApi(DIAGNOSTICS_CALLS.diagnosisDetail, { diagnosis_id: diagnosisId ?? '' })).data,
  });
}

/** Starts a diagnosis (answered at once, running); the page shows its own error states, so the call is silent. */
export function useDiagnoseMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { shopId: string; campaignIds: string[] }) =>
      (
        await callApi(
          DIAGNOSTICS_CALLS.adDiagnose,
          {
            shop_id: input.shopId,
            ...(input.campaignIds.length > 0 ? { campaign_ids: input.campaignIds } : {}),
          },
          { silent: true },
        )
      ).data,
    onSuccess: (diagnosis) => {
      client.setQueryData(diagnosticsKeys.detail(diagnosis.diagnosis_id), diagnosis);
      void client.invalidateQueries({ queryKey: diagnosticsKeys.list(diagnosis.shop_id) });
    },
  });
}

/** Sends a diagnostic CSV's name and text to be checked and read back. */
export function useDiagnosisUploadMutation() {
  return useMutation({
    mutationFn: async (file: { name: string; content: string }) =>
      (
        await callApi(
          DIAGNOSTICS_CALLS.diagnosisUpload,
          { file_name: file.name, content: file.content },
          { silent: true },
        )
      ).data,
  });
}
