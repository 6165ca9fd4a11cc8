// The typed way to make a call of the contracts' call tables: method, path, time-out and retry rule come
// from the call definition, and the answer type is inferred from its schema. Pages and hooks use this
// instead of writing paths.
import { isRetrySafe, type CallAnswer, type CallDefinition, type CallPayload } from '@adplan/contracts';
import { apiClient, type HttpMethod, type RequestOptions } from './api-client';

/** Per-call options a caller may add; method, path, time-out and retry come from the call table. */
export type CallOptions = Pick<RequestOptions, 'headers' | 'silent' | 'signal' | 'onUploadProgress'>;

/**
 * Makes `call` with `payload` (a JSON body, the query of a GET, or FormData for multipart calls) and
 * resolves to the success envelope; failures reject with `ApiError` after the spec §8 handling.
 */
export function callApi<Call extends CallDefinition>(
  call: Call,
  payload?: CallPayload<Call> | FormData,
  options: CallOptions = {},
): Promise<CallAnswer<Call>> {
  const method = call.method.toLowerCase() as HttpMethod;
  const isQuery = method === 'get' || method === 'delete';
  return apiClient.request<unknown>(method, call.path, isQuery ? undefined : payload, {
    ...options,
    params: isQuery ? (payload as RequestOptions['params']) : undefined,
    timeoutMs: call.timeoutMs,
    retry: isRetrySafe(call),
    csrf: call.requiresCsrf === true,
  }) as Promise<CallAnswer<Call>>;
}
