// The overview's thresholds and list limits. The waster and converter thresholds are the planning
// constants of docs/algorithms.md Part A (§2 stop-loss and proven loser, §3 negation and harvest), applied
// with the account's own cost per sale as the yardstick because the overview has no seller target.
import { PLANNING_CONSTANTS } from '../shared/planning-constants';

/** Thresholds (counts, multiples of the reference cost per sale) and list lengths of the account overview. */
export const OVERVIEW_CONSTANTS = {
  /** The account needs this many orders before its cost per sale is a yardstick (§3 harvest threshold). */
  referenceMinOrders: PLANNING_CONSTANTS.harvestMinOrders,
  /** No order after this × reference cost per sale of spend: ≈ 63 % sure the target loses money (§2). */
  noOrderSpendMultiple: PLANNING_CONSTANTS.stopLossCutSpendMultiple,
  /** … and at least this many clicks (§3 negation floor), or one expected order's worth of clicks. */
  noOrderMinClicks: PLANNING_CONSTANTS.negateMinClicks,
  /** Without a yardstick, a target with no order is a waster only after this many clicks (diagnosis C5). */
  noReferenceMinClicks: 20,
  /** A proven loser has this many clicks … (§2 BID-PROVEN-LOSER-CUT) */
  poorReturnMinClicks: PLANNING_CONSTANTS.provenLoserMinClicks,
  /** … and a cost per sale of at least this × the reference. */
  poorReturnCpsMultiple: PLANNING_CONSTANTS.provenLoserCpsMultiple,
  /** A best converter has at least this many orders (§3 harvest threshold) at or under the reference. */
  converterMinOrders: PLANNING_CONSTANTS.harvestMinOrders,
  /** Lines kept per list (by spend; wasters by excess spend; converters by orders). */
  maxCampaigns: 100,
  maxTargets: 100,
  maxPlacements: 200,
  /** The trend keeps the last days up to this many (a quarter). */
  maxDays: 93,
  maxWasters: 10,
  maxConverters: 10,
} as const;
