// The one route table of the console (spec §2, §6) as data: the web builds its router, menu, tab titles
// and permission checks from it, and the server answers GET /router_list with it (filtered by the user's
// permissions). Every path is absolute, children included; `component` is the base name of a web page
// file (`features/<feature>/pages/<component>.tsx`), resolved lazily by the web's route registry.
import { z } from 'zod';
import { permissionSchema, type Permission } from '../accounts/accounts-calls';
import { PLANS_ROUTES } from '../plans/plans-routes';
import { SHOPS_ROUTES } from '../shops/shops-routes';
import { OVERVIEW_PATH } from '../overview/overview-constants';

/** How a route shows up in the console. */
export interface RouteMeta {
  /** Key of the page title in the web's `routes` locale namespace (also the tab and menu label). */
  titleKey: string;
  /** The user needs one of these; absent or empty means every signed-in user (home, manuals, charge). */
  permissions?: Permission[];
  /** Name of the menu icon, resolved by the web's icon registry. */
  icon?: string;
  /** Not listed in the menu (public pages, details reached from another page). */
  hidden?: boolean;
  /** Pinned in the tab bar: its tab cannot be closed (home). */
  affix?: boolean;
  /** Path of the menu group to open and highlight while this page is shown, for pages outside its children. */
  menuGroup?: string;
  /** Reachable without signing in; rendered without the console shell. */
  public?: boolean;
}

/** One route: a page (`component`), a redirect, or a menu group (`children`). */
export interface RouteItem {
  path: string;
  name: string;
  component?: string;
  redirect?: string;
  meta: RouteMeta;
  children?: RouteItem[];
}

export const ROOT_PATH = '/';
export const HOME_PATH = '/index';
export const LOGIN_PATH = '/login';
export const PERSONAL_CENTER_PATH = '/personal-center';
/** Where a no-permission answer (code 409) leads. */
export const UNAUTHORIZED_PATH = '/401';
export const FORBIDDEN_PATH = '/403';
export const NOT_FOUND_PATH = '/404';
export const SERVER_ERROR_PATH = '/50x';
/** The query parameter of /login holding the path to return to. */
export const REDIRECT_PARAM = 'redirect';
/** The menu group opened by default (spec §2). */
export const DEFAULT_OPEN_MENU_GROUP = '/adsv4';
/** GET /router_list: the route items the signed-in user may see, `{ code, msg, data: RouteItem[] }`. */
export const ROUTER_LIST_PATH = '/router_list';
/** Path of the catch-all item. */
export const CATCH_ALL_PATH = '*';

/** Both route permission values: what most items allow (spec §6). */
export const ALL_PERMISSIONS: Permission[] = ['admin', 'notAdmin'];

/** The catch-all item: any unknown path goes to /404. Always the last item of a route list. */
export const NOT_FOUND_REDIRECT: RouteItem = {
  path: CATCH_ALL_PATH,
  name: 'NotFoundRedirect',
  redirect: NOT_FOUND_PATH,
  meta: { titleKey: 'notFound', hidden: true },
};

function publicPage(path: string, name: string, component: string, titleKey: string): RouteItem {
  return { path, name, component, meta: { titleKey, hidden: true, public: true } };
}

/** Pages reachable without signing in (spec §2), hidden from the menu. */
export const PUBLIC_ROUTES: RouteItem[] = [
  publicPage(LOGIN_PATH, 'Login', 'login-page', 'login'),
  publicPage('/findpassword', 'FindPassword', 'find-password-page', 'findPassword'),
  publicPage('/register', 'Register', 'register-page', 'register'),
  publicPage(UNAUTHORIZED_PATH, 'Unauthorized', 'unauthorized-page', 'unauthorized'),
  publicPage(FORBIDDEN_PATH, 'Forbidden', 'forbidden-page', 'forbidden'),
  publicPage(NOT_FOUND_PATH, 'NotFound', 'not-found-page', 'notFound'),
  publicPage(SERVER_ERROR_PATH, 'ServerError', 'server-error-page', 'serverError'),
  publicPage('/terms-of-service', 'TermsOfService', 'terms-of-service-page', 'termsOfService'),
  publicPage('/privacy', 'Privacy', 'privacy-page', 'privacy'),
  publicPage(
    '/third-party-services',
    'ThirdPartyServices',
    'third-party-services-page',
    'thirdPartyServices',
  ),
];

/** The help menu group: the Q&A assistant, the manuals, the FAQ, contact and the update log. */
export const HELP_GROUP_PATH = '/help';
/** The services menu group: hosted ad service, courses and coaching. */
export const SERVICES_GROUP_PATH = '/services';

/** A markdown content page (`content/<language>/<slug>.md`), rendered by the web's content page. */
function contentRoute(
  path: string,
  name: string,
  titleKey: string,
  meta: Omit<RouteMeta, 'titleKey'> = {},
  component = 'content-page',
): RouteItem {
  return { path, name, component, meta: { titleKey, permissions: ALL_PERMISSIONS, ...meta } };
}

// Guides are reached from the tool pages and the manuals, not from the menu; they open the help group.
const guide = (path: string, name: string, titleKey: string) =>
  contentRoute(path, name, titleKey, { hidden: true, menuGroup: HELP_GROUP_PATH });

/** The help group: assistant, manuals (no permission needed, spec §2), FAQ, guides, contact, update log. */
export const HELP_ROUTES: RouteItem = {
  path: HELP_GROUP_PATH,
  name: 'Help',
  meta: { titleKey: 'help', icon: 'manual', permissions: ALL_PERMISSIONS },
  children: [
    {
      path: '/communication',
      name: 'Communication',
      component: 'communication-page',
      meta: { titleKey: 'communication', icon: 'assistant', permissions: ALL_PERMISSIONS },
    },
    contentRoute('/quick-start', 'QuickStart', 'quickStart'),
    contentRoute('/Q&A/operation-process-unauthorized', 'ManualUnauthorized', 'manualUnauthorized', {
      permissions: [],
    }),
    contentRoute('/Q&A/operation-process-authorized-version', 'ManualAuthorized', 'manualAuthorized', {
      permissions: [],
    }),
    contentRoute('/faq', 'Faq', 'faq'),
    guide('/guide/bulk-sheet-download', 'GuideBulkSheetDownload', 'guideBulkSheetDownload'),
    guide('/guide/bulk-upload', 'GuideBulkUpload', 'guideBulkUpload'),
    guide('/guide/hourly-report', 'GuideHourlyReport', 'guideHourlyReport'),
    guide('/guide/schedule-rules', 'GuideScheduleRules', 'guideScheduleRules'),
    guide('/guide/organic-conversion-rate', 'GuideOrganicConversionRate', 'guideOrganicConversionRate'),
    guide('/guide/campaign-id', 'GuideCampaignId', 'guideCampaignId'),
    guide('/error-codes', 'ErrorCodes', 'errorCodes'),
    contentRoute('/contact', 'Contact', 'contact', {}, 'contact-page'),
    contentRoute('/update-log', 'UpdateLog', 'updateLog'),
  ],
};

/** The services group: what a seller can buy beside the usage packages (prices on /pricing). */
export const SERVICES_ROUTES: RouteItem = {
  path: SERVICES_GROUP_PATH,
  name: 'Services',
  meta: { titleKey: 'services', icon: 'shop', permissions: ALL_PERMISSIONS },
  children: [
    contentRoute('/hosted-ad-service', 'HostedAdService', 'hostedAdService'),
    contentRoute('/courses', 'Courses', 'courses'),
    contentRoute('/coaching', 'Coaching', 'coaching'),
  ],
};

/** Pages of the signed-in console. Feature routes join as their pages are built. */
export const CONSOLE_ROUTES: RouteItem[] = [
  // The console opens on the seller's numbers (issue 23): `/` and the way back after signing in lead to
  // the account overview; home (`/index`) stays one menu item and tab away.
  { path: ROOT_PATH, name: 'Root', redirect: OVERVIEW_PATH, meta: { titleKey: 'home', hidden: true } },
  {
    path: HOME_PATH,
    name: 'Home',
    component: 'home-page',
    meta: { titleKey: 'home', icon: 'home', affix: true },
  },
  // The seller's numbers (issue 23), right after home, which opens on their summary card.
  {
    path: OVERVIEW_PATH,
    name: 'AccountOverview',
    component: 'account-overview-page',
    meta: { titleKey: 'accountOverview', icon: 'overview', permissions: ALL_PERMISSIONS },
  },
  {
    path: PERSONAL_CENTER_PATH,
    name: 'PersonalCenter',
    component: 'personal-center-page',
    meta: { titleKey: 'personalCenter', icon: 'user', permissions: ALL_PERMISSIONS, hidden: true },
  },
  // The plan tools and usage records come first: they are what the console is for. The linked-shop tools
  // lead (spec §2: recommended), then the upload-based ones.
  ...SHOPS_ROUTES,
  ...PLANS_ROUTES,
  // Paid usage (issue 11): /charge is a menu page without a permission requirement (spec §2, §6).
  { path: '/charge', name: 'Charge', component: 'charge-page', meta: { titleKey: 'charge', icon: 'charge' } },
  {
    path: '/pricing',
    name: 'Pricing',
    component: 'pricing-page',
    meta: { titleKey: 'pricing', icon: 'pricing', permissions: ALL_PERMISSIONS },
  },
  {
    path: '/purchase',
    name: 'Purchase',
    component: 'purchase-page',
    meta: { titleKey: 'purchase', permissions: ALL_PERMISSIONS, hidden: true, menuGroup: '/charge' },
  },
  {
    path: '/transaction-details',
    name: 'TransactionDetails',
    component: 'transaction-details-page',
    meta: { titleKey: 'transactionDetails', permissions: ALL_PERMISSIONS, hidden: true },
  },
  {
    path: '/invoice',
    name: 'Invoice',
    component: 'invoice-page',
    meta: { titleKey: 'invoice', permissions: ALL_PERMISSIONS, hidden: true },
  },
  // The operator's desk: hidden from every menu; the server checks the operator role on each of its calls.
  {
    path: '/operator/desk',
    name: 'OperatorDesk',
    component: 'operator-desk-page',
    meta: { titleKey: 'operatorDesk', permissions: ALL_PERMISSIONS, hidden: true },
  },
  HELP_ROUTES,
  SERVICES_ROUTES,
];

/** The built-in route table: console pages, public pages and the catch-all. */
export const routeTable: RouteItem[] = [...CONSOLE_ROUTES, ...PUBLIC_ROUTES, NOT_FOUND_REDIRECT];

/** Whether a user holding `permissions` may open `route` (no requirement means yes). */
export function hasRoutePermission(route: RouteItem, permissions: readonly Permission[]): boolean {
  const required = route.meta.permissions;
  return (
    !required || required.length === 0 || required.some((permission) => permissions.includes(permission))
  );
}

/**
 * Keeps the routes a user holding `permissions` may open, recursively. A group left without children is
 * dropped unless it is itself a page or a redirect.
 */
export function filterRoutesByPermissions(
  routes: readonly RouteItem[],
  permissions: readonly Permission[],
): RouteItem[] {
  const kept: RouteItem[] = [];
  for (const route of routes) {
    if (!hasRoutePermission(route, permissions)) continue;
    if (!route.children) {
      kept.push(route);
      continue;
    }
    const children = filterRoutesByPermissions(route.children, permissions);
    if (children.length > 0 || route.component || route.redirect) kept.push({ ...route, children });
  }
  return kept;
}

/** The list with exactly one catch-all, at the end (server lists may lack it or carry it anywhere). */
export function withNotFoundRedirect(routes: readonly RouteItem[]): RouteItem[] {
  return [...routes.filter((route) => route.path !== CATCH_ALL_PATH), NOT_FOUND_REDIRECT];
}

/** Every item of the tree, parents before their children. */
export function flattenRoutes(routes: readonly RouteItem[]): RouteItem[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** Whether `path` matches a route pattern; `:name` segments match any one segment. */
export function matchesRoutePath(pattern: string, path: string): boolean {
  if (pattern === CATCH_ALL_PATH) return true;
  const expected = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/** The page or redirect item for `path` (not groups without a page), ignoring the catch-all. */
export function findRoute(routes: readonly RouteItem[], path: string): RouteItem | undefined {
  return flattenRoutes(routes).find(
    (route) =>
      route.path !== CATCH_ALL_PATH &&
      (route.component || route.redirect) &&
      matchesRoutePath(route.path, path),
  );
}

/** The item `path` resolves to: its own route, else the catch-all (if the list has one). */
export function resolveRoute(routes: readonly RouteItem[], path: string): RouteItem | undefined {
  return findRoute(routes, path) ?? routes.find((route) => route.path === CATCH_ALL_PATH);
}

/** Title key of the page at `path`, following the catch-all for unknown paths. */
export function routeTitleKey(routes: readonly RouteItem[], path: string): string | undefined {
  return resolveRoute(routes, path)?.meta.titleKey;
}

/**
 * Whether `path` is a page or a redirect of the table, whatever the permissions (false for menu groups
 * without a page and for anything only the catch-all would take). Decides "unknown path, show /404" before
 * any session check, since the table lists every path of the console.
 */
export function isKnownPath(routes: readonly RouteItem[], path: string): boolean {
  return findRoute(routes, path) !== undefined;
}

/**
 * The first page (in menu order, visible pages before hidden ones) of the menu group at `path`, for an
 * address typed as a group's (`/tool`); undefined when `path` is no group or the group holds no page.
 */
export function firstPageOfGroup(routes: readonly RouteItem[], path: string): string | undefined {
  const group = flattenRoutes(routes).find((route) => route.path === path && route.children);
  if (!group?.children) return undefined;
  const pages = flattenRoutes(group.children).filter((route) => route.component);
  return (pages.find((route) => !route.meta.hidden) ?? pages[0])?.path;
}

/** Whether `path` is one of the public pages of the table. */
export function isPublicPath(routes: readonly RouteItem[], path: string): boolean {
  return findRoute(routes, path)?.meta.public === true;
}

/**
 * The menu tree: items neither hidden nor public, and groups only when they keep at least one visible
 * child, so a group appears by itself once its first page is in the table.
 */
export function menuRoutes(routes: readonly RouteItem[]): RouteItem[] {
  const visible: RouteItem[] = [];
  for (const route of routes) {
    if (route.meta.hidden || route.meta.public || route.path === CATCH_ALL_PATH) continue;
    if (!route.children) {
      if (route.component) visible.push(route);
      continue;
    }
    const children = menuRoutes(route.children);
    if (children.length > 0) visible.push({ ...route, children });
  }
  return visible;
}

/** Paths of the menu groups containing the page at `path`, outermost first (for opening the menu). */
export function menuGroupsOf(routes: readonly RouteItem[], path: string): string[] {
  for (const route of routes) {
    if (route.children) {
      if (findRoute(route.children, path)) return [route.path, ...menuGroupsOf(route.children, path)];
    }
  }
  const ownGroup = findRoute(routes, path)?.meta.menuGroup;
  return ownGroup ? [...groupAncestors(routes, ownGroup), ownGroup] : [];
}

/** The groups enclosing group `path`, outermost first (a nested group opens only inside its parents). */
function groupAncestors(routes: readonly RouteItem[], path: string): string[] {
  for (const route of routes) {
    if (!route.children) continue;
    if (route.children.some((child) => child.path === path)) return [route.path];
    const inner = groupAncestors(route.children, path);
    if (inner.length > 0) return [route.path, ...inner];
  }
  return [];
}

/**
 * The list the console uses after sign-in: the server's items replace the built-in console routes, the
 * built-in public pages stay (they are needed before sign-in), and the catch-all comes last.
 */
export function mergeServerRoutes(
  builtIn: readonly RouteItem[],
  serverRoutes: readonly RouteItem[],
): RouteItem[] {
  const publicRoutes = builtIn.filter((route) => route.meta.public);
  const serverConsole = serverRoutes.filter((route) => !route.meta.public);
  return withNotFoundRedirect([...serverConsole, ...publicRoutes]);
}

/** A route item as it travels in GET /router_list. */
export const routeItemSchema: z.ZodType<RouteItem> = z.lazy(() =>
  z.object({
    path: z.string().min(1),
    name: z.string(),
    component: z.string().optional(),
    redirect: z.string().optional(),
    meta: z.object({
      titleKey: z.string(),
      permissions: z.array(permissionSchema).optional(),
      icon: z.string().optional(),
      hidden: z.boolean().optional(),
      affix: z.boolean().optional(),
      menuGroup: z.string().optional(),
      public: z.boolean().optional(),
    }),
    children: z.array(routeItemSchema).optional(),
  }),
);

/** Answer of GET /router_list. */
export const routerListAnswerSchema = z.object({
  code: z.number(),
  msg: z.string().optional(),
  data: z.array(routeItemSchema),
});
export type RouterListAnswer = z.infer<typeof routerListAnswerSchema>;
