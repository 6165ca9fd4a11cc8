import { useMutation } from '@tanstack/react-query';
import { ASSISTANT_CALLS, type AskPayload } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

/** POST /communication; the page shows a failure in the conversation itself, so the client stays silent. */
export function useAskMutation() {
  return useMutation({
    mutationFn: (payload: AskPayload) => callApi(ASSISTANT_CALLS.ask, payload, { silent: true }),
  });
}
