import { describe, expect, it } from 'vitest';
import {
  firstPageOfGroup,
  CATCH_ALL_PATH,
  NOT_FOUND_PATH,
  NOT_FOUND_REDIRECT,
  PUBLIC_ROUTES,
  filterRoutesByPermissions,
  findRoute,
  flattenRoutes,
  isKnownPath,
  isPublicPath,
  menuGroupsOf,
  menuRoutes,
  mergeServerRoutes,
  resolveRoute,
  routeItemSchema,
  routeTable,
  routeTitleKey,
  withNotFoundRedirect,
  type RouteItem,
} from './route-table';
import { PLAN_TOOL_PATHS } from '../plans/plans-routes';
import { SHOP_TOOL_PATHS } from '../shops/shops-routes';

const toolGroup: RouteItem = {
  path: '/tool',
  name: 'Tool',
  meta: { titleKey: 'tool', icon: 'tool', permissions: ['admin', 'notAdmin'] },
  children: [
    {
      path: '/keyword-ads-v4/kt-hb',
      name: 'KeywordColdStart',
      component: 'keyword-cold-start-page',
      meta: { titleKey: 'keywordColdStart', permissions: ['admin'] },
    },
    {
      path: '/keyword-ads-v4/ad-op',
      name: 'KeywordOptimisation',
      component: 'keyword-optimisation-page',
      meta: { titleKey: 'keywordOptimisation', permissions: ['notAdmin'] },
    },
  ],
};

const table: RouteItem[] = [
  { path: '/', name: 'Root', redirect: '/index', meta: { titleKey: 'home', hidden: true } },
  { path: '/index', name: 'Home', component: 'home-page', meta: { titleKey: 'home', affix: true } },
  toolGroup,
  {
    path: '/manual/:id',
    name: 'ManualDetail',
    component: 'manual-detail-page',
    meta: { titleKey: 'manualDetail', hidden: true, menuGroup: '/tool' },
  },
  ...PUBLIC_ROUTES,
  NOT_FOUND_REDIRECT,
];

describe('filterRoutesByPermissions', () => {
  it('keeps items without a requirement and those allowing one of the permissions', () => {
    const paths = flattenRoutes(filterRoutesByPermissions(table, ['admin'])).map((route) => route.path);
    expect(paths).toContain('/index');
    expect(paths).toContain('/keyword-ads-v4/kt-hb');
    expect(paths).not.toContain('/keyword-ads-v4/ad-op');
  });

  it('drops a group whose children are all filtered out', () => {
    const onlyAdmin: RouteItem = { ...toolGroup, children: [toolGroup.children![0]!] };
    const kept = filterRoutesByPermissions([onlyAdmin], ['notAdmin']);
    expect(kept).toEqual([]);
  });

  it('drops everything requiring a permission when the user holds none', () => {
    const kept = filterRoutesByPermissions(routeTable, []);
    expect(kept.some((route) => route.path === '/personal-center')).toBe(false);
    expect(kept.some((route) => route.path === '/index')).toBe(true);
  });

  it('leaves the built-in table whole for both roles', () => {
    expect(filterRoutesByPermissions(routeTable, ['admin'])).toEqual(routeTable);
    expect(filterRoutesByPermissions(routeTable, ['notAdmin'])).toEqual(routeTable);
  });
});

describe('catch-all', () => {
  it('sends unknown paths to /404', () => {
    expect(resolveRoute(routeTable, '/no/such/page')).toBe(NOT_FOUND_REDIRECT);
    expect(NOT_FOUND_REDIRECT.redirect).toBe(NOT_FOUND_PATH);
  });

  it('is the last item of the built-in table', () => {
    expect(routeTable.at(-1)).toBe(NOT_FOUND_REDIRECT);
  });

  it('is appended once to a server list, wherever the server put it', () => {
    const serverList = [NOT_FOUND_REDIRECT, table[1]!];
    const merged = withNotFoundRedirect(serverList);
    expect(merged.filter((route) => route.path === CATCH_ALL_PATH)).toHaveLength(1);
    expect(merged.at(-1)).toBe(NOT_FOUND_REDIRECT);
  });

  it('merges a server list with the built-in public pages', () => {
    const merged = mergeServerRoutes(routeTable, [table[1]!, toolGroup]);
    expect(findRoute(merged, '/keyword-ads-v4/kt-hb')?.component).toBe('keyword-cold-start-page');
    expect(findRoute(merged, '/personal-center')).toBeUndefined();
    expect(isPublicPath(merged, '/login')).toBe(true);
    expect(merged.at(-1)).toBe(NOT_FOUND_REDIRECT);
  });
});

describe('titles and lookup', () => {
  it('gives the title key of a page, of a redirect and of an unknown path', () => {
    expect(routeTitleKey(routeTable, '/index')).toBe('home');
    expect(routeTitleKey(routeTable, '/personal-center')).toBe('personalCenter');
    expect(routeTitleKey(routeTable, '/login')).toBe('login');
    expect(routeTitleKey(routeTable, '/nowhere')).toBe('notFound');
  });

  it('matches parameter segments', () => {
    expect(findRoute(table, '/manual/42')?.name).toBe('ManualDetail');
    expect(findRoute(table, '/manual/42/extra')).toBeUndefined();
  });

  it('does not treat a group without a page as a page', () => {
    expect(findRoute(table, '/tool')).toBeUndefined();
  });

  it('knows pages and redirects whatever the permissions, and nothing the catch-all would take', () => {
    expect(isKnownPath(routeTable, '/')).toBe(true);
    expect(isKnownPath(routeTable, '/personal-center')).toBe(true);
    expect(isKnownPath(routeTable, '/login')).toBe(true);
    expect(isKnownPath(table, '/manual/42')).toBe(true);
    expect(isKnownPath(table, '/tool')).toBe(false);
    expect(isKnownPath(routeTable, '/no/such/page')).toBe(false);
  });

  it('opens the first page of a menu group typed as an address, and nothing for other paths', () => {
    expect(firstPageOfGroup(routeTable, '/tool')).toBe('/keyword-ads-v4/kt-hb');
    expect(firstPageOfGroup(routeTable, '/adsv4')).toBe('/keyword-ads-v4/kt-hb');
    expect(firstPageOfGroup(routeTable, '/tool-auth')).toBe(firstPageOfGroup(routeTable, '/sp-auth'));
    expect(firstPageOfGroup(routeTable, '/sp-auth')).toMatch(/^\/keyword-targeting-auth\//);
    expect(firstPageOfGroup(routeTable, '/index')).toBeUndefined();
    expect(firstPageOfGroup(routeTable, '/nowhere')).toBeUndefined();
  });

  it('gives every page of the built-in table a unique path and name', () => {
    const all = flattenRoutes(routeTable);
    expect(new Set(all.map((route) => route.path)).size).toBe(all.length);
    expect(new Set(all.map((route) => route.name)).size).toBe(all.length);
  });

  it('marks exactly the spec §2 public pages as public', () => {
    const publicPaths = flattenRoutes(routeTable)
      .filter((route) => route.meta.public)
      .map((route) => route.path)
      .sort();
    expect(publicPaths).toEqual(
      [
        '/login',
        '/findpassword',
        '/register',
        '/401',
        '/403',
        '/404',
        '/50x',
        '/terms-of-service',
        '/privacy',
        '/third-party-services',
      ].sort(),
    );
  });
});

describe('menu', () => {
  it('lists visible pages and groups that keep a visible child', () => {
    const menu = menuRoutes(table);
    expect(menu.map((route) => route.path)).toEqual(['/index', '/tool']);
    expect(menu[1]!.children).toHaveLength(2);
  });

  it('hides a group once its children are filtered away', () => {
    const group: RouteItem = {
      ...toolGroup,
      children: [{ ...toolGroup.children![0]!, meta: { titleKey: 'x', hidden: true } }],
    };
    expect(menuRoutes([group])).toEqual([]);
  });

  it('shows home, the account overview, the linked-shop tools, the plan tools under /tool (SP v4 tools in /adsv4), usage records, paid usage, help and services', () => {
    const menu = menuRoutes(routeTable);
    expect(menu.map((route) => route.path)).toEqual([
      '/index',
      '/overview',
      '/tool-auth',
      '/tool',
      '/adHistory',
      '/charge',
      '/pricing',
      '/help',
      '/services',
    ]);
    expect(menu[0]?.path).toBe('/index');
    expect(menu.map((route) => route.path)).toEqual(expect.arrayContaining(['/tool', '/adHistory']));
    expect(menuGroupsOf(routeTable, '/keyword-ads-v4/kt-hb')).toEqual(['/tool', '/adsv4']);
    expect(menuGroupsOf(routeTable, '/sbv-ads/sbv-ad-opt')).toEqual(['/tool', '/sbv-ads']);
    expect(menuGroupsOf(routeTable, '/upload-check')).toEqual(['/tool']);
    for (const path of Object.values(PLAN_TOOL_PATHS)) expect(isKnownPath(routeTable, path), path).toBe(true);
    expect(menuGroupsOf(routeTable, '/keyword-targeting-auth/kt-hb')).toEqual(['/tool-auth', '/sp-auth']);
    expect(menuGroupsOf(routeTable, '/shop-authorize/auth-shop-list')).toEqual([
      '/tool-auth',
      '/shop-authorize',
    ]);
    expect(menuGroupsOf(routeTable, '/authorize-result')).toEqual(['/tool-auth', '/shop-authorize']);
    for (const path of Object.values(SHOP_TOOL_PATHS)) expect(isKnownPath(routeTable, path), path).toBe(true);
  });

  it('finds the groups to open for a child page and for a hidden page naming its group', () => {
    expect(menuGroupsOf(table, '/keyword-ads-v4/ad-op')).toEqual(['/tool']);
    expect(menuGroupsOf(table, '/manual/7')).toEqual(['/tool']);
    expect(menuGroupsOf(table, '/index')).toEqual([]);
  });
});

describe('routeItemSchema', () => {
  it('accepts the built-in table and rejects an unknown permission', () => {
    for (const route of routeTable) expect(routeItemSchema.safeParse(route).success).toBe(true);
    const bad = { ...toolGroup, meta: { ...toolGroup.meta, permissions: ['root'] } };
    expect(routeItemSchema.safeParse(bad).success).toBe(false);
  });
});
