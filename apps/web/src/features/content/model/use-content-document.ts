import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toContractsLanguage } from '../../../shared/i18n/languages';
import { loadContentDocument } from './content-files';

/** The content page `slug` in the interface language (cached: a file never changes while the app runs). */
export function useContentDocument(slug: string | undefined) {
  const { i18n } = useTranslation();
  const language = toContractsLanguage(i18n.language);
  return useQuery({
    queryKey: ['content', slug, language],
    queryFn: () => loadContentDocument(slug ?? '', language),
    enabled: slug !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
