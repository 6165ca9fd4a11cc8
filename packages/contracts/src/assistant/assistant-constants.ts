// The assistant area's facts shared by server and web: the content pages (slug, console path, section),
// the Q&A modes and limits, and the contact-message limits.

/** Where a content page sits in the console: a manual, a tool guide, or one of the service pages. */
export type ContentSection = 'manual' | 'guide' | 'service';

/** One markdown page of `content/<language>/<slug>.md` and the console path that renders it. */
export interface ContentPage {
  slug: string;
  path: string;
  section: ContentSection;
}

/**
 * Every content page, in menu order. The markdown files live at the repository root under
 * `content/zh/<slug>.md` and `content/en/<slug>.md`; the web renders them at `path`, the assistant indexes them.
 */
export const CONTENT_PAGES = [
  { slug: 'quick-start', path: '/quick-start', section: 'manual' },
  {
    slug: 'operation-process-unauthorized',
    path: '/Q&A/operation-process-unauthorized',
    section: 'manual',
  },
  {
    slug: 'operation-process-authorized-version',
    path: '/Q&A/operation-process-authorized-version',
    section: 'manual',
  },
  { slug: 'faq', path: '/faq', section: 'manual' },
  { slug: 'bulk-sheet-download', path: '/guide/bulk-sheet-download', section: 'guide' },
  { slug: 'bulk-upload', path: '/guide/bulk-upload', section: 'guide' },
  { slug: 'hourly-report', path: '/guide/hourly-report', section: 'guide' },
  { slug: 'schedule-rules', path: '/guide/schedule-rules', section: 'guide' },
  { slug: 'organic-conversion-rate', path: '/guide/organic-conversion-rate', section: 'guide' },
  { slug: 'campaign-id', path: '/guide/campaign-id', section: 'guide' },
  { slug: 'error-codes', path: '/error-codes', section: 'guide' },
  { slug: 'hosted-ad-service', path: '/hosted-ad-service', section: 'service' },
  { slug: 'courses', path: '/courses', section: 'service' },
  { slug: 'coaching', path: '/coaching', section: 'service' },
  { slug: 'contact', path: '/contact', section: 'service' },
  { slug: 'update-log', path: '/update-log', section: 'service' },
] as const satisfies readonly ContentPage[];

/** The slug of a content page. */
export type ContentSlug = (typeof CONTENT_PAGES)[number]['slug'];

/** The content page of `slug`. */
export function contentPageOf(slug: ContentSlug): ContentPage {
  const page = CONTENT_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`Unknown content page ${slug}`);
  return page;
}

/** The console path of the Q&A assistant (spec §7 /communication). */
export const ASSISTANT_PATH = '/communication';
/** The console path of the contact page, where an unanswered question is sent. */
export const CONTACT_PATH = '/contact';

/** How much the assistant says: a short answer from the best passages, or a longer one from several. */
export const ASSISTANT_MODES = ['normal', 'extended'] as const;
/** One of `ASSISTANT_MODES`. */
export type AssistantMode = (typeof ASSISTANT_MODES)[number];

/** Limits of a question: characters of the question and of each history turn, and turns kept. */
export const ASSISTANT_LIMITS = {
  questionMinLength: 2,
  questionMaxLength: 500,
  historyMaxTurns: 10,
  historyTurnMaxLength: 4000,
  /** Questions one user may ask per minute (the extended mode may call a paid model). */
  questionsPerMinute: 10,
  /** Time-out of one call in milliseconds: the model may take a while to write a long answer. */
  callTimeoutMs: 60_000,
} as const;

/** Limits of a message left on the contact page. */
export const CONTACT_MESSAGE_LIMITS = {
  bodyMinLength: 5,
  bodyMaxLength: 2000,
  contactMaxLength: 100,
  /** Messages one user may leave per hour. */
  messagesPerHour: 5,
  /** Messages an operator sees per page of the list. */
  listPageSize: 50,
} as const;
