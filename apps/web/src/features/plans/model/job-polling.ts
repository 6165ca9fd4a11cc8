// The page's side of a polled job (ADR 0028): how long to wait before the next status poll, and a failed
// job's error as the ApiError the pages already know how to show (code, message, field problems).
import { WORK_JOB_POLL_MAX_MS, type WorkJobStatus } from '@adplan/contracts';
import { ApiError, describeTransportError } from '../../../shared/api/api-client';

/** The wait after `previous` ms: half again as long, never more than the contracts' maximum. */
export function nextPollDelay(previous: number): number {
  return Math.min(WORK_JOB_POLL_MAX_MS, Math.round(previous * 1.5));
}

/** The error a failed job's status carries, as the held call would have rejected with it. */
export function jobFailure(status: WorkJobStatus): ApiError {
  const error = status.error;
  if (!error) return new ApiError(500, describeTransportError(undefined), { status: 500 });
  const { fields, ...data } = error.data ?? {};
  return new ApiError(error.code, error.msg, {
    ...(fields ? { fields } : {}),
    status: 400,
    ...(Object.keys(data).length > 0 ? { data } : {}),
  });
}
