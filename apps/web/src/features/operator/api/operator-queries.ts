// The operator desk's calls; every one answers 409 to non-operators (the API client then goes to /401).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_CALLS, type AdjustPayload, type IssueInvoicePayload } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

const keys = {
  all: ['operator'] as const,
  me: ['operator', 'me'] as const,
  transfers: ['operator', 'transfers'] as const,
  invoices: ['operator', 'invoices'] as const,
  audit: ['operator', 'audit'] as const,
};

export function useOperatorMeQuery() {
  return useQuery({
    queryKey: keys.me,
    queryFn: async () => (await callApi(OPERATOR_CALLS.me)).data.is_operator,
  });
}

export function useTransfersQuery(enabled: boolean) {
  return useQuery({
    queryKey: keys.transfers,
    staleTime: 0,
    enabled,
    queryFn: async () => (await callApi(OPERATOR_CALLS.pendingTransfers)).data.orders,
  });
}

export function useDeskInvoicesQuery(enabled: boolean) {
  return useQuery({
    queryKey: keys.invoices,
    staleTime: 0,
    enabled,
    queryFn: async () => (await callApi(OPERATOR_CALLS.invoices, { status: 'requested' })).data.invoices,
  });
}

export function useAuditQuery(enabled: boolean) {
  return useQuery({
    queryKey: keys.audit,
    staleTime: 0,
    enabled,
    queryFn: async () => (await callApi(OPERATOR_CALLS.auditLog)).data.entries,
  });
}

function useDeskMutation<Payload, Answer>(call: (payload: Payload) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useConfirmTransferMutation() {
  return useDeskMutation((payload: { out_trade_no: string; bank_reference?: string }) =>
    callApi(OPERATOR_CALLS.confirmTransfer, payload),
  );
}

export function useIssueInvoiceMutation() {
  return useDeskMutation((payload: IssueInvoicePayload) => callApi(OPERATOR_CALLS.issueInvoice, payload));
}

export function useLedgerMutation() {
  return useDeskMutation(
    async (userName: string) => (await callApi(OPERATOR_CALLS.ledger, { user_name: userName })).data,
  );
}

export function useAdjustMutation() {
  return useDeskMutation(
    async (payload: AdjustPayload) => (await callApi(OPERATOR_CALLS.adjust, payload)).data,
  );
}
