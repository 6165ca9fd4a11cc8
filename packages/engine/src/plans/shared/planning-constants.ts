// Every number the Sponsored Products strategies decide with, in one place. docs/algorithms.md gives
// each one its formula, its source (shared/domain reference §5, spec §5/§9) and why it is right; a
// change here must change that page in the same commit.
import type { Marketplace } from '@adplan/contracts';
import type { AutoTargetingGroup, MatchType, SpPlacement } from '../../model/account';
import type { Money, Percent, Ratio } from '../../model/units';

/** How a target reaches shoppers, which decides how close its traffic is to organic search traffic. */
export type TargetKind =
  MatchType | AutoTargetingGroup | 'asin' | 'asinExpanded' | 'category' | 'keywordGroup' | 'other';

/** The constants of the planning rules (docs/algorithms.md names each by its key). */
export const PLANNING_CONSTANTS = {
  /** Prior strength in orders: pseudo-clicks k = pseudoOrders / prior CVR (reference §5.2). */
  pseudoOrders: 2,
  /** Lower bound of k (LEoLeung-ry uses k = 20). */
  minPseudoClicks: 20,
  /** Upper bound of k so that very low priors do not freeze the estimate. */
  maxPseudoClicks: 200,
  /** Share of the organic CVR a target's traffic is expected to convert at before it has data. */
  conversionFactor: {
    exact: 1,
    phrase: 0.85,
    broad: 0.7,
    'close-match': 0.8,
    'loose-match': 0.6,
    substitutes: 0.7,
    complements: 0.5,
    asin: 0.8,
    asinExpanded: 0.7,
    category: 0.6,
    keywordGroup: 0.6,
    other: 0.6,
  } satisfies Record<TargetKind, Ratio>,
  /** Relevant (secondary) search terms convert at this share of the main terms' rate before data. */
  relevantTermConversionFactor: 0.8,
  /** No bid assumes a conversion rate above this (spec §5 caps the organic rate at 50 %). */
  maxConversionRateForBid: 0.5,
  /** Largest bid rise per run, as a share of the current bid (reference §5.3: ±20–30 %). */
  maxBidStepUp: 0.3,
  /** Largest ordinary bid cut per run. */
  maxBidStepDown: 0.3,
  /** Largest cut per run once the no-order stop-loss has triggered. */
  stopLossMaxBidStepDown: 0.5,
  /**
   * Data gate: a target needs max(this, ceil(1 / prior CVR)) clicks before a bid is cut on its own
   * conversion estimate (experts: about 15 clicks or one expected order's worth of clicks).
   */
  dataGateMinClicks: 15,
  /**
   * A proven loser has at least this many clicks (experts' "about 15", the data gate's floor) …
   */
  provenLoserMinClicks: 15,
  /** … and a cost per sale (without an order: spend) of at least this x target CPS: cut proportionally. */
  provenLoserCpsMultiple: 2,
  /**
   * Fewer impressions than this over the window show the bid does not win auctions: the only case in which
   * a target below the data gate is raised.
   */
  zeroClickMaxImpressions: 100,
  /** Campaign clicks (on targets with a bid) needed before its effective CPC / bid ratio is measured. */
  cpcRatioMinClicks: 30,
  /** The measured CPC / bid ratio is kept inside these bounds (outliers are data errors). */
  cpcRatioBounds: { min: 0.3, max: 3 } satisfies { min: Ratio; max: Ratio },
  /**
   * A target whose CPC is above this x the most its bid can pay (largest placement adjustment, doubled under
   * "up and down") bought its clicks at a higher bid: its bid was changed during the window.
   */
  bidChangedCpcMargin: 1.1,
  /** A target whose CPC / bid is under the campaign's median / this bought its clicks at a much lower bid. */
  bidChangedRatioFactor: 3,
  /** "Up and down" with a CPC / bid ratio at or above this inflates CPC: the strategy goes to "down only". */
  inflatedCpcRatio: 1.3,
  /** Warn when the market CPC exceeds this x the CPC the target CPS allows (target CPS x CVR). */
  unreachableCpcRatio: 1.5,
  /** Changes smaller than this share of the bid are not worth a row (avoids churn). */
  minBidChangeRatio: 0.05,
  /** No-order stop-loss tier 1 (cut): spend without an order >= this x target CPS. */
  stopLossCutSpendMultiple: 1,
  /** No-order stop-loss tier 2 (pause): spend without an order >= this x target CPS … */
  stopLossPauseSpendMultiple: 4,
  /** … and clicks >= this x the prior's clicks per sale (1 / prior CVR). */
  stopLossPauseClicksPerSaleMultiple: 2,
  /** Harvest a search term once it has at least this many orders … */
  harvestMinOrders: 2,
  /** … at a cost per sale of at most this x target CPS. */
  harvestMaxCostPerSaleRatio: 1.2,
  /** A harvested target starts at most at this x the source's effective bid (term CPC / CPC-to-bid ratio). */
  harvestBidCpcMultiple: 1.15,
  /** Negate a search term without orders once spend >= this x target CPS … */
  negateSpendMultiple: 1,
  /** … and clicks >= this x the prior's clicks per sale … */
  negateClicksPerSaleMultiple: 1,
  /** … and clicks >= this floor, so that one expensive click never negates a term. */
  negateMinClicks: 5,
  /** `asin-expanded` is added for an ASIN target with at least this many orders … */
  expandedAsinMinOrders: 3,
  /** … at a cost per sale of at most this x target CPS. */
  expandedAsinMaxCostPerSaleRatio: 0.8,
  /** A placement needs this many clicks per expected sale (1 / campaign CVR) before it is judged. */
  placementMinClicksPerSaleMultiple: 1,
  /** Highest placement adjustment the engine writes (Amazon allows 900 %; reference §5.5). */
  placementMaxPercent: 200,
  /** Largest change of a placement adjustment per run, in percentage points. */
  placementMaxStepPoints: 50,
  /** Placement changes smaller than this many points are not written. */
  placementMinChangePoints: 5,
  /** Cold-start placement adjustments (percent) for keyword, auto and ASIN campaigns. */
  coldStartPlacementPercent: {
    keyword: { top: 20, productPage: 0, restOfSearch: 0, amazonBusiness: 0 },
    auto: { top: 20, productPage: 0, restOfSearch: 0, amazonBusiness: 0 },
    asin: { top: 0, productPage: 0, restOfSearch: 0, amazonBusiness: 0 },
  } satisfies Record<'keyword' | 'auto' | 'asin', Record<SpPlacement, Percent>>,
  /** Recommended daily budget = this x planned daily spend (spec §5, §9). */
  recommendedBudgetSpendMultiple: 3,
  /** Days a cold-start campaign needs to give every target one expected sale's worth of clicks. */
  coldStartLearningDays: 14,
  /** Daily budgets below these warn (spec §5: US under $50; the others are the same money). */
  lowDailyBudget: { US: 50, UK: 40, CA: 70, JP: 7500 } satisfies Record<Marketplace, Money>,
  // The parameter limits of spec §5 are contracts' PLAN_PARAMETER_LIMITS (docs/decisions/0006).
  /** The last days of a report whose orders are still being attributed (spec §9, reference §5.3). */
  incompleteAttributionDays: 3,
  /** An export whose data ends more than this many days before the plan's date is stale: warned about. */
  staleDataDays: 14,
  /** Window assumed when the bulk file name does not say (spec §9: 60 days). */
  defaultDataWindowDays: 60,
  /** Above this many clicks a campaign should be optimised rather than cold-started (spec §5, §9). */
  optimisationHintClicks: 1000,
} as const;
