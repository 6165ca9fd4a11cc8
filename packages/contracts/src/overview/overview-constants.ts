// Constants of the account overview shared by server and web.
import { PLAN_HISTORY_RETENTION_DAYS } from '../plans/plans-constants';

/** The console page the seller lands on after signing in (issue 23). */
export const OVERVIEW_PATH = '/overview';

/** The source of an upload's snapshot. */
export const OVERVIEW_UPLOAD_SOURCE = 'upload';

/** `upload`, or `shop:<shop id>` (the id as shops answer it). */
export const OVERVIEW_SOURCE_PATTERN = /^(upload|shop:[A-Za-z0-9_-]{1,64})$/;

/** The source of a linked shop's snapshot. */
export const overviewShopSource = (shopId: string): string => `shop:${shopId}`;

/** The plan tools an overview line links to (flow names of PLAN_TOOL_PATHS / SHOP_TOOL_PATHS). */
export const OVERVIEW_TOOLS = [
  'keyword-optimisation',
  'asin-optimisation',
  'auto-optimisation',
  'sbv-optimisation',
] as const;
export type OverviewToolName = (typeof OVERVIEW_TOOLS)[number];

/** How long a snapshot is kept: as long as the plans it was read for (spec §4, 30 days). */
export const OVERVIEW_RETENTION_DAYS = PLAN_HISTORY_RETENTION_DAYS;

/** The success sentence of the overview call, in both languages. */
export const OVERVIEW_SUCCESS_MESSAGE = { zh: '操作成功', en: 'Done.' } as const;
