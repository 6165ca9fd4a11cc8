// The job calls of the plan pages (ADR 0028): a generation, an apply or an undo starts as a job whose POST
// answers at once with its id; the page polls its status (with backoff) and fetches the result when done.
// A failed job's error arrives through the status and is thrown as the ApiError the held call would have
// failed with, so the pages show it as before.
import {
  PLANS_CALLS,
  SHOP_PLANS_CALLS,
  WORK_JOB_POLL_FIRST_MS,
  type ShopPlanPath,
  type WorkJobStatus,
} from '@adplan/contracts';
import { callApi, type CallOptions } from '../../../shared/api/call-api';
import { jobFailure, nextPollDelay } from '../model/job-polling';

/** Starts a generation from uploaded files; the form carries `flow`, `params`, `request_id` and the files. */
export function startGeneration(form: FormData, options: CallOptions = {}) {
  return callApi(PLANS_CALLS.startGeneration, form, { silent: true, ...options });
}

/** The plan a generation job stored. */
export function fetchGenerationResult(jobId: string) {
  return callApi(PLANS_CALLS.generationResult, { job_id: jobId }, { silent: true });
}

/** Starts a linked-shop generation: `planCall` is the flow's spec call, the payload its body. */
export function startShopGeneration(
  planCall: ShopPlanPath,
  payload: { shop_id: string; request_id?: string } & Record<string, unknown>,
) {
  return callApi(SHOP_PLANS_CALLS.startShopGeneration, { ...payload, plan_call: planCall }, { silent: true });
}

/** The plan and change-set a linked-shop generation job stored. */
export function fetchShopGenerationResult(jobId: string) {
  return callApi(SHOP_PLANS_CALLS.shopGenerationResult, { job_id: jobId }, { silent: true });
}

/** Starts applying (or resuming) or undoing the plan. */
export function startShopRun(kind: 'apply' | 'undo', planId: string) {
  const call = kind === 'apply' ? SHOP_PLANS_CALLS.startApply : SHOP_PLANS_CALLS.startUndo;
  return callApi(call, { plan_id: planId }, { silent: true });
}

/** How a wait for a job is told of each status and stopped. */
export interface JobWaitOptions {
  onStatus?: (status: WorkJobStatus) => void;
  /** Aborting stops the polling: the wait then resolves to undefined (the page went away). */
  signal?: AbortSignal;
  /** Waits between polls (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the job until it ends, waiting longer between polls as it runs (400 ms up to 3 s). Resolves to
 * the final status when done; throws the job's error as an ApiError when it failed; undefined if aborted.
 */
export async function waitForJob(
  jobId: string,
  options: JobWaitOptions = {},
): Promise<WorkJobStatus | undefined> {
  const sleep = options.sleep ?? realSleep;
  let delay = WORK_JOB_POLL_FIRST_MS;
  for (;;) {
    if (options.signal?.aborted) return undefined;
    const status = (await callApi(PLANS_CALLS.workJob, { job_id: jobId }, { silent: true })).data;
    if (options.signal?.aborted) return undefined;
    options.onStatus?.(status);
    if (status.state === 'done') return status;
    if (status.state === 'failed') throw jobFailure(status);
    await sleep(delay);
    delay = nextPollDelay(delay);
  }
}
