// The schedule-rule calls as TanStack Query hooks: a shop's rules, one rule's detail, the preview of
// hourly reports, a usage record's schedule, and the create/pause/resume/stop mutations that refresh them.
import { PLANS_CALLS, SCHEDULES_CALLS, type ScheduleCreatePayload } from '@adplan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

/** Refresh pace: quick while an execution or a stop is under way (it ends within seconds), else a minute. */
const BUSY_REFRESH_MS = 3_000;
const IDLE_REFRESH_MS = 60_000;

const rulesKey = (shopId: string) => ['shop-schedule', 'rules', shopId] as const;
const detailKey = (ruleId: string) => ['shop-schedule', 'detail', ruleId] as const;

/** The rules of a shop (refreshed in the background: executions happen there). */
export function useScheduleRulesQuery(shopId: string | undefined) {
  return useQuery({
    queryKey: rulesKey(shopId ?? ''),
    enabled: Boolean(shopId),
    refetchInterval: (query) =>
      query.state.data?.some((rule) => rule.last_result === 'pending' || rule.state === 'stopping')
        ? BUSY_REFRESH_MS
        : IDLE_REFRESH_MS,
    queryFn: async () => (await callApi(SCHEDULES_CALLS.scheduleRules, { shop_id: shopId ?? '' })).data.rules,
  });
}

/** One rule's next instants and history. */
export function useScheduleDetailQuery(ruleId: string | undefined) {
  return useQuery({
    queryKey: detailKey(ruleId ?? ''),
    enabled: Boolean(ruleId),
    refetchInterval: (query) => {
      const data = query.state.data;
      const busy =
        data?.rule.state === 'stopping' ||
        data?.history.some((e) => e.state === 'pending' || e.state === 'running');
      return busy ? BUSY_REFRESH_MS : IDLE_REFRESH_MS;
    },
    queryFn: async () => (await callApi(SCHEDULES_CALLS.scheduleDetail, { rule_id: ruleId ?? '' })).data,
  });
}

/** Runs the schedule flow on hourly reports for a shop. */
export function useSchedulePreviewMutation() {
  return useMutation({
    mutationFn: async ({ shopId, files }: { shopId: string; files: File[] }) => {
      const form = new FormData();
      form.append('params', JSON.stringify({ shop_id: shopId }));
      for (const file of files) form.append('hourly_files', file, file.name);
      return (await callApi(SCHEDULES_CALLS.schedulePreview, form)).data;
    },
  });
}

/** The schedule record of a usage record (a schedule plan). */
export function usePlanScheduleMutation() {
  return useMutation({
    mutationFn: async (orderNum: string) =>
      (await callApi(PLANS_CALLS.periodLog, { order_num: orderNum })).data,
  });
}

/** Creates rules, then refreshes the shop's list. */
export function useCreateRulesMutation(shopId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ScheduleCreatePayload) =>
      (await callApi(SCHEDULES_CALLS.scheduleCreate, payload)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: rulesKey(shopId ?? '') }),
  });
}

/** Pause, resume or stop a rule, then refresh its list and detail. */
export function useRuleActionMutation(shopId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ruleId }: { action: 'pause' | 'resume' | 'stop'; ruleId: string }) => {
      const call = {
        pause: SCHEDULES_CALLS.schedulePause,
        resume: SCHEDULES_CALLS.scheduleResume,
        stop: SCHEDULES_CALLS.scheduleStop,
      }[action];
      return (await callApi(call, { rule_id: ruleId })).data.rule;
    },
    onSuccess: (rule) =>
      Promise.all([
        client.invalidateQueries({ queryKey: rulesKey(shopId ?? '') }),
        client.invalidateQueries({ queryKey: detailKey(rule.rule_id) }),
      ]),
  });
}
