import { describe, expect, it } from 'vitest';
import { flattenRoutes, routeTable } from '@adplan/contracts';
import { collectPageLoaders, pageNameOf, pages } from './route-registry';

const load = async () => ({ default: () => null });

describe('route registry', () => {
  it('names a page after its file', () => {
    expect(pageNameOf('../features/home/pages/home-page.tsx')).toBe('home-page');
  });

  it('refuses two pages with one name', () => {
    expect(() =>
      collectPageLoaders({ '../features/a/pages/x-page.tsx': load, '../features/b/pages/x-page.tsx': load }),
    ).toThrow(/x-page/);
  });

  it('has a page for every console route of the built-in table', () => {
    const consolePages = flattenRoutes(routeTable).filter((route) => route.component && !route.meta.public);
    for (const route of consolePages) expect(pages[route.component ?? ''], route.path).toBeDefined();
  });
});
