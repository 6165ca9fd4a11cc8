// The running job of a page lives in its address (`?job=<id>`, ADR 0028): the page that starts a job puts
// it there, and the page follows whatever job the address names, so a reload or a second tab opened on
// the same address finds the job still running, or its result once it is done.
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter that names the page's job. */
export const JOB_SEARCH_PARAM = 'job';

/**
 * Calls `follow(jobId, signal)` for the job the address names (at once after a reload); the signal aborts
 * when the address changes or the page goes away, and then `stopped` is called. Answers the function that
 * puts a newly started job in the address (replacing the entry, so Back leaves the tool as before).
 */
export function useJobInAddress(
  follow: (jobId: string, signal: AbortSignal) => Promise<void>,
  stopped: () => void,
): (jobId: string) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get(JOB_SEARCH_PARAM);
  const start = useEffectEvent((id: string, signal: AbortSignal) => void follow(id, signal));
  const stop = useEffectEvent(() => stopped());
  useEffect(() => {
    if (!jobId) return undefined;
    const controller = new AbortController();
    // Started from a timer, as a subscription is: the follower's state updates come from its callbacks.
    const timer = setTimeout(() => start(jobId, controller.signal), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
      stop();
    };
  }, [jobId]);
  return (id: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(JOB_SEARCH_PARAM, id);
        return next;
      },
      { replace: true },
    );
}
