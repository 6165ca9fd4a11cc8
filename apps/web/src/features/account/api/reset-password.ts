// PUT /reset_password through the account call table: the path, method and retry rule come from it.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_CALLS, type ResetPasswordPayload } from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

/** PUT /reset_password; resolves with the answer (its msg is shown as the success text), rejects with ApiError. */
export function resetPassword(payload: ResetPasswordPayload) {
  // The dialog shows the refusal itself (spec §2: msg shown as error), so the client stays silent.
  return callApi(ACCOUNT_CALLS.resetPassword, payload, { silent: true });
}

/** The password-change mutation of the personal centre's dialog. */
export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
