// The console routes of the upload-based plan tools (spec §2, issue 9): the `/tool` menu group with the
// Sponsored Products v4 tools under `/adsv4` (the group spec §2 opens by default), the SB video tools under
// `/sbv-ads`, schedule bidding and the pre-upload check, and the usage records `/adHistory`.
import type { Permission } from '../accounts/accounts-calls';
import type { RouteItem } from '../routes/route-table';
import type { PlanFlowName } from './plan-parameters';

const ALL: Permission[] = ['admin', 'notAdmin'];

/** The path of each flow's tool page. */
export const PLAN_TOOL_PATHS = {
  'keyword-cold-start': '/keyword-ads-v4/kt-hb',
  'keyword-optimisation': '/keyword-ads-v4/ad-op',
  'asin-cold-start': '/asin-ads-v4/asin-hb',
  'asin-optimisation': '/asin-ads-v4/asin-op',
  'auto-cold-start': '/auto-ads-v4/auto-hb',
  'auto-optimisation': '/auto-ads-v4/auto-op',
  'sbv-cold-start': '/sbv-ads/sbv-ad-hardboot',
  'sbv-optimisation': '/sbv-ads/sbv-ad-opt',
  schedule: '/schedule-bidding',
} as const satisfies Record<PlanFlowName, string>;

/** The pre-upload check: Amazon's upload rules on any workbook, consuming nothing. */
export const UPLOAD_CHECK_PATH = '/upload-check';

/** The usage records: generated plans with their downloads and schedule rules. */
export const AD_HISTORY_PATH = '/adHistory';

/** The unauthorised (upload-based) tools group. */
export const TOOL_GROUP_PATH = '/tool';

function page(path: string, name: string, component: string, titleKey: string): RouteItem {
  return { path, name, component, meta: { titleKey, permissions: ALL } };
}

/** The plan tool routes, joined to the console routes of the route table. */
export const PLANS_ROUTES: RouteItem[] = [
  {
    path: TOOL_GROUP_PATH,
    name: 'Tool',
    meta: { titleKey: 'toolGroup', icon: 'tool', permissions: ALL },
    children: [
      {
        path: '/adsv4',
        name: 'AdsV4',
        meta: { titleKey: 'adsV4Group', permissions: ALL },
        children: [
          page(
            PLAN_TOOL_PATHS['keyword-cold-start'],
            'KeywordColdStart',
            'keyword-cold-start-page',
            'keywordColdStart',
          ),
          page(
            PLAN_TOOL_PATHS['keyword-optimisation'],
            'KeywordOptimisation',
            'keyword-optimisation-page',
            'keywordOptimisation',
          ),
          page(PLAN_TOOL_PATHS['asin-cold-start'], 'AsinColdStart', 'asin-cold-start-page', 'asinColdStart'),
          page(
            PLAN_TOOL_PATHS['asin-optimisation'],
            'AsinOptimisation',
            'asin-optimisation-page',
            'asinOptimisation',
          ),
          page(PLAN_TOOL_PATHS['auto-cold-start'], 'AutoColdStart', 'auto-cold-start-page', 'autoColdStart'),
          page(
            PLAN_TOOL_PATHS['auto-optimisation'],
            'AutoOptimisation',
            'auto-optimisation-page',
            'autoOptimisation',
          ),
        ],
      },
      {
        path: '/sbv-ads',
        name: 'SbvAds',
        meta: { titleKey: 'sbvGroup', permissions: ALL },
        children: [
          page(PLAN_TOOL_PATHS['sbv-cold-start'], 'SbvColdStart', 'sbv-cold-start-page', 'sbvColdStart'),
          page(
            PLAN_TOOL_PATHS['sbv-optimisation'],
            'SbvOptimisation',
            'sbv-optimisation-page',
            'sbvOptimisation',
          ),
        ],
      },
      page(PLAN_TOOL_PATHS.schedule, 'ScheduleBidding', 'schedule-bidding-page', 'scheduleBidding'),
      page(UPLOAD_CHECK_PATH, 'UploadCheck', 'upload-check-page', 'uploadCheck'),
    ],
  },
  {
    ...page(AD_HISTORY_PATH, 'AdHistory', 'ad-history-page', 'adHistory'),
    meta: { titleKey: 'adHistory', icon: 'history', permissions: ALL },
  },
];
