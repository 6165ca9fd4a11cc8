import type { Language } from '@adplan/contracts';

/** The interface languages, zh-CN first (the default, spec §9). */
export const APP_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'zh-CN';

/** Narrows any stored or browser string to an interface language, falling back to the default. */
export function toAppLanguage(value: string | null | undefined): AppLanguage {
  return APP_LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/** The contracts' two-letter language (messages, validation texts) for an interface language. */
export function toContractsLanguage(language: string): Language {
  return language.startsWith('en') ? 'en' : 'zh';
}
