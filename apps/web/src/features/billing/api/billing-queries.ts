// Server state of the billing pages through the call table: orders, statement, company info, invoices.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_CALLS,
  BILLING_CALLS,
  OPERATOR_CALLS,
  type AddCompanyInfoPayload,
  type AddInvoicePayload,
  type ChargePayload,
} from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';
import { USER_INFO_QUERY_KEY } from '../../../shared/session/user-info-query';

/**
 * Money changes outside this browser (a provider's notification, an operator's confirmation), so the
 * money views read afresh whenever they are shown instead of trusting the console's 30 s cache.
 */
const FRESH = { staleTime: 0 } as const;

export const billingKeys = {
  all: ['billing'] as const,
  orders: (filter: string) => ['billing', 'orders', filter] as const,
  order: (orderNo: string) => ['billing', 'order', orderNo] as const,
  statement: ['billing', 'statement'] as const,
  company: ['billing', 'company'] as const,
  invoices: ['billing', 'invoices'] as const,
  operator: ['billing', 'operator-me'] as const,
};

export function useOrdersQuery(filter: 'all' | 'invoiceable' = 'all') {
  return useQuery({
    queryKey: billingKeys.orders(filter),
    ...FRESH,
    queryFn: async () => (await callApi(BILLING_CALLS.chargeLog, { invoice: filter })).data.orders,
  });
}

/** One order; `pollMs` re-reads it while it is pending (waiting for the payment). */
export function useOrderQuery(orderNo: string | null, pollMs?: number) {
  return useQuery({
    queryKey: billingKeys.order(orderNo ?? ''),
    ...FRESH,
    enabled: orderNo !== null && orderNo !== '',
    queryFn: async () => (await callApi(BILLING_CALLS.orderLog, { order_num: orderNo ?? '' })).data,
    refetchInterval: (query) => (pollMs && query.state.data?.status === 'pending' ? pollMs : false),
  });
}

export function useStatementQuery() {
  return useQuery({
    queryKey: billingKeys.statement,
    ...FRESH,
    queryFn: async () => (await callApi(BILLING_CALLS.usageStatement)).data,
  });
}

export function useCompanyInfoQuery() {
  return useQuery({
    queryKey: billingKeys.company,
    queryFn: async () => (await callApi(BILLING_CALLS.companyInfo)).data.company_info,
  });
}

export function useInvoicesQuery() {
  return useQuery({
    queryKey: billingKeys.invoices,
    ...FRESH,
    queryFn: async () => (await callApi(BILLING_CALLS.invoiceLog)).data.invoices,
  });
}

/** Whether the signed-in user is an operator (to show the desk link). */
export function useIsOperatorQuery() {
  return useQuery({
    queryKey: billingKeys.operator,
    queryFn: async () => (await callApi(OPERATOR_CALLS.me)).data.is_operator,
    staleTime: 60_000,
  });
}

export function useChargeMutation() {
  return useMutation({
    mutationFn: async (payload: ChargePayload) => (await callApi(BILLING_CALLS.charge, payload)).data,
  });
}

/** After money moved: everything billing and the profile (balance, expiry) are stale. */
export function useInvalidateMoney() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: billingKeys.all });
    void client.invalidateQueries({ queryKey: [USER_INFO_QUERY_KEY] });
  }, [client]);
}

export function useSaveCompanyMutation() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (payload: AddCompanyInfoPayload) => callApi(BILLING_CALLS.addCompanyInfo, payload),
    onSuccess: invalidate,
  });
}

export function useAddInvoiceMutation() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (payload: AddInvoicePayload) => callApi(BILLING_CALLS.addInvoice, payload),
    onSuccess: invalidate,
  });
}

/** The profile, for the success screen's new balance. */
export function useFreshUserInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'user-info-after-payment'],
    enabled,
    queryFn: async () => (await callApi(ACCOUNT_CALLS.userInfo)).data,
  });
}
