// i18next for the console. The namespaces every screen needs before any page (EAGER_NAMESPACES) load with
// the app; every other namespace file `locales/<language>/<ns>.ts` is its own chunk, loaded for the current
// language the first time a component asks for it (react-i18next suspends until then, inside the page's
// Suspense), so adding a namespace is adding its two files and costs the first load nothing. The language
// lives in the interface settings (spec §3); changing it there re-renders every `useTranslation` and moves
// dayjs and the <html lang> along.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { settingsStore, updateSettings } from '../settings/settings-store';
import { APP_LANGUAGES, DEFAULT_LANGUAGE, type AppLanguage } from './languages';

/** Namespaces bundled with the app: the shell, the public pages' frame, error texts of the API client. */
export const EAGER_NAMESPACES = ['common', 'routes', 'shell', 'errors', 'auth'] as const;

const eagerFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/common.ts',
    '../../locales/*/routes.ts',
    '../../locales/*/shell.ts',
    '../../locales/*/errors.ts',
    '../../locales/*/auth.ts',
  ],
  { eager: true, import: 'default' },
);

const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.ts', '!../../locales/*/*.test.ts'],
  { import: 'default' },
);

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const LOCALE_FILE = /locales\/([^/]+)\/([^/]+)\.ts$/;

/** Groups the locale files by language and namespace: `../../locales/zh-CN/common.ts` -> zh-CN.common. */
export function collectResources(files: Record<string, Record<string, unknown>>): Resources {
  const resources: Resources = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = LOCALE_FILE.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] = { ...resources[language], [namespace]: messages };
  }
  return resources;
}

/** Every namespace with a file, by name (the same files exist for every language). */
const allNamespaces = [
  ...new Set(Object.keys(lazyFiles).map((path) => LOCALE_FILE.exec(path)?.[2] ?? '')),
].filter(Boolean);

/** Loads one namespace file of one language on demand (i18next's backend interface). */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyFiles[`../../locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

const resources = collectResources(eagerFiles);

/** Loads every namespace of both languages (tests render any component without waiting for a chunk). */
export async function loadAllNamespaces(): Promise<void> {
  await i18next.loadNamespaces(allNamespaces);
  await i18next.loadLanguages([...APP_LANGUAGES]);
}

const DAYJS_LOCALES: Record<AppLanguage, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

function applyLanguage(language: AppLanguage): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18next.language !== language) void i18next.changeLanguage(language);
}

void i18next
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: settingsStore.get().language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES],
    ns: [...EAGER_NAMESPACES],
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
