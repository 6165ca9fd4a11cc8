// The hooks that start the plan pages' jobs (work-jobs-api.ts holds the calls and the status polling).
import { useMutation } from '@tanstack/react-query';
import type { ShopPlanPath } from '@adplan/contracts';
import { startGeneration, startShopGeneration, startShopRun } from './work-jobs-api';

/** Starts a generation from uploaded files; the form carries `flow`, `params`, `request_id` and the files. */
export function useStartGenerationMutation() {
  return useMutation({
    mutationFn: ({
      form,
      onUploadProgress,
    }: {
      form: FormData;
      onUploadProgress?: (fraction: number) => void;
    }) => startGeneration(form, { onUploadProgress }),
  });
}

/** Starts a linked-shop generation: `planCall` is the flow's spec call, `payload` its body. */
export function useStartShopGenerationMutation() {
  return useMutation({
    mutationFn: ({
      planCall,
      payload,
    }: {
      planCall: ShopPlanPath;
      payload: { shop_id: string; request_id?: string } & Record<string, unknown>;
    }) => startShopGeneration(planCall, payload),
  });
}

/** Starts applying (or resuming) or undoing a linked-shop plan. */
export function useShopRunMutation() {
  return useMutation({
    mutationFn: ({ kind, planId }: { kind: 'apply' | 'undo'; planId: string }) => startShopRun(kind, planId),
  });
}
