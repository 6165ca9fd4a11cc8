// Following a generation job to its end (ADR 0028), shared by the upload and the linked-shop tool pages:
// the stages and queue place from the job's status, then the plan fetched once it is done.
import type { Dispatch, SetStateAction } from 'react';
import { INITIAL_PROGRESS, withServerStage, type GenerationProgress } from '../model/generation-stages';
import { waitForJob } from './work-jobs-api';

/** What a page does with each step of a followed generation. */
export interface GenerationFollower<Result> {
  /** Fetches the plan of the finished job. */
  fetchResult(jobId: string): Promise<{ data: Result }>;
  setProgress: Dispatch<SetStateAction<GenerationProgress | undefined>>;
  /** The plan arrived (the progress already shows done). */
  onResult(result: Result): void;
  /** The job failed or could not be followed (the progress already shows failed). */
  onFailure(failure: unknown): void;
  /** The job ended and the page still follows it: success or failure alike. */
  onSettled(): void;
}

/**
 * Follows the generation job `jobId` until it ends or `signal` aborts (the page left it or follows another
 * job); nothing is reported after an abort.
 */
export async function followGenerationJob<Result>(
  jobId: string,
  signal: AbortSignal,
  follower: GenerationFollower<Result>,
): Promise<void> {
  const { setProgress } = follower;
  setProgress((previous) => previous ?? { ...INITIAL_PROGRESS, current: 1, uploadFraction: 1 });
  try {
    const end = await waitForJob(jobId, {
      signal,
      onStatus: (status) =>
        setProgress(
          (previous) => previous && withServerStage(previous, status.stage ?? 'pending', status.place),
        ),
    });
    if (!end) return;
    const answer = await follower.fetchResult(jobId);
    if (signal.aborted) return;
    setProgress((previous) => previous && { ...previous, status: 'done' });
    follower.onResult(answer.data);
  } catch (failure) {
    if (signal.aborted) return;
    setProgress((previous) => previous && { ...previous, status: 'failed' });
    follower.onFailure(failure);
  } finally {
    if (!signal.aborted) follower.onSettled();
  }
}
