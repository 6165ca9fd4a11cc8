// Contracts' validation messages are keys ('validation.phone.invalid'); this turns them into text in the
// interface language with contracts' `translate`, so the forms say exactly what the server would say.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@adplan/contracts';
import { toContractsLanguage } from './languages';

export type ValidationMessage = (key: string, params?: Record<string, string | number>) => string;

/** Returns `(key, params?) => text` for the current interface language; re-renders on a language switch. */
export function useValidationMessage(): ValidationMessage {
  const { i18n } = useTranslation();
  const language = toContractsLanguage(i18n.language);
  return useCallback((key, params) => translate(key, language, params), [language]);
}
