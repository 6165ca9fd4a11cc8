// The account calls as one table: method, path (under the API prefix), payload and answer schema.
// The server's tests check every answer against it, so client and server cannot drift apart.
import type { z } from 'zod';
import { dataAnswerSchema, messageAnswerSchema } from '../api/api-answer';
import { routerListAnswerSchema, ROUTER_LIST_PATH } from '../routes/route-table';
import {
  findPasswordPayloadSchema,
  loginAnswerDataSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  sendSmsPayloadSchema,
  userInfoSchema,
} from './accounts-calls';

/** One call of the API: how it is made and what a successful answer looks like. */
export interface CallDefinition {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Payload schema; undefined for calls without a body. */
  payload?: z.ZodType;
  answer: z.ZodType;
}

/** The account calls of spec §7 plus registration and the route list. */
export const ACCOUNT_CALLS = {
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
  logout: { method: 'GET', path: '/logout', answer: messageAnswerSchema },
  routerList: { method: 'GET', path: ROUTER_LIST_PATH, answer: routerListAnswerSchema },
} as const satisfies Record<string, CallDefinition>;
