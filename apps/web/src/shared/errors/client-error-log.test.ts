import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addClientError,
  clearClientErrors,
  configureClientErrorLog,
  isChunkLoadError,
  isReportableCallFailure,
  listClientErrors,
  pageOfHash,
  CLIENT_ERROR_LOG_SIZE,
} from './client-error-log';

function configure(enabled: boolean) {
  const send = vi.fn(() => Promise.resolve());
  configureClientErrorLog({ enabled, release: 'r-42', currentPage: () => '/home', send });
  return send;
}

afterEach(() => {
  clearClientErrors();
  configure(false);
});

describe('client error log', () => {
  it('keeps nothing and sends nothing outside production', () => {
    const send = configure(false);
    addClientError({ kind: 'render', message: 'boom' });
    expect(listClientErrors()).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps, lists and clears errors, and sends each with page and release', () => {
    const send = configure(true);
    addClientError({ kind: 'call', message: 'Server error', code: 500, call: '/plans' });
    addClientError({ kind: 'chunk', message: 'Failed to fetch dynamically imported module' });
    expect(listClientErrors().map((entry) => entry.kind)).toEqual(['call', 'chunk']);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'call', page: '/home', release: 'r-42', code: 500, call: '/plans' }),
    );
    clearClientErrors();
    expect(listClientErrors()).toEqual([]);
  });

  it('keeps only the newest entries and never reports its own report call', () => {
    const send = configure(true);
    for (let index = 0; index < CLIENT_ERROR_LOG_SIZE + 5; index += 1) {
      addClientError({ kind: 'script', message: `error ${index}` });
    }
    expect(listClientErrors()).toHaveLength(CLIENT_ERROR_LOG_SIZE);
    expect(listClientErrors()[0]?.message).toBe('error 5');
    send.mockClear();
    addClientError({ kind: 'call', message: 'down', call: '/client_errors' });
    expect(send).not.toHaveBeenCalled();
  });

  it('tells chunk failures, reportable call failures and the page apart', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isReportableCallFailure({ code: 0, status: undefined })).toBe(true);
    expect(isReportableCallFailure({ code: 500, status: 500 })).toBe(true);
    expect(isReportableCallFailure({ code: 400, status: 400 })).toBe(false);
    expect(pageOfHash('#/home?phone=138')).toBe('/home');
    expect(pageOfHash('')).toBe('/');
  });
});
