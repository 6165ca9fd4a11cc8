// The account calls the public pages make (spec §7): send an SMS code, log in, register, reset a forgotten
// password. Failures arrive as `ApiError` and are shown by the page itself (`silent`), because the login
// page has its own rule for which message to show.
import {
  ACCOUNT_CALLS,
  type FindPasswordPayload,
  type LoginAnswerData,
  type LoginPayload,
  type RegisterPayload,
  type SendSmsPayload,
} from '@adplan/contracts';
import { callApi } from '../../../shared/api/call-api';

/** POST /sms: sends a 6-digit code for one purpose; resolves to the server's confirmation sentence. */
export async function sendSmsCode(payload: SendSmsPayload): Promise<string> {
  const answer = await callApi(ACCOUNT_CALLS.sendSms, payload, { silent: true });
  return answer.msg;
}

/** POST /login: on success the server sets the session cookies; the answer names the user. */
export async function login(payload: LoginPayload): Promise<LoginAnswerData | undefined> {
  const answer = await callApi(ACCOUNT_CALLS.login, payload, { silent: true });
  return answer.data;
}

/** POST /register: creates the account; the server may sign the new user in at once. */
export async function register(payload: RegisterPayload): Promise<void> {
  await callApi(ACCOUNT_CALLS.register, payload, { silent: true });
}

/** POST /find_password: sets a new password after checking the SMS code. */
export async function findPassword(payload: FindPasswordPayload): Promise<void> {
  await callApi(ACCOUNT_CALLS.findPassword, payload, { silent: true });
}
