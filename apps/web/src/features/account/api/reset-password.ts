import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordPayload } from '@adplan/contracts';
import { apiClient } from '../../../shared/api/api-client';

export const RESET_PASSWORD_PATH = '/reset_password';

/** PUT /reset_password; resolves with the answer (its msg is shown as the success text), rejects with ApiError. */
export function resetPassword(payload: ResetPasswordPayload) {
  // The dialog shows the refusal itself (spec §2: msg shown as error), so the client stays silent.
  return apiClient.put<unknown>(RESET_PASSWORD_PATH, payload, { silent: true });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
