import { useMutation } from '@tanstack/react-query';
import { ASSISTANT_CALLS, type ContactMessagePayload } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

/** POST /contact_message; the form shows the refusal itself, so the client stays silent. */
export function useLeaveMessageMutation() {
  return useMutation({
    mutationFn: (payload: ContactMessagePayload) =>
      callApi(ASSISTANT_CALLS.leaveMessage, payload, { silent: true }),
  });
}
