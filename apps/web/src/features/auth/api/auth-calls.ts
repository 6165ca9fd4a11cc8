// The account calls the public pages make (spec §7): send an SMS code, log in, register, reset a forgotten
// password. Payloads are the contracts' parsed schemas; failures arrive as `ApiError` and are shown by the
// page itself (`silent`), because the login page has its own rule for which message to show.
import type {
  FindPasswordPayload,
  LoginAnswerData,
  LoginPayload,
  RegisterPayload,
  SendSmsPayload,
} from '@adplan/contracts';
import { apiClient } from '../../../shared/api/api-client';

/** Paths of the calls below, under the client's API prefix. */
export const AUTH_CALL_PATHS = {
  sms: '/sms',
  login: '/login',
  register: '/register',
  findPassword: '/find_password',
} as const;

/** POST /sms: sends a 6-digit code for one purpose; resolves to the server's confirmation sentence. */
export async function sendSmsCode(payload: SendSmsPayload): Promise<string> {
  const answer = await apiClient.post(AUTH_CALL_PATHS.sms, payload, { silent: true });
  return answer.msg;
}

/** POST /login: on success the server sets the session cookies; the answer names the user. */
export async function login(payload: LoginPayload): Promise<LoginAnswerData | undefined> {
  const answer = await apiClient.post<LoginAnswerData | undefined>(AUTH_CALL_PATHS.login, payload, {
    silent: true,
  });
  return answer.data;
}

/** POST /register: creates the account; the server may sign the new user in at once. */
export async function register(payload: RegisterPayload): Promise<void> {
  await apiClient.post(AUTH_CALL_PATHS.register, payload, { silent: true });
}

/** POST /find_password: sets a new password after checking the SMS code. */
export async function findPassword(payload: FindPasswordPayload): Promise<void> {
  await apiClient.post(AUTH_CALL_PATHS.findPassword, payload, { silent: true });
}
