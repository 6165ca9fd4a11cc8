// The account calls as one table: method, path (under the API prefix), payload and answer schema.
// The server's tests check every answer against it, so client and server cannot drift apart.
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema, messageAnswerSchema } from '../api/api-answer';
import { routerListAnswerSchema, ROUTER_LIST_PATH } from '../routes/route-table';
import {
  clientErrorPayloadSchema,
  findPasswordPayloadSchema,
  loginAnswerDataSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  sendSmsPayloadSchema,
  userInfoSchema,
} from './accounts-calls';

/** The account calls of spec §7 plus registration and the route list. */
export const ACCOUNT_CALLS = defineCalls({
  sendSms: { method: 'POST', path: '/sms', payload: sendSmsPayloadSchema, answer: messageAnswerSchema },
  login: {
    method: 'POST',
    path: '/login',
    payload: loginPayloadSchema,
    answer: dataAnswerSchema(loginAnswerDataSchema),
  },
  register: {
    method: 'POST',
    path: '/register',
    payload: registerPayloadSchema,
    answer: dataAnswerSchema(loginAnswerDataSchema),
  },
  userInfo: { method: 'GET', path: '/user_info', answer: dataAnswerSchema(userInfoSchema) },
  resetPassword: {
    method: 'PUT',
    path: '/reset_password',
    payload: resetPasswordPayloadSchema,
    answer: messageAnswerSchema,
  },
  findPassword: {
    method: 'POST',
    path: '/find_password',
    payload: findPasswordPayloadSchema,
    answer: messageAnswerSchema,
  },
  // GET as the spec says, but it ends the session: the CSRF header is required on it (ADR 0017).
  logout: { method: 'GET', path: '/logout', answer: messageAnswerSchema, requiresCsrf: true },
  routerList: { method: 'GET', path: ROUTER_LIST_PATH, answer: routerListAnswerSchema },
  /** Spec §3 client error log: the console reports an error it caught in production (no session needed). */
  reportClientError: {
    method: 'POST',
    path: '/client_errors',
    payload: clientErrorPayloadSchema,
    answer: messageAnswerSchema,
    retrySafe: false,
  },
});
