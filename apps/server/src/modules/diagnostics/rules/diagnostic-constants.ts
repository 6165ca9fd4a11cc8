// The numbers the diagnostic rules judge by, each with why. Where the plan engine has the same idea the
// value is the engine's (docs/algorithms.md), so a diagnosis never calls "wrong" what a plan just wrote.

export const DIAGNOSTIC_CONSTANTS = {
  /** A campaign the tool created fewer than 7 days ago is "too early": attribution needs a week (reference §5.3). */
  freshCampaignDays: 7,
  /** Clicks a campaign needs before any verdict: the engine's data gate (`dataGateMinClicks`, §14.3). */
  campaignClickGate: 15,
  /** A day is "capped" when spend reached 95 % of the budget (Amazon stops serving a little under it). */
  budgetCappedSpendRatio: 0.95,
  /** Recent days the budget rule looks at: two weeks, so one promotion weekend cannot decide it. */
  budgetRecentDays: 14,
  /** Capped days among them that make a finding: three, i.e. a pattern rather than a spike. */
  budgetMinCappedDays: 3,
  /**
   * Daily reports carry no hour. A capped day that shows under 60 % of the impressions of a typical uncapped
   * day (same bids, same demand) stopped serving before about 60 % of the day: "early".
   */
  earlyCapServedShare: 0.6,
  /** Uncapped days needed to know what a full day looks like. */
  budgetMinUncappedDays: 2,
  /** Raising a budget on a campaign whose cost per sale is 20 % over the account's buys more of a bad deal. */
  budgetPoorReturnCpsRatio: 1.2,
  /** Fewer impressions than this over the window mean a bid loses the auctions (`zeroClickMaxImpressions`). */
  lowImpressions: 100,
  /** Orders a campaign needs for its own cost per sale to be the reference (`harvestMinOrders`). */
  referenceMinOrders: 2,
  /** A no-order term is judged after one reference CPS of spend: 63 % confidence (`negateSpendMultiple`). */
  termSpendMultiple: 1,
  /** ... and at least this many clicks, so one expensive click never condemns a term (`negateMinClicks`). */
  termMinClicks: 5,
  /** Without any reference CPS (nothing converts), clicks alone: Teikametrics' "clicks > 20". */
  termClicksWithoutReference: 20,
  /** Twice the reference CPS without an order is the engine's pause point (86 %): high severity. */
  highSeveritySpendMultiple: 2,
  /** A term competes when at least two campaigns paid clicks for it and it has this many in all. */
  competingMinClicks: 5,
  /** A placement whose ACOS is 1.5 × the campaign's is poor (the engine's `unreachableCpcRatio`). */
  placementAcosRatio: 1.5,
  /** Twice the campaign's ACOS: high severity. */
  placementHighAcosRatio: 2,
  /** One suggested step down of a placement adjustment (`placementMaxStepPoints`). */
  placementStepPoints: 50,
} as const;
