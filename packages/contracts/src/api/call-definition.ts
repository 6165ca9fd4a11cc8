// One API call as data: method, path, payload and answer schemas, time-out and retry rule. Each area
// of the product writes its calls once in a call table (`defineCalls`); the server registers its routes
// from the table and the web's typed client calls through it, so a path is written once and the answer
// type is inferred on both sides.
import type { z } from 'zod';
import { SAFE_HTTP_METHODS } from './http-protocol';

/** HTTP method of a call. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the payload travels: a JSON body (or the query string of a GET), or multipart form data with files. */
export type CallBodyKind = 'json' | 'multipart';

/** One call of the API: how it is made and what a successful answer looks like. */
export interface CallDefinition {
  method: CallMethod;
  /** Path under the API prefix, e.g. `/login`. */
  path: string;
  /**
   * Schema of the payload: the JSON body, the query of a GET, or (multipart) the JSON of the `params`
   * field. Undefined for calls without one.
   */
  payload?: z.ZodType;
  /** Schema of the whole successful answer `{ code, msg, data? }`. */
  answer: z.ZodType;
  /** Time-out in milliseconds when it differs from the standard 15 s (spec §7 long calls: 100 s). */
  timeoutMs?: number;
  /** Whether the client may repeat the call after a network failure; defaults to true for GET only. */
  retrySafe?: boolean;
  /** Defaults to `json`. */
  body?: CallBodyKind;
  /**
   * A GET that changes state (`/logout`): a signed-in browser must echo its CSRF token on it as on unsafe
   * methods, so another site cannot trigger it with a link or an image.
   */
  requiresCsrf?: boolean;
  /**
   * The HTTP status of a successful answer when it is not 200: 202 for a call that starts a job and answers
   * at once with its id (the body keeps the success code 200 of spec §7).
   */
  successStatus?: 202;
}

/** Declares a call table; keeps each entry's literal types so payload and answer types can be inferred. */
export function defineCalls<const Calls extends Record<string, CallDefinition>>(calls: Calls): Calls {
  return calls;
}

/** The payload a caller passes (schema input: before trimming and defaults). */
export type CallPayload<Call extends CallDefinition> = Call['payload'] extends z.ZodType
  ? z.input<Call['payload']>
  : undefined;

/** The payload a handler receives (schema output: trimmed, defaults applied). */
export type ParsedCallPayload<Call extends CallDefinition> = Call['payload'] extends z.ZodType
  ? z.output<Call['payload']>
  : undefined;

/** The whole successful answer of a call. */
export type CallAnswer<Call extends CallDefinition> = z.infer<Call['answer']>;

/** The `data` of a successful answer (undefined for message-only answers). */
export type CallData<Call extends CallDefinition> =
  CallAnswer<Call> extends { data: infer Data } ? Data : undefined;

/** Whether a call may be repeated after a network failure (GET/HEAD unless the table says otherwise). */
export function isRetrySafe(call: CallDefinition): boolean {
  return call.retrySafe ?? SAFE_HTTP_METHODS.includes(call.method);
}
