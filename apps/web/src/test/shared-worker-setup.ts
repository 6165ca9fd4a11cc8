// Setup of the `web` project, whose files share their worker's modules and jsdom window (ADR 0045): each
// file starts as a freshly opened page would (default settings and language, no session, no tabs, no
// title) and leaves no spy, stubbed global, fake clock or static toast to the next file.
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetTabs } from '../app/shell/tabs-store';
import { i18n } from '../shared/i18n/i18n';
import { DEFAULT_SETTINGS, settingsStore } from '../shared/settings/settings-store';
import { resetSession } from '../shared/session/session-store';
import { removeStaticToasts } from './static-toasts';

beforeAll(async () => {
  // A new object, so the store tells its subscribers (i18next, dayjs, <html lang>) even when unchanged.
  settingsStore.set({ ...DEFAULT_SETTINGS });
  await i18n.changeLanguage(DEFAULT_SETTINGS.language);
  resetSession();
  resetTabs();
  document.title = '';
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  // A fresh page has nothing saved; the store just wrote its defaults.
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// A lazy component (React.lazy) starts its import on first render and nobody awaits it: the import can end
// after the test, in the next file, or after the worker's environment was torn down at the end of the run
// (EnvironmentTeardownError). Each test waits for the imports it began, so none outlives its file.
afterEach(async () => {
  await vi.dynamicImportSettled();
});

afterAll(async () => {
  await vi.dynamicImportSettled();
  await removeStaticToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
