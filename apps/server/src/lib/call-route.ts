// Registers a route from a contracts call definition: the method and path come from the call table
// (written once, shared with the web client), the payload is parsed with the call's schema (the JSON
// body, or the query string of a GET), and the handler returns the success envelope.
import type { CallData, CallDefinition, ParsedCallPayload, SuccessAnswer } from '@adplan/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parsePayload } from './parse-payload';

/** What a route handler receives: the request, the reply and the parsed payload of its call. */
export type CallHandler<Call extends CallDefinition> = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: ParsedCallPayload<Call>,
) => Promise<SuccessAnswer<CallData<Call>>> | SuccessAnswer<CallData<Call>>;

/** Route-level options: Fastify route config (CSRF exemption, rate limit) and, for uploads, the body limit. */
export interface CallRouteOptions {
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

/**
 * Adds the route of `call` to `app` (an app scoped to the API prefix). Multipart calls receive no parsed
 * payload (`undefined`): their handler reads the form itself, with the call's schema for the `params` field.
 */
export function routeCall<Call extends CallDefinition>(
  app: FastifyInstance,
  call: Call,
  handler: CallHandler<Call>,
  options: CallRouteOptions = {},
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(options.config || call.requiresCsrf === true
      ? { config: { ...options.config, ...(call.requiresCsrf === true ? { csrfRequired: true } : {}) } }
      : {}),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const payload = payloadOf(call, request) as ParsedCallPayload<Call>;
      const answer = await handler(request, reply, payload);
      // A call that starts a job answers 202 (Accepted) as its table says; the body keeps code 200.
      if (call.successStatus !== undefined) void reply.code(call.successStatus);
      return answer;
    },
  });
}

function payloadOf(call: CallDefinition, request: FastifyRequest): unknown {
  if (!call.payload || call.body === 'multipart') return undefined;
  const raw = call.method === 'GET' || call.method === 'DELETE' ? request.query : request.body;
  return parsePayload(call.payload, raw);
}
