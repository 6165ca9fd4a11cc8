// A content page as text: the front matter block between `---` lines (simple `key: value` pairs) and the
// markdown body. Server (index) and web (render) read the same files through this one parser.

/** A content page's front matter: title and summary always, order and section when given. */
export interface ContentFrontMatter {
  title: string;
  summary: string;
  [key: string]: string;
}

/** A parsed content file: its front matter and its markdown body. */
export interface ContentDocument {
  meta: ContentFrontMatter;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `text` into front matter and body; throws when the block, its title or its summary is missing. */
export function parseContentDocument(text: string): ContentDocument {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('A content file must start with a front matter block between --- lines.');
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Front matter line without "key: value": ${line}`);
    const value = line.slice(colon + 1).trim();
    meta[line.slice(0, colon).trim()] = value.replace(/^(['"])(.*)\1$/, '$2');
  }
  const { title, summary } = meta;
  if (!title || !summary) throw new Error('A content file needs a title and a summary in its front matter.');
  return { meta: { ...meta, title, summary }, body: text.slice(match[0].length) };
}

/** A part of a page under one `##` heading (the page's introduction has the page title as its heading). */
export interface ContentSectionText {
  heading: string;
  /** The heading's anchor: the same slug the web gives the heading's id. */
  anchor: string;
  text: string;
}

/** The anchor of a heading: lower case, spaces to dashes, punctuation dropped (CJK kept). */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

/** Splits a body into its `##` sections; text before the first `##` belongs to `title`. */
export function splitContentSections(title: string, body: string): ContentSectionText[] {
  const sections: ContentSectionText[] = [];
  let heading = title;
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text) sections.push({ heading, anchor: heading === title ? '' : headingAnchor(heading), text });
  };
  for (const line of body.split(/\r?\n/)) {
    const match = /^##\s+(.+?)\s*#*$/.exec(line);
    if (match && !line.startsWith('###')) {
      flush();
      heading = match[1] ?? '';
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return sections;
}
