import { Activity, useState, type ReactNode } from 'react';

/** How many pages stay alive (state kept, effects paused) while hidden (spec §2). */
export const KEEP_ALIVE_LIMIT = 3;

export interface CachedPage {
  key: string;
  component: string;
}

/** Moves `page` to the front of the most-recently-shown list, keeping at most `limit` pages. */
export function touchCachedPages(
  cache: readonly CachedPage[],
  page: CachedPage,
  limit: number,
): CachedPage[] {
  return [page, ...cache.filter((entry) => entry.key !== page.key)].slice(0, limit);
}

interface KeepAlivePagesProps {
  /** Identity of the page shown (its path). */
  pageKey: string;
  component: string;
  /** Pages that may stay alive (the open tabs); a page whose tab was closed starts afresh next time. */
  retained: ReadonlySet<string>;
  renderPage: (component: string) => ReactNode;
}

/**
 * Shows the current page and keeps the last pages shown mounted but hidden with React's <Activity>, so
 * going back to one of them finds it as it was left (form input, scroll, loaded data).
 */
export function KeepAlivePages({ pageKey, component, retained, renderPage }: KeepAlivePagesProps) {
  const [cache, setCache] = useState<CachedPage[]>([]);
  const kept = cache.filter((entry) => entry.key === pageKey || retained.has(entry.key));
  if (kept[0]?.key !== pageKey || kept[0]?.component !== component) {
    setCache(touchCachedPages(kept, { key: pageKey, component }, KEEP_ALIVE_LIMIT));
  }
  return kept.map((entry) => (
    <Activity key={entry.key} mode={entry.key === pageKey ? 'visible' : 'hidden'}>
      {renderPage(entry.component)}
    </Activity>
  ));
}
