// The one HTTP client of spec §7 and the HTTP error handling of spec §8. It returns the answer body
// `{ code, msg, data }` when the code is a success code, and throws `ApiError` otherwise, after doing
// what the spec asks for the failure: 401 resets the session and goes to login, 409 goes to /401, any
// other failure shows its message (unless the caller asked to show it itself with `silent`).
import axios, { AxiosError, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  API_PREFIX,
  CSRF_HEADER,
  HTTP_STATUS,
  isSuccessCode,
  LONG_REQUEST_TIMEOUT_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  SAFE_HTTP_METHODS,
  errorMessage,
  type ErrorKey,
  type MessageParams,
} from '@adplan/contracts';
import { i18n } from '../i18n/i18n';
import { toContractsLanguage } from '../i18n/languages';
import { readCsrfCookie } from './cookies';

/** The answer envelope of every call (docs/architecture.md §4). */
export interface ApiAnswer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Field-keyed validation messages the server sends in `data.fields` of a failed call. */
export type FieldErrors = Record<string, string[]>;

/** A failed call: the product or HTTP code, a sentence in the user's language and, for forms, per-field messages. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly fields: FieldErrors | undefined;
  /** HTTP status when the server answered; undefined when no answer arrived. */
  readonly status: number | undefined;
  /** The answer's `data` beside the field errors (e.g. `retry_after_seconds` of a 429). */
  readonly data: Record<string, unknown> | undefined;

  constructor(
    code: number,
    msg: string,
    options: { fields?: FieldErrors; status?: number; data?: Record<string, unknown> } = {},
  ) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.fields = options.fields;
    this.status = options.status;
    this.data = options.data;
  }
}

export interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Plan generation and price look-ups: 100 s instead of 15 s (spec §7). */
  long?: boolean;
  /** An explicit timeout in milliseconds (for example 20 s for /hb_kt_v4). */
  timeoutMs?: number;
  /** Whether a network failure may be retried (spec §7: 4 retries); defaults to true for GET/HEAD only. */
  retry?: boolean;
  /** The caller shows the failure message itself; session and permission handling still happen. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Upload progress of a body (multipart uploads), as a fraction 0-1. */
  onUploadProgress?: (fraction: number) => void;
  /** Echo the CSRF token on a safe method too (a GET that changes state, such as /logout). */
  csrf?: boolean;
}

/** What the application does on the failures the client cannot handle alone (wired in app/). */
export interface ApiEventHandlers {
  /** 401: the session is no longer valid. */
  onSessionInvalid(): void;
  /** 409: the user lacks the permission for the call. */
  onNoPermission(): void;
  /** Shows a failure message to the user. */
  notifyError(message: string): void;
  /** Every failed call with its path (the client error log keeps the ones worth reporting). */
  onCallFailed?(error: ApiError, path: string): void;
}

// The protocol facts (prefix, success codes, CSRF names, the 401/409 statuses) come from the contracts,
// so the server and this client cannot disagree on them.
const INVALID_SESSION_CODE = HTTP_STATUS.invalidSession;
const NO_PERMISSION_CODE = HTTP_STATUS.noPermission;

function isSafeMethod(method: string): boolean {
  return SAFE_HTTP_METHODS.includes(method.toUpperCase());
}

let handlers: ApiEventHandlers = {
  onSessionInvalid: () => undefined,
  onNoPermission: () => undefined,
  notifyError: () => undefined,
};

/** Connects the client to the session, the router and the message area (called once by app/). */
export function setApiEventHandlers(next: ApiEventHandlers): void {
  handlers = next;
}

/** A spec §8 message from the contracts' error catalogue in the interface language. */
function text(key: ErrorKey, params?: MessageParams): string {
  return errorMessage(key, toContractsLanguage(i18n.language), params);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldsOf(body: Record<string, unknown>): FieldErrors | undefined {
  const data = body.data;
  if (!isRecord(data) || !isRecord(data.fields)) return undefined;
  return data.fields as FieldErrors;
}

/** The spec §8 sentence for a failure without a usable server message. */
export function describeTransportError(error: unknown): string {
  if (error instanceof AxiosError) {
    const statusMatch = /failed with status code (\d+)/i.exec(error.message);
    if (error.response || statusMatch) {
      return text(error.response?.status === INVALID_SESSION_CODE ? 'http.invalidToken' : 'http.status', {
        code: error.response?.status ?? statusMatch?.[1] ?? '',
      });
    }
    if (
      error.code === AxiosError.ECONNABORTED ||
      error.code === AxiosError.ETIMEDOUT ||
      /timeout/i.test(error.message)
    ) {
      return text('http.timeout');
    }
    if (error.code === AxiosError.ERR_NETWORK || error.message === 'Network Error')
      return text('http.network');
  }
  return text('http.unknown');
}

function isRetryable(method: string, retry: boolean | undefined, error: unknown): boolean {
  return (
    (retry ?? isSafeMethod(method)) &&
    error instanceof AxiosError &&
    !error.response &&
    error.code !== AxiosError.ERR_CANCELED
  );
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function fail(error: ApiError, silent: boolean | undefined): ApiError {
  if (error.code === INVALID_SESSION_CODE || error.status === INVALID_SESSION_CODE) {
    if (!silent) handlers.notifyError(error.msg);
    handlers.onSessionInvalid();
  } else if (error.code === NO_PERMISSION_CODE || error.status === NO_PERMISSION_CODE) {
    handlers.onNoPermission();
  } else if (!silent) {
    handlers.notifyError(error.msg);
  }
  return error;
}

function dataOf(body: Record<string, unknown>): Record<string, unknown> | undefined {
  return isRecord(body.data) ? body.data : undefined;
}

function fromAnswer<T>(response: AxiosResponse<unknown>): ApiAnswer<T> | ApiError {
  const body = response.data;
  if (!isRecord(body) || typeof body.code !== 'number') {
    return new ApiError(response.status, text('http.unknown'), { status: response.status });
  }
  if (isSuccessCode(body.code)) return body as unknown as ApiAnswer<T>;
  const msg =
    typeof body.msg === 'string' && body.msg !== ''
      ? body.msg
      : text(body.code === INVALID_SESSION_CODE ? 'http.invalidToken' : 'http.status', { code: body.code });
  return new ApiError(body.code, msg, {
    fields: fieldsOf(body),
    status: response.status,
    data: dataOf(body),
  });
}

function fromFailure(error: unknown): ApiError {
  if (error instanceof AxiosError && error.response) {
    const body: unknown = error.response.data;
    const status = error.response.status;
    const serverMsg =
      isRecord(body) && typeof body.msg === 'string' && body.msg !== '' ? body.msg : undefined;
    const code = isRecord(body) && typeof body.code === 'number' ? body.code : status;
    return new ApiError(code, serverMsg ?? describeTransportError(error), {
      fields: isRecord(body) ? fieldsOf(body) : undefined,
      status,
      data: isRecord(body) ? dataOf(body) : undefined,
    });
  }
  return new ApiError(0, describeTransportError(error));
}

/** Methods the client sends. */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface ApiClientOptions {
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
  retryDelayMs?: number;
}

/** Builds a client; the application uses the shared `apiClient` below. */
export function createApiClient(clientOptions: ApiClientOptions = {}) {
  const instance = axios.create({
    baseURL: API_PREFIX,
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    ...(clientOptions.adapter ? { adapter: clientOptions.adapter } : {}),
  });
  const retryDelayMs = clientOptions.retryDelayMs ?? REQUEST_RETRY_DELAY_MS;

  async function request<T>(
    method: HttpMethod,
    url: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { 'Accept-Language': i18n.language, ...options.headers };
    if (!isSafeMethod(method) || options.csrf === true) {
      const token = readCsrfCookie();
      if (token) headers[CSRF_HEADER] = token;
    }
    const config: AxiosRequestConfig = {
      method,
      url,
      data: body,
      params: options.params,
      headers,
      timeout: options.timeoutMs ?? (options.long ? LONG_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
      signal: options.signal,
      ...(options.onUploadProgress
        ? {
            onUploadProgress: (event: { progress?: number }) =>
              options.onUploadProgress?.(event.progress ?? 0),
          }
        : {}),
    };
    for (let attempt = 0; ; attempt += 1) {
      let outcome: ApiAnswer<T> | ApiError;
      try {
        outcome = fromAnswer<T>(await instance.request<unknown>(config));
      } catch (error) {
        if (attempt < REQUEST_RETRY_COUNT && isRetryable(method, options.retry, error)) {
          await wait(retryDelayMs);
          continue;
        }
        outcome = fromFailure(error);
      }
      if (outcome instanceof ApiError) {
        handlers.onCallFailed?.(outcome, url);
        throw fail(outcome, options.silent);
      }
      return outcome;
    }
  }

  return {
    request,
    /** The underlying axios instance (tests replace its adapter to see what a call sends). */
    instance,
    get: <T = unknown>(url: string, options?: RequestOptions) => request<T>('get', url, undefined, options),
    post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('post', url, body, options),
    put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('put', url, body, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The shared client under `callApi` (shared/api/call-api.ts), which pages and hooks use instead of paths. */
export const apiClient: ApiClient = createApiClient();
