// The console routes of the linked-shop half (spec §1, §2; issues 13 and 14): the recommended `/tool-auth`
// menu group with the authorised Sponsored Products tools under `/sp-auth`, the SB video tools with
// automatic upload, shop authorisation (how to authorise, the shop list) and, once a shop is linked, the
// schedule executor and ad diagnostics. `/authorize-result` is hidden: Login with Amazon returns there.
import type { Permission } from '../accounts/accounts-calls';
import type { ShopPlanFlowName } from '../plans/plan-flow-table';
import type { RouteItem } from '../routes/route-table';

const ALL: Permission[] = ['admin', 'notAdmin'];

/** The authorised flows and their tool page paths (spec §2). */
export const SHOP_TOOL_PATHS = {
  'keyword-cold-start': '/keyword-targeting-auth/kt-hb',
  'keyword-optimisation': '/keyword-targeting-auth/ad-op',
  'asin-cold-start': '/asin-targeting-auth/asin-hb',
  'asin-optimisation': '/asin-targeting-auth/asin-op',
  'auto-cold-start': '/auto-targeting-auth/auto-hb',
  'auto-optimisation': '/auto-targeting-auth/auto-op',
  'sbv-cold-start': '/sb-video-auth/sbv-hb-autoupload',
  'sbv-optimisation': '/sb-video-auth/sbv-op-autoupload',
} as const satisfies Record<ShopPlanFlowName, string>;

/** The authorised tools group (spec §2: recommended). */
export const TOOL_AUTH_GROUP_PATH = '/tool-auth';
/** How to grant authorisation (spec §2). */
export const AUTHORIZE_METHOD_PATH = '/shop-authorize/authorize-method';
/** The seller's linked shops (spec §2 `auth-shop-list`, under the authorisation group). */
export const AUTH_SHOP_LIST_PATH = '/shop-authorize/auth-shop-list';
/** Where the seller lands after Amazon's consent page (hidden; the server forwards Amazon's redirect here). */
export const AUTHORIZE_RESULT_PATH = '/authorize-result';
/** The schedule executor of linked shops: rules, charts, next runs and history (issue 14). */
export const SHOP_SCHEDULE_PATH = '/shop-schedule';
/** Ad diagnostics of the tool's campaigns in a linked shop (issue 14). */
export const AD_DIAGNOSIS_PATH = '/ad-diagnosis';

function page(path: string, name: string, component: string, titleKey: string): RouteItem {
  return { path, name, component, meta: { titleKey, permissions: ALL } };
}

/** The linked-shop routes, joined to the console routes of the route table before the upload tools. */
export const SHOPS_ROUTES: RouteItem[] = [
  {
    path: TOOL_AUTH_GROUP_PATH,
    name: 'ToolAuth',
    meta: { titleKey: 'toolAuthGroup', icon: 'tool-auth', permissions: ALL },
    children: [
      {
        path: '/sp-auth',
        name: 'SpAuth',
        meta: { titleKey: 'spAuthGroup', permissions: ALL },
        children: [
          page(
            SHOP_TOOL_PATHS['keyword-cold-start'],
            'ShopKeywordColdStart',
            'shop-keyword-cold-start-page',
            'shopKeywordColdStart',
          ),
          page(
            SHOP_TOOL_PATHS['keyword-optimisation'],
            'ShopKeywordOptimisation',
            'shop-keyword-optimisation-page',
            'shopKeywordOptimisation',
          ),
          page(
            SHOP_TOOL_PATHS['asin-cold-start'],
            'ShopAsinColdStart',
            'shop-asin-cold-start-page',
            'shopAsinColdStart',
          ),
          page(
            SHOP_TOOL_PATHS['asin-optimisation'],
            'ShopAsinOptimisation',
            'shop-asin-optimisation-page',
            'shopAsinOptimisation',
          ),
          page(
            SHOP_TOOL_PATHS['auto-cold-start'],
            'ShopAutoColdStart',
            'shop-auto-cold-start-page',
            'shopAutoColdStart',
          ),
          page(
            SHOP_TOOL_PATHS['auto-optimisation'],
            'ShopAutoOptimisation',
            'shop-auto-optimisation-page',
            'shopAutoOptimisation',
          ),
        ],
      },
      {
        path: '/sb-video-auth',
        name: 'SbVideoAuth',
        meta: { titleKey: 'sbVideoAuthGroup', permissions: ALL },
        children: [
          page(
            SHOP_TOOL_PATHS['sbv-cold-start'],
            'ShopSbvColdStart',
            'shop-sbv-cold-start-page',
            'shopSbvColdStart',
          ),
          page(
            SHOP_TOOL_PATHS['sbv-optimisation'],
            'ShopSbvOptimisation',
            'shop-sbv-optimisation-page',
            'shopSbvOptimisation',
          ),
        ],
      },
      page(SHOP_SCHEDULE_PATH, 'ShopSchedule', 'shop-schedule-page', 'shopSchedule'),
      page(AD_DIAGNOSIS_PATH, 'AdDiagnosis', 'ad-diagnosis-page', 'adDiagnosis'),
      {
        path: '/shop-authorize',
        name: 'ShopAuthorize',
        meta: { titleKey: 'shopAuthorizeGroup', icon: 'shop', permissions: ALL },
        children: [
          page(AUTHORIZE_METHOD_PATH, 'AuthorizeMethod', 'authorize-method-page', 'authorizeMethod'),
          page(AUTH_SHOP_LIST_PATH, 'AuthShopList', 'auth-shop-list-page', 'authShopList'),
        ],
      },
    ],
  },
  {
    path: AUTHORIZE_RESULT_PATH,
    name: 'AuthorizeResult',
    component: 'authorize-result-page',
    meta: { titleKey: 'authorizeResult', permissions: ALL, hidden: true, menuGroup: '/shop-authorize' },
  },
];
