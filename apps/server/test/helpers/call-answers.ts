// Holds the server to its contracts: a call is made from its call-table entry (method and path written
// once) and a successful answer must parse with the call's answer schema, a refusal with the error envelope.
import { API_PREFIX, errorAnswerSchema, type CallDefinition } from '@adplan/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts the call's success status (200, or its table's `successStatus`) and a body exactly as `call`'s
 * answer schema describes (issues listed on failure).
 */
export function expectAnswerOf(call: CallDefinition, response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(call.successStatus ?? 200);
  const parsed = call.answer.safeParse(response.json());
  expect(parsed.error?.issues ?? []).toEqual([]);
}

/** Asserts a refusal with `status` in the `{code, msg, data?}` error envelope; returns the parsed body. */
export function expectRefusal(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return errorAnswerSchema.parse(response.json());
}

/** Extra request parts: the cookies and headers of a signed-in browser (see `asBrowser`). */
export interface InjectParts {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * Makes `call` against `app` with `payload` as its JSON body, or as the query string for GET/DELETE, under
 * the API prefix; the method and path come from the call table.
 */
export function injectCall(
  app: FastifyInstance,
  call: CallDefinition,
  payload?: Record<string, unknown>,
  parts: InjectParts = {},
): Promise<LightMyRequestResponse> {
  const isQuery = call.method === 'GET' || call.method === 'DELETE';
  return app.inject({
    method: call.method,
    url: `${API_PREFIX}${call.path}`,
    ...parts,
    ...(payload === undefined
      ? {}
      : isQuery
        ? { query: Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)])) }
        : { payload }),
  });
}
