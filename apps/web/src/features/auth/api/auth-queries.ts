// The hooks through which the public account pages call the server (auth-calls.ts holds the calls):
// every one is a mutation, since each sends something the seller typed. Each passes the payload alone
// (a mutation function is also handed TanStack Query's context, which the calls do not take).
import { useMutation } from '@tanstack/react-query';
import type { FindPasswordPayload, LoginPayload, RegisterPayload, SendSmsPayload } from '@adplan/contracts';
import { findPassword, login, register, sendSmsCode } from './auth-calls';

/** POST /sms: sends a code for one purpose; answers the server's confirmation sentence. */
export function useSendSmsCodeMutation() {
  return useMutation({ mutationFn: (payload: SendSmsPayload) => sendSmsCode(payload) });
}

/** POST /login: the server sets the session cookies; answers the signed-in user. */
export function useLoginMutation() {
  return useMutation({ mutationFn: (payload: LoginPayload) => login(payload) });
}

/** POST /register: creates the account. */
export function useRegisterMutation() {
  return useMutation({ mutationFn: (payload: RegisterPayload) => register(payload) });
}

/** POST /find_password: sets a new password after checking the SMS code. */
export function useFindPasswordMutation() {
  return useMutation({ mutationFn: (payload: FindPasswordPayload) => findPassword(payload) });
}
