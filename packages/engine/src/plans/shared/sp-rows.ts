// Constructors of the Sponsored Products bulk rows the strategies write, one per entity and operation,
// with exactly the fields Amazon's Config sheet requires (reference §1.2.6). Child rows carry IDs only:
// names on child rows are informational in exports and are left blank on upload.
import type {
  BiddingStrategy,
  EntityState,
  MatchType,
  NegativeMatchType,
  SpPlacement,
  TargetingType,
} from '../../model/account';
import type { SpBulkRow } from '../../model/bulk-row';
import type { AdGroupId, CampaignId, KeywordId, PortfolioId, Sku, TargetId } from '../../model/ids';
import type { BulkDate, Money, Percent } from '../../model/units';

const SP = { product: 'sponsoredProducts' } as const;

/** Only the two parent IDs of a parent-like object (callers pass richer targets; rows must not carry them). */
const ids = (parent: RowParent): RowParent => ({
  campaignId: parent.campaignId,
  adGroupId: parent.adGroupId,
});

/** Where a child row belongs: its campaign and ad group IDs (real or temporary). */
export interface RowParent {
  campaignId: CampaignId;
  adGroupId: AdGroupId;
}

/** Fields of a new campaign. */
export interface NewCampaign {
  campaignId: CampaignId;
  name: string;
  dailyBudget: Money;
  targetingType: TargetingType;
  startDate: BulkDate;
  biddingStrategy: BiddingStrategy;
}

/** Create row of a campaign (enabled). */
export function createCampaignRow(c: NewCampaign): SpBulkRow {
  return {
    ...SP,
    entity: 'campaign',
    operation: 'create',
    campaignId: c.campaignId,
    campaignName: c.name,
    dailyBudget: c.dailyBudget,
    targetingType: c.targetingType,
    state: 'enabled',
    startDate: c.startDate,
    biddingStrategy: c.biddingStrategy,
  };
}

/** What a campaign Update row must repeat so the upload changes nothing else. */
export interface UpdatedCampaign {
  id: CampaignId;
  endDate?: BulkDate;
  portfolioId?: PortfolioId;
}

/**
 * The identity of a campaign Update row. Amazon's update guide: a blank End Date on an Update row REMOVES the
 * campaign's end date, and a campaign in a portfolio leaves it unless the row repeats its Portfolio ID; so
 * both are written back unchanged.
 */
export function campaignUpdateBase(campaign: UpdatedCampaign): SpBulkRow {
  return {
    ...SP,
    entity: 'campaign',
    operation: 'update',
    campaignId: campaign.id,
    ...(campaign.endDate ? { endDate: campaign.endDate } : {}),
    ...(campaign.portfolioId ? { portfolioId: campaign.portfolioId } : {}),
  };
}

/** Update row of a campaign's daily budget. */
export function updateCampaignBudgetRow(campaign: UpdatedCampaign, dailyBudget: Money): SpBulkRow {
  return { ...campaignUpdateBase(campaign), dailyBudget };
}

/** Update row of a campaign's bidding strategy. */
export function updateCampaignStrategyRow(
  campaign: UpdatedCampaign,
  biddingStrategy: BiddingStrategy,
): SpBulkRow {
  return { ...campaignUpdateBase(campaign), biddingStrategy };
}

/** Create or update row of a placement adjustment, repeating the campaign's strategy (reference §1.2.6). */
export function biddingAdjustmentRow(
  operation: 'create' | 'update',
  campaignId: CampaignId,
  placement: SpPlacement,
  percentage: Percent,
  biddingStrategy: BiddingStrategy | undefined,
): SpBulkRow {
  const row: SpBulkRow = { ...SP, entity: 'biddingAdjustment', operation, campaignId, placement, percentage };
  if (biddingStrategy) row.biddingStrategy = biddingStrategy;
  return row;
}

/** Create row of an ad group (enabled) with its default bid. */
export function createAdGroupRow(parent: RowParent, name: string, defaultBid: Money): SpBulkRow {
  return {
    ...SP,
    entity: 'adGroup',
    operation: 'create',
    ...ids(parent),
    adGroupName: name,
    adGroupDefaultBid: defaultBid,
    state: 'enabled',
  };
}

/** Create row of a product ad for a seller SKU (enabled). */
export function createProductAdRow(parent: RowParent, sku: Sku): SpBulkRow {
  return { ...SP, entity: 'productAd', operation: 'create', ...ids(parent), sku, state: 'enabled' };
}

/** Create row of a keyword with its own bid. */
export function createKeywordRow(
  parent: RowParent,
  text: string,
  matchType: MatchType,
  bid: Money,
): SpBulkRow {
  return {
    ...SP,
    entity: 'keyword',
    operation: 'create',
    ...ids(parent),
    keywordText: text,
    matchType,
    bid,
    state: 'enabled',
  };
}

/** Create row of an ad-group negative keyword. */
export function createNegativeKeywordRow(
  parent: RowParent,
  text: string,
  matchType: NegativeMatchType,
): SpBulkRow {
  return {
    ...SP,
    entity: 'negativeKeyword',
    operation: 'create',
    ...ids(parent),
    keywordText: text,
    matchType,
    state: 'enabled',
  };
}

/** Create row of a campaign-level negative keyword (it applies to every ad group of the campaign). */
export function createCampaignNegativeKeywordRow(
  campaignId: CampaignId,
  text: string,
  matchType: NegativeMatchType,
): SpBulkRow {
  return {
    ...SP,
    entity: 'campaignNegativeKeyword',
    operation: 'create',
    campaignId,
    keywordText: text,
    matchType,
    state: 'enabled',
  };
}

/** Create row of a product target (`asin="…"`, auto group …) with its bid and state. */
export function createProductTargetRow(
  parent: RowParent,
  expression: string,
  bid: Money,
  state: EntityState = 'enabled',
): SpBulkRow {
  return {
    ...SP,
    entity: 'productTargeting',
    operation: 'create',
    ...ids(parent),
    productTargetingExpression: expression,
    bid,
    state,
  };
}

/** Create row of a negative product target `asin="…"`. */
export function createNegativeProductTargetRow(parent: RowParent, expression: string): SpBulkRow {
  return {
    ...SP,
    entity: 'negativeProductTargeting',
    operation: 'create',
    ...ids(parent),
    productTargetingExpression: expression,
    state: 'enabled',
  };
}

/** Update row of an existing keyword: new bid and/or state. */
export function updateKeywordRow(
  parent: RowParent,
  id: KeywordId,
  change: { bid?: Money; state: EntityState },
): SpBulkRow {
  const row: SpBulkRow = {
    ...SP,
    entity: 'keyword',
    operation: 'update',
    ...ids(parent),
    keywordId: id,
    state: change.state,
  };
  if (change.bid !== undefined) row.bid = change.bid;
  return row;
}

/** Update row of an existing product target (auto group or `asin="…"`): new bid and/or state. */
export function updateProductTargetRow(
  parent: RowParent,
  id: TargetId,
  change: { bid?: Money; state: EntityState },
): SpBulkRow {
  const row: SpBulkRow = {
    ...SP,
    entity: 'productTargeting',
    operation: 'update',
    ...ids(parent),
    productTargetingId: id,
    state: change.state,
  };
  if (change.bid !== undefined) row.bid = change.bid;
  return row;
}

/** Update row of an existing ad group's default bid. */
export function updateAdGroupDefaultBidRow(
  parent: RowParent,
  defaultBid: Money,
  state: EntityState,
): SpBulkRow {
  return {
    ...SP,
    entity: 'adGroup',
    operation: 'update',
    ...ids(parent),
    adGroupDefaultBid: defaultBid,
    state,
  };
}

/** The `asin="B0…"` expression of an ASIN. */
export const asinExpression = (asin: string): string => `asin="${asin.toUpperCase()}"`;

/** The `asin-expanded="B0…"` expression of an ASIN. */
export const expandedAsinExpression = (asin: string): string => `asin-expanded="${asin.toUpperCase()}"`;
