// i18next for the console: every namespace file `locales/<language>/<ns>.ts` is loaded eagerly, so adding
// a namespace is adding its two files. The language lives in the interface settings (spec §3); changing it
// there re-renders every `useTranslation` and moves dayjs and the <html lang> along.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { settingsStore, updateSettings } from '../settings/settings-store';
import { APP_LANGUAGES, DEFAULT_LANGUAGE, type AppLanguage } from './languages';

const localeFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.ts', '!../../locales/*/*.test.ts'],
  { eager: true, import: 'default' },
);

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Groups the locale files by language and namespace: `../../locales/zh-CN/common.ts` -> zh-CN.common. */
export function collectResources(files: Record<string, Record<string, unknown>>): Resources {
  const resources: Resources = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] = { ...resources[language], [namespace]: messages };
  }
  return resources;
}

const resources = collectResources(localeFiles);
const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

const DAYJS_LOCALES: Record<AppLanguage, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

function applyLanguage(language: AppLanguage): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18next.language !== language) void i18next.changeLanguage(language);
}

void i18next.use(initReactI18next).init({
  resources,
  lng: settingsStore.get().language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...APP_LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(settingsStore.get().language);

settingsStore.subscribe(() => applyLanguage(settingsStore.get().language));

/** Switches the interface language (saved with the interface settings). */
export function setLanguage(language: AppLanguage): void {
  updateSettings({ language });
}

/** The configured i18next instance; outside React use `i18n.t('ns:key')`. */
export const i18n = i18next;
