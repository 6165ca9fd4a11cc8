import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@adplan/contracts';
import { apiClient, ApiError } from '../api/api-client';
import { readCookie } from '../api/cookies';
import { getSession, logout, refreshSession, resetSession } from './session-store';

const user: UserInfo = {
  user_name: 'seller01',
  phone_number: '138****5678',
  balance: 3,
  active_date_til: '2099-12-31',
  company_name: 'ACME',
  unified_social_credit_code: null,
  email: null,
  permissions: ['admin'],
};

function signInCookie() {
  document.cookie = 'csrftoken=abc; path=/';
}

afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
});

describe('session', () => {
  it('is anonymous without the csrftoken cookie and asks the server nothing', async () => {
    const get = vi.spyOn(apiClient, 'request');
    await refreshSession();
    expect(getSession()).toEqual({ user: null, status: 'anonymous' });
    expect(get).not.toHaveBeenCalled();
  });

  it('is confirmed with GET /user_info when the cookie exists', async () => {
    signInCookie();
    const get = vi.spyOn(apiClient, 'request').mockResolvedValue({ code: 200, msg: '', data: user });
    await refreshSession();
    expect(get).toHaveBeenCalledWith(
      'get',
      '/user_info',
      undefined,
      expect.objectContaining({ retry: true }),
    );
    expect(getSession()).toEqual({ user, status: 'authenticated' });
  });

  it('resets when the answer has no profile or no valid role', async () => {
    for (const data of [null, { ...user, permissions: [] }, { ...user, permissions: ['root'] }]) {
      signInCookie();
      vi.spyOn(apiClient, 'request').mockResolvedValue({ code: 200, msg: '', data });
      await refreshSession();
      expect(getSession().status).toBe('anonymous');
      expect(readCookie('csrftoken')).toBeNull();
    }
  });

  it('resets when the call fails', async () => {
    signInCookie();
    vi.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(0, 'offline'));
    await refreshSession();
    expect(getSession().status).toBe('anonymous');
  });

  it('logs out on the server and locally, even when the server call fails', async () => {
    signInCookie();
    const get = vi.spyOn(apiClient, 'request').mockResolvedValueOnce({ code: 200, msg: '', data: user });
    await refreshSession();
    get.mockRejectedValueOnce(new ApiError(500, 'down'));
    await logout();
    expect(get).toHaveBeenLastCalledWith(
      'get',
      '/logout',
      undefined,
      expect.objectContaining({ silent: true }),
    );
    expect(getSession()).toEqual({ user: null, status: 'anonymous' });
    expect(readCookie('csrftoken')).toBeNull();
  });
});
