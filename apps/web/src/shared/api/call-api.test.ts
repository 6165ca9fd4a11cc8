import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ACCOUNT_CALLS,
  LONG_REQUEST_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  dataAnswerSchema,
  defineCalls,
  messageAnswerSchema,
} from '@adplan/contracts';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './api-client';
import { callApi } from './call-api';

/** A call table of the shapes the areas use: a long retry-safe POST, a query GET, a DELETE. */
const TEST_CALLS = defineCalls({
  generate: {
    method: 'POST',
    path: '/test_generate',
    payload: z.object({ asin: z.string() }),
    answer: dataAnswerSchema(z.object({ id: z.number() })),
    timeoutMs: LONG_REQUEST_TIMEOUT_MS,
    retrySafe: true,
  },
  history: {
    method: 'GET',
    path: '/test_history',
    payload: z.object({ page: z.number() }),
    answer: messageAnswerSchema,
  },
  remove: { method: 'DELETE', path: '/test_item', answer: messageAnswerSchema, retrySafe: false },
});

/** Runs the shared client on a recording adapter instead of the network. */
function recordRequests(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    return { data: answer(config), status: 200, statusText: '', headers: {}, config };
  };
  const defaults = apiClient.instance.defaults;
  const previous = defaults.adapter;
  defaults.adapter = adapter;
  return { calls, restore: () => void (defaults.adapter = previous) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('echoes the CSRF token on GET /logout, a GET that ends the session', async () => {
    document.cookie = 'csrftoken=token-456; path=/';
    const recorder = recordRequests(() => ({ code: 200, msg: 'ok' }));
    try {
      await callApi(ACCOUNT_CALLS.logout);
      await callApi(ACCOUNT_CALLS.userInfo);
      const [logout, userInfo] = recorder.calls;
      expect(logout?.method).toBe('get');
      expect(logout?.url).toBe('/logout');
      expect(logout?.headers.get('X-CSRFToken')).toBe('token-456');
      // Ordinary reads still carry no token.
      expect(userInfo?.headers.get('X-CSRFToken')).toBeUndefined();
    } finally {
      recorder.restore();
      document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });

  it("sends the call's method and path with the JSON body, and resolves to the typed answer", async () => {
    const recorder = recordRequests(() => ({ code: 200, msg: 'ok', data: { id: 7 } }));
    try {
      const answer = await callApi(TEST_CALLS.generate, { asin: 'B000000001' });
      expect(answer.data.id).toBe(7);
      const [config] = recorder.calls;
      expect(config?.method).toBe('post');
      expect(config?.url).toBe('/test_generate');
      expect(JSON.parse(String(config?.data))).toEqual({ asin: 'B000000001' });
      expect(config?.timeout).toBe(LONG_REQUEST_TIMEOUT_MS);
    } finally {
      recorder.restore();
    }
  });

  it('sends a GET payload as the query string with the standard time-out', async () => {
    const recorder = recordRequests(() => ({ code: 200, msg: 'ok' }));
    try {
      await callApi(TEST_CALLS.history, { page: 2 });
      const [config] = recorder.calls;
      expect(config?.method).toBe('get');
      expect(config?.params).toEqual({ page: 2 });
      expect(config?.data).toBeUndefined();
      expect(config?.timeout).toBe(REQUEST_TIMEOUT_MS);
    } finally {
      recorder.restore();
    }
  });

  it('retries after a network failure only when the call table says it is safe', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ code: 200, msg: 'ok', data: {} });
    await callApi(TEST_CALLS.generate, { asin: 'B000000001' });
    await callApi(TEST_CALLS.remove);
    await callApi(ACCOUNT_CALLS.userInfo);
    await callApi(ACCOUNT_CALLS.login, {
      login_type: 'phone_sms',
      phone_number: '13800000000',
      sms_code: '123456',
      agreement: true,
    });
    expect(request.mock.calls.map(([method, path, , options]) => [method, path, options?.retry])).toEqual([
      ['post', '/test_generate', true],
      ['delete', '/test_item', false],
      ['get', '/user_info', true],
      ['post', '/login', false],
    ]);
  });

  it('repeats a retry-safe call after a network failure and stops at the first answer', async () => {
    let attempts = 0;
    const recorder = recordRequests((config) => {
      attempts += 1;
      if (attempts === 1) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      return { code: 200, msg: 'ok', data: { id: 1 } };
    });
    vi.useFakeTimers();
    try {
      const pending = callApi(TEST_CALLS.generate, { asin: 'B000000001' });
      await vi.runAllTimersAsync();
      await expect(pending).resolves.toMatchObject({ data: { id: 1 } });
      expect(recorder.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      recorder.restore();
    }
  });

  it('passes the caller options (silent) through', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ code: 200, msg: 'ok', data: {} });
    await callApi(ACCOUNT_CALLS.logout, undefined, { silent: true });
    expect(request).toHaveBeenCalledWith(
      'get',
      '/logout',
      undefined,
      expect.objectContaining({ silent: true }),
    );
  });
});
