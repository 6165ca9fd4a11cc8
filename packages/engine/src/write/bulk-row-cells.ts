// One canonical bulk row -> the cells of its template row, in Amazon's English spellings. Identifiers,
// dates and all other text stay strings (so Excel never turns an ID into 3.47E+14); bids, budgets and
// percentages are numbers as `writtenBulkRow` rounds them; nothing is ever a formula.
import type { BulkColumn } from '../amazon/bulk-columns';
import type { Marketplace } from '@adplan/contracts';
import type { BulkRow, SbBulkRow, SpBulkRow } from '../model/bulk-row';
import {
  BIDDING_STRATEGY_SPELLING,
  LANDING_PAGE_TYPE_SPELLING,
  LIST_SEPARATOR,
  MATCH_TYPE_SPELLING,
  OPERATION_SPELLING,
  PRODUCT_SPELLING,
  SB_BUDGET_TYPE_SPELLING,
  SB_ENTITY_SPELLING,
  SB_PLACEMENT_SPELLING,
  SP_ENTITY_SPELLING,
  SP_PLACEMENT_SPELLING,
  STATE_SPELLING,
  TARGETING_TYPE_SPELLING,
  spellBoolean,
} from './amazon-spellings';
import { writtenBulkRow } from './written-values';

/** A cell of an upload tab: text, a number, or blank. */
export type BulkCellValue = string | number | undefined;

type CellOf<T> = (row: T) => BulkCellValue;

const list = (values: readonly string[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(LIST_SEPARATOR) : undefined;

/** Cells both tabs spell the same way. */
const COMMON_CELLS: Partial<Record<BulkColumn, CellOf<BulkRow>>> = {
  operation: (row) => OPERATION_SPELLING[row.operation],
  campaignId: (row) => row.campaignId,
  adGroupId: (row) => row.adGroupId,
  portfolioId: (row) => row.portfolioId,
  adId: (row) => row.adId,
  keywordId: (row) => row.keywordId,
  productTargetingId: (row) => row.productTargetingId,
  campaignName: (row) => row.campaignName,
  adGroupName: (row) => row.adGroupName,
  startDate: (row) => row.startDate,
  endDate: (row) => row.endDate,
  state: (row) => row.state && STATE_SPELLING[row.state],
  bid: (row) => row.bid,
  percentage: (row) => row.percentage,
  keywordText: (row) => row.keywordText,
  matchType: (row) => row.matchType && MATCH_TYPE_SPELLING[row.matchType],
  productTargetingExpression: (row) => row.productTargetingExpression,
};

/** Cells of the `Sponsored Products Campaigns` tab. */
const SP_CELLS: Partial<Record<BulkColumn, CellOf<SpBulkRow>>> = {
  ...COMMON_CELLS,
  product: () => PRODUCT_SPELLING.sponsoredProducts,
  entity: (row) => SP_ENTITY_SPELLING[row.entity],
  targetingType: (row) => row.targetingType && TARGETING_TYPE_SPELLING[row.targetingType],
  dailyBudget: (row) => row.dailyBudget,
  sku: (row) => row.sku,
  adGroupDefaultBid: (row) => row.adGroupDefaultBid,
  biddingStrategy: (row) => row.biddingStrategy && BIDDING_STRATEGY_SPELLING[row.biddingStrategy],
  placement: (row) => row.placement && SP_PLACEMENT_SPELLING[row.placement],
};

/** Cells of the `SB Multi Ad Group Campaigns` tab. */
const SB_CELLS: Partial<Record<BulkColumn, CellOf<SbBulkRow>>> = {
  ...COMMON_CELLS,
  product: () => PRODUCT_SPELLING.sponsoredBrands,
  entity: (row) => SB_ENTITY_SPELLING[row.entity],
  adName: (row) => row.adName,
  brandEntityId: (row) => row.brandEntityId,
  budgetType: (row) => row.budgetType && SB_BUDGET_TYPE_SPELLING[row.budgetType],
  budget: (row) => row.budget,
  bidOptimization: (row) =>
    row.bidOptimization === undefined ? undefined : spellBoolean(row.bidOptimization),
  placement: (row) => row.placement && SB_PLACEMENT_SPELLING[row.placement],
  landingPageUrl: (row) => row.landingPageUrl,
  landingPageType: (row) => row.landingPageType && LANDING_PAGE_TYPE_SPELLING[row.landingPageType],
  landingPageAsins: (row) => list(row.landingPageAsins),
  brandName: (row) => row.brandName,
  brandLogoAssetId: (row) => row.brandLogoAssetId,
  creativeHeadline: (row) => row.creativeHeadline,
  creativeAsins: (row) => list(row.creativeAsins),
  videoAssetIds: (row) => list(row.videoAssetIds),
};

/**
 * The cells of one row in `columns` order (blank where the row has no value or the tab has no such
 * column), with numbers rounded as written for the marketplace.
 */
export function bulkRowCells(
  input: BulkRow,
  columns: readonly BulkColumn[],
  marketplace: Marketplace,
): BulkCellValue[] {
  const row = writtenBulkRow(input, marketplace);
  if (row.product === 'sponsoredProducts') return columns.map((column) => SP_CELLS[column]?.(row));
  return columns.map((column) => SB_CELLS[column]?.(row));
}
