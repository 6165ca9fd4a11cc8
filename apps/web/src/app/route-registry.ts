// Page components by name: every `features/<feature>/pages/<name>-page.tsx` registers itself as `<name>-page`,
// loaded lazily, so a route item's `component` field finds its page without a hand-kept list. Adding a page
// is adding the file and its line in the route table.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@adplan/contracts';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

const pageModules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

/** `../features/home/pages/home-page.tsx` -> `home-page`. */
export function pageNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
}

/** Gives up on a page chunk that does not arrive in time (spec §9), so the page shows an error it can retry. */
function withTimeout(load: PageLoader, timeoutMs: number): PageLoader {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`page chunk timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** Builds the name -> loader map; two pages with one name are a programming error. */
export function collectPageLoaders(modules: Record<string, PageLoader>): Map<string, PageLoader> {
  const loaders = new Map<string, PageLoader>();
  for (const [path, load] of Object.entries(modules)) {
    const name = pageNameOf(path);
    if (loaders.has(name)) throw new Error(`Two page files are named ${name}; page names must be unique.`);
    loaders.set(name, withTimeout(load, CHUNK_LOAD_TIMEOUT_MS));
  }
  return loaders;
}

const pageLoaders = collectPageLoaders(pageModules);

/**
 * The lazily loaded page components by name. `lazy` downloads nothing until a page first renders, so
 * creating them all up front costs nothing and keeps each component's identity stable across renders.
 */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  [...pageLoaders].map(([name, load]) => [name, lazy(load)]),
);

/** Replaces a page whose chunk failed to load, so the next render tries the download again. */
export function reloadPage(name: string): void {
  const load = pageLoaders.get(name);
  if (load) pages[name] = lazy(load);
}
