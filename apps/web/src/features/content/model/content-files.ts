// The markdown pages of the repository's `content/` folder, one lazily loaded chunk per file, and their
// images as URLs. Figures ({{...}}) are filled from the contracts, the same way the server indexes them.
import {
  CONTENT_PAGES,
  fillContentFigures,
  parseContentDocument,
  type ContentDocument,
  type ContentPage,
  type Language,
} from '@adplan/contracts';

const markdownFiles = import.meta.glob<string>('../../../../../../content/*/*.md', {
  query: '?raw',
  import: 'default',
});

const imageFiles = import.meta.glob<string>('../../../../../../content/images/*.{png,webp}', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The content page shown at `path` (query and hash ignored), if any. */
export function contentPageAt(path: string): ContentPage | undefined {
  const bare = path.split(/[?#]/)[0];
  return CONTENT_PAGES.find((page) => page.path === bare);
}

/** Loads and parses the page `slug` in `language`; rejects when the file does not exist. */
export async function loadContentDocument(slug: string, language: Language): Promise<ContentDocument> {
  const entry = Object.entries(markdownFiles).find(([file]) =>
    file.endsWith(`/content/${language}/${slug}.md`),
  );
  if (!entry) throw new Error(`content/${language}/${slug}.md is missing`);
  const text = await entry[1]();
  return parseContentDocument(fillContentFigures(text, language));
}

/** The URL of an image the markdown refers to as `../images/<name>`. */
export function contentImageUrl(src: string): string | undefined {
  const name = src.slice(src.lastIndexOf('/') + 1);
  const entry = Object.entries(imageFiles).find(([file]) => file.endsWith(`/content/images/${name}`));
  return entry?.[1];
}

/** Every slug with a file in both languages (the pages the route table may show). */
export function availableContent(): Record<Language, string[]> {
  const result: Record<Language, string[]> = { zh: [], en: [] };
  for (const file of Object.keys(markdownFiles)) {
    const match = /\/content\/(zh|en)\/([^/]+)\.md$/.exec(file);
    if (match) result[match[1] as Language].push(match[2] ?? '');
  }
  return result;
}
