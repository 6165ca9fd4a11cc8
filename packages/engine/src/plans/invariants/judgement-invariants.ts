// Invariants of issue 20's judgement rules (docs/algorithms.md §15 and §17): a wasting-word negative never
// blocks a converting term or a keyword of the product, a catch-all is never expanded, a defensive campaign is
// never cut for cost alone, and the plan never adds to the sum of the campaigns' daily budgets. A campaign's
// intent is read with the engine's documented word lists (they are the rule, not its mechanism) and the
// seller's overrides as the run's parameters give them.
import { PLAN_PARAMETER_FIELDS } from '@adplan/contracts';
import type { BulkRow } from '../../model/bulk-row';
import type { PlanRow } from '../../model/plan';
import {
  campaignIntentOf,
  intentTargetCostPerSale,
  type CampaignIntent,
} from '../optimisation/campaign-intents';
import {
  asinsOfRow,
  closeVariantWords,
  containsPhrase,
  describeRow,
  type AccountIndex,
  type ParameterSet,
  type PlanInvariant,
  type SpCampaignSpec,
} from './invariant-kit';

const WASTING_RULE = 'TERM-WASTING-WORD';
const enabled = (state: string | undefined) => (state ?? 'enabled') === 'enabled';

/** The run's intent of an account campaign (its ID or name in the overrides, else its name). */
function intentOf(set: ParameterSet, campaign: SpCampaignSpec): CampaignIntent {
  const read = PLAN_PARAMETER_FIELDS.campaign_intents.safeParse(set.parameters['campaign_intents']);
  const overrides = read.success ? read.data : undefined;
  return campaignIntentOf(campaign, overrides);
}

/** The target cost per sale of an account campaign by its intent in this run (rank 1.3 x, profit 0.8 x). */
export function intentTargetOf(set: ParameterSet, campaign: SpCampaignSpec, targetCps: number): number {
  return intentTargetCostPerSale(intentOf(set, campaign), targetCps);
}

/** The SP optimisations judge campaigns by intent (a cold start or a schedule does what the seller asked). */
const SP_OPTIMISATIONS = new Set(['keyword-optimisation', 'asin-optimisation', 'auto-optimisation']);

/** The plan rows of account campaigns with the given intent. */
function rowsOfIntent(
  index: AccountIndex,
  set: ParameterSet,
  rows: readonly PlanRow[],
  intent: CampaignIntent,
) {
  if (!SP_OPTIMISATIONS.has(set.flow)) return [];
  return rows.filter((r) => {
    const campaign = index.campaigns.get(r.row.campaignId);
    return campaign !== undefined && intentOf(set, campaign) === intent;
  });
}

/**
 * True when a negative blocks a query or keyword with these words: a phrase its words in order (a broad
 * keyword: in any order, it serves them so), an exact one the same words.
 */
function negativeBlocks(row: BulkRow, words: string[], broad = false): boolean {
  const negative = closeVariantWords(row.keywordText ?? '');
  if (row.matchType === 'negativePhrase')
    return containsPhrase(words, negative) || (broad && negative.every((w) => words.includes(w)));
  return negative.join(' ') === words.join(' ');
}

/** A wasting-word negative blocks no search term with orders and no keyword (any match type) of the product. */
export const wastingWordSparesConvertersAndKeywords: PlanInvariant = {
  name: 'wasting-word-spares-converters-and-keywords',
  doc: "A wasting-word negative (phrase or exact) blocks no search term with orders for the product and none of the product's keywords in any match type and state but archived, plural twins included.",
  check: ({ plan, index }) =>
    plan.rows
      .filter((r) => r.explanation.ruleId.startsWith(WASTING_RULE))
      .flatMap(({ row }) => {
        const asins = asinsOfRow(index, plan, row);
        const ofProduct = (groupAsins: Set<string>) => [...groupAsins].some((a) => asins.has(a));
        const converter = index.searchTerms.find(
          ({ row: st, at }) =>
            (st.metrics?.orders ?? 0) > 0 &&
            at !== undefined &&
            ofProduct(at.asins) &&
            negativeBlocks(row, closeVariantWords(st.searchTerm)),
        );
        if (converter) return [`${describeRow(row)} blocks converting "${converter.row.searchTerm}"`];
        const keyword = [...index.groups.values()]
          .filter(
            (g) => ofProduct(g.asins) && g.group.state !== 'archived' && g.campaign.state !== 'archived',
          )
          .flatMap((g) => g.group.keywords ?? [])
          .find(
            (k) =>
              k.state !== 'archived' &&
              negativeBlocks(row, closeVariantWords(k.text), k.matchType === 'broad'),
          );
        return keyword ? [`${describeRow(row)} blocks the seller's keyword "${keyword.text}"`] : [];
      }),
};

/** Active bids (own, else the ad group's default) of the product's campaigns other than `campaignId`. */
function productBids(
  index: AccountIndex,
  set: ParameterSet,
  campaignId: string,
  asins: Set<string>,
): number[] {
  return [...index.groups.values()]
    .filter(
      (g) =>
        g.campaign.id !== campaignId &&
        g.serving &&
        [...g.asins].some((a) => asins.has(a)) &&
        intentOf(set, g.campaign) !== 'catchAll',
    )
    .flatMap((g) =>
      [...(g.group.keywords ?? []), ...(g.group.productTargets ?? [])]
        .filter((t) => enabled(t.state))
        .map((t) => t.bid ?? g.group.defaultBid ?? 0)
        .filter((bid) => bid > 0),
    );
}

const median = (values: number[]): number | undefined => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return undefined;
  return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The seller's own harvest campaign (named in the parameters): a catch-all the seller chose to harvest into. */
function isNamedHarvestCampaign(set: ParameterSet, campaign: SpCampaignSpec): boolean {
  const id = set.parameters['harvest_campaign_id'];
  const name = set.parameters['harvest_campaign_name'];
  return (
    String(id ?? '') === campaign.id || (typeof name === 'string' && name.trim() === campaign.name.trim())
  );
}

/** A catch-all gets no new keyword or target, no bid above its cap, no higher budget or placement. */
export const catchAllNeverExpanded: PlanInvariant = {
  name: 'catch-all-never-expanded',
  doc: "A catch-all campaign gets no new keyword or product target, no bid raised above half the median active bid of the product's other campaigns (none without them), no higher placement percentage and no budget move toward it.",
  check: ({ plan, index, set }) =>
    rowsOfIntent(index, set, plan.rows, 'catchAll').flatMap((r) => {
      const campaign = index.campaigns.get(r.row.campaignId);
      if (!campaign || isNamedHarvestCampaign(set, campaign)) return [];
      const { row, change } = r;
      if (row.operation === 'create' && (row.entity === 'keyword' || row.entity === 'productTargeting'))
        return [`${describeRow(row)} expands catch-all "${campaign.name}"`];
      // The seller's own daily budget (BUDGET-PARAMETER) is theirs to give; a budget move never raises one.
      const moved = r.explanation.ruleId.includes('BUDGET-MOVE');
      if (moved && (change.budgetAfter ?? 0) > (change.budgetBefore ?? Infinity))
        return [`${describeRow(row)} raises catch-all "${campaign.name}"'s budget`];
      if ((change.percentageAfter ?? 0) > (change.percentageBefore ?? Infinity))
        return [`${describeRow(row)} raises a placement of catch-all "${campaign.name}"`];
      if (change.type !== 'bidIncrease' || change.bidAfter === undefined) return [];
      const cap = 0.5 * (median(productBids(index, set, campaign.id, asinsOfRow(index, plan, row))) ?? 0);
      const step = index.account.marketplace === 'JP' ? 1 : 0.01;
      return change.bidAfter > cap + step
        ? [`${describeRow(row)} raises a catch-all bid to ${change.bidAfter} above its cap ${cap.toFixed(2)}`]
        : [];
    }),
};

const COST_CUT_RULES = ['TERM-NEGATE', WASTING_RULE, 'BUDGET-MOVE', 'BID-STRATEGY-DOWN-ONLY'];

/** A defensive campaign gets no lower bid, pause, lower placement, cost negation or budget cut. */
export const defensiveNeverCutForCost: PlanInvariant = {
  name: 'defensive-never-cut-for-cost',
  doc: 'A defensive campaign gets no bid decrease, pause, lower placement percentage, negation of a non-converter or wasting word, budget cut by a budget move, nor a switch to "down only".',
  check: ({ plan, index, set }) =>
    rowsOfIntent(index, set, plan.rows, 'defensive').flatMap(({ row, change, explanation }) => {
      const types = [change.type, ...(change.alsoChanged ?? [])];
      const cut =
        types.includes('bidDecrease') ||
        types.includes('pause') ||
        (change.percentageAfter ?? 0) < (change.percentageBefore ?? -Infinity) ||
        (explanation.ruleId.includes('BUDGET-MOVE') &&
          (change.budgetAfter ?? 0) < (change.budgetBefore ?? 0)) ||
        COST_CUT_RULES.filter((rule) => rule !== 'BUDGET-MOVE').some((rule) =>
          explanation.ruleId.split(' + ').some((id) => id.startsWith(rule)),
        );
      return cut
        ? [`${describeRow(row)} cuts defensive campaign "${row.campaignId}" (${explanation.ruleId})`]
        : [];
    }),
};

/** Without a daily budget parameter, the budgets of the account's campaigns add up to no more than today. */
export const budgetTotalNeverExceeded: PlanInvariant = {
  name: 'budget-total-never-exceeded',
  doc: "Without a daily budget from the seller, the plan's budget changes on the account's campaigns add up to zero or less (moves within the total); budget moves never add money with one.",
  check: ({ plan, index, set }) => {
    const existing = plan.rows.filter(
      (r) =>
        r.row.entity === 'campaign' &&
        r.row.operation === 'update' &&
        index.campaigns.has(r.row.campaignId) &&
        r.change.budgetAfter !== undefined,
    );
    const delta = (rows: readonly PlanRow[]) =>
      rows.reduce(
        (sum, r) => sum + (r.change.budgetAfter ?? 0) - (r.change.budgetBefore ?? r.change.budgetAfter ?? 0),
        0,
      );
    const moves = existing.filter((r) => r.explanation.ruleId.includes('BUDGET-MOVE'));
    const breaches: string[] = [];
    if (delta(moves) > 1e-6) breaches.push(`budget moves add ${delta(moves).toFixed(2)} to the total`);
    if (set.parameters['daily_budget'] === undefined && delta(existing) > 1e-6)
      breaches.push(`budgets raised by ${delta(existing).toFixed(2)} in total without a daily budget`);
    return breaches;
  },
};
