// The knowledge base: every content page of `content/<language>/<slug>.md` read once, its `{{figures}}`
// filled from the contracts, and cut into passages (one per `##` section) that the search index holds and
// the answers quote.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONTENT_PAGES,
  fillContentFigures,
  parseContentDocument,
  splitContentSections,
  type ContentPage,
  type Language,
} from '@adplan/contracts';

/** Folder of each language under the content root. */
export const CONTENT_LANGUAGE_FOLDERS: Record<Language, string> = { zh: 'zh', en: 'en' };

/** One section of one page in one language. */
export interface Passage {
  id: string;
  language: Language;
  page: ContentPage;
  pageTitle: string;
  pageSummary: string;
  heading: string;
  /** `path?section=anchor` of the section (the web scrolls to it), or the page path for its introduction. */
  path: string;
  /** The section's markdown with figures filled. */
  text: string;
}

/** Every passage of every content page in both languages. */
export interface ContentLibrary {
  passages: Passage[];
}

/** Reads and cuts the content pages under `contentRoot`; a missing page or a bad placeholder throws. */
export async function loadContentLibrary(contentRoot: string): Promise<ContentLibrary> {
  const passages: Passage[] = [];
  for (const language of Object.keys(CONTENT_LANGUAGE_FOLDERS) as Language[]) {
    for (const page of CONTENT_PAGES) {
      const file = join(contentRoot, CONTENT_LANGUAGE_FOLDERS[language], `${page.slug}.md`);
      const document = parseContentDocument(fillContentFigures(await readFile(file, 'utf8'), language));
      const sections = splitContentSections(document.meta.title, document.body);
      sections.forEach((section, index) => {
        passages.push({
          id: `${language}:${page.slug}:${index}`,
          language,
          page,
          pageTitle: document.meta.title,
          pageSummary: document.meta.summary,
          heading: section.heading,
          path: section.anchor ? `${page.path}?section=${encodeURIComponent(section.anchor)}` : page.path,
          text: section.text,
        });
      });
    }
  }
  return { passages };
}
