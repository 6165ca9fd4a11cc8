// The generation job of a tool page (ADR 0028), shared by the upload and the linked-shop tools: starting it,
// putting it in the address, following its stages to the plan or the failure, and the uses left afterwards.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { USER_INFO_QUERY_KEY } from '../../../shared/session/user-info-query';
import type { GenerationProgress } from '../model/generation-stages';
import { followGenerationJob } from './follow-generation-job';
import { useJobInAddress } from './use-job-in-address';

/** What the page does with a generation's outcome. */
export interface GenerationJobHandlers<Result> {
  /** Fetches the plan of the finished job. */
  fetchResult(jobId: string): Promise<{ data: Result }>;
  /** The plan arrived (it is already the hook's `result`). */
  onResult?(result: Result): void;
  /** The start or the job failed (the progress already shows failed). */
  onFailure(failure: unknown): void;
}

/**
 * The page's generation: whether one runs, its stages and its plan. The job the address names is followed
 * (the one just started, or after a reload or in a second tab the one running or finished there).
 */
export function useGenerationJob<Result>(handlers: GenerationJobHandlers<Result>) {
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress | undefined>();
  const [result, setResult] = useState<Result | undefined>();

  const follow = async (jobId: string, signal: AbortSignal) => {
    setGenerating(true);
    await followGenerationJob(jobId, signal, {
      fetchResult: handlers.fetchResult,
      setProgress,
      onResult: (next) => {
        setResult(next);
        handlers.onResult?.(next);
      },
      onFailure: handlers.onFailure,
      onSettled: () => {
        setGenerating(false);
        // A generation uses one of the seller's uses (or none when it failed): the balance is read again.
        void queryClient.invalidateQueries({ queryKey: [USER_INFO_QUERY_KEY] });
      },
    });
  };
  const showJob = useJobInAddress(follow, () => setGenerating(false));

  /**
   * Starts a generation with `start` (the start call, answering the job's id), showing `firstProgress`
   * meanwhile; the job is then followed through the address. A refused start is shown as a failure.
   */
  const run = async (
    firstProgress: GenerationProgress,
    start: () => Promise<{ data: { job_id: string } }>,
  ): Promise<void> => {
    setGenerating(true);
    setResult(undefined);
    setProgress(firstProgress);
    let jobId: string;
    try {
      jobId = (await start()).data.job_id;
    } catch (failure) {
      setProgress((previous) => previous && { ...previous, status: 'failed' });
      handlers.onFailure(failure);
      setGenerating(false);
      return;
    }
    showJob(jobId);
  };

  return { generating, progress, setProgress, result, setResult, run };
}

/** A page's generation job (what `useGenerationJob` answers). */
export type GenerationJob<Result> = ReturnType<typeof useGenerationJob<Result>>;
