// Reads one legal text from the `legal` locale namespace. The texts are structured (sections with anchors,
// lists, a table), so they come out of i18next as objects and are checked before rendering.
import type { LegalDocumentText } from '../../../locales/zh-CN/legal';

export type { LegalDocumentText, LegalSectionText } from '../../../locales/zh-CN/legal';

/** The three legal texts, as keys of the `legal` namespace. */
export type LegalDocumentKey = 'terms' | 'privacy' | 'thirdParty';

/** The route of each legal text, for cross links. */
export const LEGAL_PATHS: Readonly<Record<LegalDocumentKey, string>> = {
  terms: '/terms-of-service',
  privacy: '/privacy',
  thirdParty: '/third-party-services',
};

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** Whether a value from `t(key, { returnObjects: true })` has the shape of a legal text. */
export function isLegalDocument(value: unknown): value is LegalDocumentText {
  if (typeof value !== 'object' || value === null) return false;
  const text = value as Record<string, unknown>;
  return (
    typeof text.title === 'string' &&
    typeof text.date === 'string' &&
    isStringArray(text.intro) &&
    Array.isArray(text.sections) &&
    text.sections.every(
      (section: unknown) =>
        typeof section === 'object' &&
        section !== null &&
        typeof (section as Record<string, unknown>).id === 'string' &&
        typeof (section as Record<string, unknown>).title === 'string',
    )
  );
}

/** The DOM id of a section, unique across the three texts. */
export function sectionAnchorId(documentKey: LegalDocumentKey, sectionId: string): string {
  return `legal-${documentKey}-${sectionId}`;
}
