// Turns one row of the SP or SB tab into a canonical BulkRow (English API-style values whatever the
// file's language) plus the informational values the account model needs (names on child rows,
// ASIN, eligibility, metrics). Cells that do not parse are left out and noted by the view.
import type { Eligibility } from '../model/account';
import type { BulkOperation, SbBulkRow, SbEntity, SpBulkRow, SpEntity } from '../model/bulk-row';
import {
  adGroupId,
  adId,
  campaignId,
  keywordId,
  parseAsin,
  portfolioId,
  sku,
  targetId,
  type Asin,
} from '../model/ids';
import { emptyMetrics, type Metrics } from '../model/metrics';
import { normalizeExpression, parseBulkDate, splitList } from './cell-parsers';
import type { ReadColumn } from './header-aliases';
import type { TabRowView } from './tab-row-view';
import {
  BID_OPTIMIZATION,
  BIDDING_STRATEGY,
  BUDGET_TYPE,
  ELIGIBILITY,
  LANDING_PAGE_TYPE,
  MATCH_TYPE,
  OPERATION,
  SB_ENTITY,
  SB_PLACEMENT,
  SP_ENTITY,
  SP_PLACEMENT,
  STATE,
  TARGETING_TYPE,
} from './value-aliases';

/** Values of a row that are not part of the canonical BulkRow but feed the account model. */
export interface RowInfo {
  /** Entity as understood, undefined when blank or unknown. */
  entity: SpEntity | SbEntity | undefined;
  /** Operation as understood, undefined when blank or unknown. */
  operation: BulkOperation | undefined;
  /** True when the Operation cell holds something (known or not). */
  hasOperation: boolean;
  /** Campaign name from `Campaign Name`, else its informational twin. */
  campaignName: string;
  /** Ad group name from `Ad Group Name`, else its informational twin. */
  adGroupName: string;
  asin: Asin | undefined;
  eligibility: Eligibility;
  resolvedExpression: string | undefined;
  metrics: Metrics;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined | ''): void {
  if (value !== undefined && value !== '') (target as Writable<T>)[key] = value;
}

function eligibilityOf(view: TabRowView): Eligibility {
  const text = view.text('eligibilityStatusInfo');
  if (text === '') return 'unknown';
  // Amazon writes `Eligible`; any other status shown there is a reason the ad does not serve.
  return ELIGIBILITY.get(text) ?? 'ineligible';
}

function dateOf(view: TabRowView, column: ReadColumn): string | undefined {
  const text = view.text(column);
  if (text === '') return undefined;
  const index = view.header.index.get(column) ?? 0;
  const date = parseBulkDate(text, view.row.kind(index));
  if (date === undefined) view.unknown(column);
  return date;
}

function commonInfo(
  view: TabRowView,
  entity: SpEntity | SbEntity | undefined,
  withMetrics: boolean,
): RowInfo {
  const operationText = view.text('operation');
  return {
    entity,
    operation: operationText === '' ? undefined : view.value('operation', OPERATION),
    hasOperation: operationText !== '',
    campaignName: view.text('campaignName') || view.text('campaignNameInfo'),
    adGroupName: view.text('adGroupName') || view.text('adGroupNameInfo'),
    asin: parseAsin(view.text('asinInfo')),
    eligibility: eligibilityOf(view),
    resolvedExpression: view.text('resolvedProductTargetingExpressionInfo') || undefined,
    metrics: withMetrics ? view.metrics() : emptyMetrics(),
  };
}

function putIds(view: TabRowView, row: SpBulkRow | SbBulkRow): void {
  put(row, 'adGroupId', adGroupId(view.id('adGroupId')));
  put(row, 'portfolioId', portfolioId(view.id('portfolioId')));
  put(row, 'adId', adId(view.id('adId')));
  put(row, 'keywordId', keywordId(view.id('keywordId')));
  put(row, 'productTargetingId', targetId(view.id('productTargetingId')));
}

function putTargeting(view: TabRowView, row: SpBulkRow | SbBulkRow): void {
  put(row, 'campaignName', view.text('campaignName'));
  put(row, 'adGroupName', view.text('adGroupName'));
  put(row, 'startDate', dateOf(view, 'startDate'));
  put(row, 'endDate', dateOf(view, 'endDate'));
  put(row, 'state', view.value('state', STATE));
  put(row, 'bid', view.number('bid'));
  put(row, 'keywordText', view.text('keywordText'));
  put(row, 'matchType', view.value('matchType', MATCH_TYPE));
  const expression = view.text('productTargetingExpression');
  put(row, 'productTargetingExpression', expression ? normalizeExpression(expression) : undefined);
}

/** Parses a row of the `Sponsored Products Campaigns` tab. */
export function parseSpRow(view: TabRowView, withMetrics: boolean): { row: SpBulkRow; info: RowInfo } {
  const entity = view.value('entity', SP_ENTITY);
  const info = commonInfo(view, entity, withMetrics);
  const row: SpBulkRow = {
    product: 'sponsoredProducts',
    entity: entity ?? 'campaign',
    operation: info.operation ?? 'update',
    campaignId: campaignId(view.id('campaignId')),
  };
  putIds(view, row);
  putTargeting(view, row);
  put(row, 'targetingType', view.value('targetingType', TARGETING_TYPE));
  put(row, 'dailyBudget', view.number('dailyBudget'));
  const skuText = view.text('sku');
  put(row, 'sku', skuText ? sku(skuText) : undefined);
  put(row, 'adGroupDefaultBid', view.number('adGroupDefaultBid'));
  put(row, 'biddingStrategy', view.value('biddingStrategy', BIDDING_STRATEGY));
  put(row, 'placement', view.value('placement', SP_PLACEMENT));
  put(row, 'percentage', view.percent('percentage'));
  return { row, info };
}

function asinList(view: TabRowView, column: ReadColumn): Asin[] | undefined {
  const text = view.text(column);
  if (text === '') return undefined;
  const items = splitList(text.replace(/[[\]"]/g, ''));
  const asins = items.map(parseAsin).filter((asin): asin is Asin => asin !== undefined);
  if (asins.length !== items.length) view.unknown(column);
  return asins;
}

/** Parses a row of the `SB Multi Ad Group Campaigns` tab (or of the legacy SB tab). */
export function parseSbRow(view: TabRowView, withMetrics: boolean): { row: SbBulkRow; info: RowInfo } {
  const entity = view.value('entity', SB_ENTITY);
  const info = commonInfo(view, entity, withMetrics);
  const row: SbBulkRow = {
    product: 'sponsoredBrands',
    entity: entity ?? 'campaign',
    operation: info.operation ?? 'update',
    campaignId: campaignId(view.id('campaignId')),
  };
  putIds(view, row);
  putTargeting(view, row);
  put(row, 'adName', view.text('adName'));
  put(row, 'brandEntityId', view.text('brandEntityId'));
  put(row, 'budgetType', view.value('budgetType', BUDGET_TYPE));
  put(row, 'budget', view.number('budget'));
  put(row, 'bidOptimization', view.value('bidOptimization', BID_OPTIMIZATION));
  put(row, 'placement', view.value('placement', SB_PLACEMENT));
  put(row, 'percentage', view.percent('percentage'));
  put(row, 'landingPageUrl', view.text('landingPageUrl'));
  put(row, 'landingPageType', view.value('landingPageType', LANDING_PAGE_TYPE));
  put(row, 'landingPageAsins', asinList(view, 'landingPageAsins'));
  put(row, 'brandName', view.text('brandName'));
  put(row, 'brandLogoAssetId', view.text('brandLogoAssetId'));
  put(row, 'creativeHeadline', view.text('creativeHeadline'));
  put(row, 'creativeAsins', asinList(view, 'creativeAsins'));
  const videos = view.text('videoAssetIds') || view.text('videoMediaIds');
  put(row, 'videoAssetIds', videos ? splitList(videos) : undefined);
  return { row, info };
}
