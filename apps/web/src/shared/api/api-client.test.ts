import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  errorMessage,
  LONG_REQUEST_TIMEOUT_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_TIMEOUT_MS,
} from '@adplan/contracts';
import { i18n } from '../i18n/i18n';
import { ApiError, createApiClient, setApiEventHandlers } from './api-client';

type Reply = (config: InternalAxiosRequestConfig) => AxiosResponse | Promise<AxiosResponse>;

/** An adapter that records each request and answers like axios does (rejecting statuses >= 400). */
function mockAdapter(reply: Reply) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const response = await reply(config);
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, calls };
}

function answer(status: number, data: unknown): Reply {
  return (config) => ({ data, status, statusText: '', headers: {}, config });
}

function networkError(): Reply {
  return (config) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  };
}

const handlers = { onSessionInvalid: vi.fn(), onNoPermission: vi.fn(), notifyError: vi.fn() };

beforeEach(async () => {
  setApiEventHandlers(handlers);
  await i18n.changeLanguage('zh-CN');
});

afterEach(() => {
  vi.clearAllMocks();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('apiClient answers', () => {
  it('returns the body for the success codes 200 and 0', async () => {
    for (const code of [200, 0]) {
      const { adapter } = mockAdapter(answer(200, { code, msg: 'ok', data: { n: 1 } }));
      const client = createApiClient({ adapter });
      await expect(client.get<{ n: number }>('/user_info')).resolves.toEqual({
        code,
        msg: 'ok',
        data: { n: 1 },
      });
    }
  });

  it('rejects a failure code with the server message and field errors, and shows the message', async () => {
    const fields = { password: ['当前密码不正确'] };
    const { adapter } = mockAdapter(answer(200, { code: 400, msg: '当前密码不正确', data: { fields } }));
    const client = createApiClient({ adapter });
    const error = await client.put('/reset_password', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, msg: '当前密码不正确', fields });
    expect(handlers.notifyError).toHaveBeenCalledWith('当前密码不正确');
  });

  it('leaves the message to a silent caller', async () => {
    const { adapter } = mockAdapter(answer(400, { code: 400, msg: 'bad' }));
    const client = createApiClient({ adapter });
    await expect(client.put('/reset_password', {}, { silent: true })).rejects.toMatchObject({ msg: 'bad' });
    expect(handlers.notifyError).not.toHaveBeenCalled();
  });
});

describe('apiClient request shape', () => {
  it('sends credentials, the /api prefix, the language and the default timeout', async () => {
    const { adapter, calls } = mockAdapter(answer(200, { code: 200, msg: '' }));
    await i18n.changeLanguage('en-US');
    await createApiClient({ adapter }).get('/user_info');
    const [config] = calls;
    expect(config?.baseURL).toBe('/api');
    expect(config?.withCredentials).toBe(true);
    expect(config?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(config?.headers.get('Accept-Language')).toBe('en-US');
  });

  it('uses the long timeout on request', async () => {
    const { adapter, calls } = mockAdapter(answer(200, { code: 200, msg: '' }));
    await createApiClient({ adapter }).post('/hb_pt_v4', {}, { long: true });
    expect(calls[0]?.timeout).toBe(LONG_REQUEST_TIMEOUT_MS);
  });

  it('echoes the csrftoken cookie in X-CSRFToken on unsafe methods only', async () => {
    document.cookie = 'csrftoken=token-123; path=/';
    const { adapter, calls } = mockAdapter(answer(200, { code: 200, msg: '' }));
    const client = createApiClient({ adapter });
    await client.post('/charge', { charge_fee: '10' });
    await client.put('/reset_password', {});
    await client.get('/user_info');
    expect(calls[0]?.headers.get('X-CSRFToken')).toBe('token-123');
    expect(calls[1]?.headers.get('X-CSRFToken')).toBe('token-123');
    expect(calls[2]?.headers.get('X-CSRFToken')).toBeUndefined();
  });
});

describe('apiClient retries', () => {
  it(`retries a GET ${REQUEST_RETRY_COUNT} times when no answer arrives, then reports a connection error`, async () => {
    const { adapter, calls } = mockAdapter(networkError());
    const client = createApiClient({ adapter, retryDelayMs: 0 });
    await expect(client.get('/user_info')).rejects.toMatchObject({ msg: errorMessage('http.network', 'zh') });
    expect(calls).toHaveLength(REQUEST_RETRY_COUNT + 1);
    expect(handlers.notifyError).toHaveBeenCalledTimes(1);
  });

  it('succeeds when a retry gets through', async () => {
    let attempts = 0;
    const { adapter, calls } = mockAdapter((config) => {
      attempts += 1;
      return attempts < 3 ? networkError()(config) : answer(200, { code: 200, msg: 'ok' })(config);
    });
    await expect(createApiClient({ adapter, retryDelayMs: 0 }).get('/user_info')).resolves.toMatchObject({
      msg: 'ok',
    });
    expect(calls).toHaveLength(3);
  });

  it('waits the retry delay between attempts', async () => {
    vi.useFakeTimers();
    try {
      const { adapter, calls } = mockAdapter(networkError());
      const pending = createApiClient({ adapter, retryDelayMs: 1000 })
        .get('/user_info')
        .catch(() => undefined);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3000);
      await pending;
      expect(calls).toHaveLength(REQUEST_RETRY_COUNT + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never retries POST or PUT', async () => {
    for (const call of ['post', 'put'] as const) {
      const { adapter, calls } = mockAdapter(networkError());
      await expect(createApiClient({ adapter, retryDelayMs: 0 })[call]('/charge', {})).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(calls).toHaveLength(1);
    }
  });

  it('does not retry a GET the server answered', async () => {
    const { adapter, calls } = mockAdapter(answer(500, {}));
    await expect(createApiClient({ adapter, retryDelayMs: 0 }).get('/user_info')).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(1);
  });
});

describe('apiClient error mapping (spec §8)', () => {
  it('maps a timeout to the request-timeout message in the user language', async () => {
    await i18n.changeLanguage('en-US');
    const { adapter } = mockAdapter((config) => {
      throw new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config);
    });
    await expect(createApiClient({ adapter, retryDelayMs: 0 }).post('/login', {})).rejects.toMatchObject({
      msg: errorMessage('http.timeout', 'en'),
    });
  });

  it('maps a status without a message to the backend interface {code} error', async () => {
    const { adapter } = mockAdapter(answer(502, '<html>Bad Gateway</html>'));
    await expect(createApiClient({ adapter }).post('/login', {})).rejects.toMatchObject({
      code: 502,
      msg: errorMessage('http.status', 'zh', { code: 502 }),
    });
  });

  it('maps anything else to the unknown error', async () => {
    const { adapter } = mockAdapter(() => {
      throw new Error('boom');
    });
    await expect(createApiClient({ adapter }).post('/login', {})).rejects.toMatchObject({
      msg: errorMessage('http.unknown', 'zh'),
    });
  });

  it('on 401 shows the server message and ends the session', async () => {
    const { adapter } = mockAdapter(answer(401, { code: 401, msg: '登录状态已失效' }));
    await expect(createApiClient({ adapter }).get('/user_info')).rejects.toMatchObject({ code: 401 });
    expect(handlers.notifyError).toHaveBeenCalledWith('登录状态已失效');
    expect(handlers.onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('on 401 without a message shows the default backend interface 401 error', async () => {
    const { adapter } = mockAdapter(answer(401, null));
    await expect(createApiClient({ adapter }).get('/user_info')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.notifyError).toHaveBeenCalledWith(errorMessage('http.invalidToken', 'zh', { code: 401 }));
  });

  it('on 409 goes to /401 without a message', async () => {
    const { adapter } = mockAdapter(answer(409, { code: 409, msg: 'no permission' }));
    await expect(createApiClient({ adapter }).post('/charge', {})).rejects.toMatchObject({ code: 409 });
    expect(handlers.onNoPermission).toHaveBeenCalledTimes(1);
    expect(handlers.notifyError).not.toHaveBeenCalled();
  });
});
