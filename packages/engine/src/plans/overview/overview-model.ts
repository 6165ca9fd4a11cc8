// The account overview's data: what the console shows a seller before any plan (issue 23), summarised from
// whatever account data there is (an uploaded bulk sheet and reports, or a linked shop's daily reports).
// Money is in the marketplace currency; ratios are derived from the summed counts, never averaged.
import type { Marketplace } from '@adplan/contracts';
import type { Money, Ratio } from '../../model/units';

/** Counts of anything the overview lists (a campaign, a target, a placement, a day): no units sold needed. */
export interface OverviewCounts {
  impressions: number;
  clicks: number;
  spend: Money;
  sales: Money;
  orders: number;
}

/** The counts with the two ratios sellers read first; each ratio undefined when its divisor is zero. */
export interface OverviewFigures extends OverviewCounts {
  /** spend / sales (0-1 and above), undefined without sales. */
  acos?: Ratio;
  /** spend / clicks, undefined without clicks. */
  costPerClick?: Money;
}

/** The ad product a row belongs to. */
export type OverviewAdProduct = 'SP' | 'SB';

/** How a target matches: a keyword, a product or category target, or an automatic-targeting group. */
export type OverviewTargetKind = 'keyword' | 'product' | 'auto';

/** The plan tool that acts on a row (a flow name of contracts' PLAN_FLOW_NAMES). */
export type OverviewTool =
  'keyword-optimisation' | 'asin-optimisation' | 'auto-optimisation' | 'sbv-optimisation';

/** One campaign as the summariser reads it. */
export interface OverviewCampaignInput {
  adProduct: OverviewAdProduct;
  /** Amazon's campaign id, when the data has one. */
  campaignId?: string;
  name: string;
  /** Auto campaigns route their targets to the auto tool. */
  targeting?: 'auto' | 'manual';
  counts: OverviewCounts;
}

/** One keyword or target as the summariser reads it. */
export interface OverviewTargetInput {
  adProduct: OverviewAdProduct;
  campaignName: string;
  adGroupName: string;
  /** Keyword text, or the targeting expression (`close-match`, `asin="B0…"`, `category="…"`). */
  text: string;
  kind: OverviewTargetKind;
  /** exact / phrase / broad for keywords. */
  matchType?: 'exact' | 'phrase' | 'broad';
  counts: OverviewCounts;
}

/** One placement of one campaign. */
export interface OverviewPlacementInput {
  campaignName: string;
  /** `top`, `productPage`, `restOfSearch`, `amazonBusiness`, SB `home`/`detailPage`/`other`, `offAmazon`. */
  placement: string;
  counts: OverviewCounts;
}

/** One calendar day of the whole account (`YYYY-MM-DD`, marketplace time). */
export interface OverviewDayInput {
  date: string;
  counts: OverviewCounts;
}

/** Everything the summariser reads, whatever it was read from. */
export interface OverviewInput {
  marketplace: Marketplace;
  campaigns: OverviewCampaignInput[];
  targets: OverviewTargetInput[];
  placements: OverviewPlacementInput[];
  /** Empty when the data is not daily (a bulk sheet alone holds window totals only). */
  days: OverviewDayInput[];
  /** The dates the data covers, when known. */
  window?: { start: string; end: string };
}

/** A campaign line of the overview. */
export interface OverviewCampaign extends OverviewFigures {
  adProduct: OverviewAdProduct;
  campaignId?: string;
  name: string;
}

/** A target line of the overview, with the tool that acts on it. */
export interface OverviewTarget extends OverviewFigures {
  adProduct: OverviewAdProduct;
  campaignName: string;
  adGroupName: string;
  text: string;
  kind: OverviewTargetKind;
  matchType?: 'exact' | 'phrase' | 'broad';
  tool: OverviewTool;
  /** Campaign id when the campaign list has one (lets a tool preselect the campaign). */
  campaignId?: string;
  /** Cost per order spend / orders, undefined without orders. */
  costPerSale?: Money;
}

/** A waster: a target whose spend bought no or too few orders, with the money it cost beyond the yardstick. */
export interface OverviewWaster extends OverviewTarget {
  /** `no-orders`: at least one reference cost per sale spent without an order; `poor-return`: a proven loser. */
  reason: 'no-orders' | 'poor-return';
  /** spend − orders × reference cost per sale (all the spend without a reference or an order). */
  excessSpend: Money;
}

/** A placement line of the overview. */
export interface OverviewPlacement extends OverviewFigures {
  campaignName: string;
  placement: string;
}

/** A day of the trend. */
export interface OverviewDay extends OverviewFigures {
  date: string;
}

/** The account overview. Lists are cut to the overview's limits; the counts say how many there were. */
export interface AccountOverview {
  marketplace: Marketplace;
  /** ISO 4217 code of the marketplace currency every amount is in. */
  currency: string;
  window?: { start: string; end: string };
  totals: OverviewFigures;
  /** The account's cost per sale (spend / orders) when it has enough orders to be a yardstick. */
  referenceCostPerSale?: Money;
  campaigns: OverviewCampaign[];
  targets: OverviewTarget[];
  placements: OverviewPlacement[];
  days: OverviewDay[];
  wasters: OverviewWaster[];
  converters: OverviewTarget[];
  /** How many campaigns and targets the data held before the lists were cut. */
  campaignCount: number;
  targetCount: number;
}
