// The full cold-start funnel of a keyword cold start into a NEW campaign (docs/algorithms.md §9, "Keyword
// cold start as a full funnel"), as the best builders set it up: the keyword campaign with an exact, a
// phrase and a broad ad group, an auto campaign, and (with competitor ASINs) a product-targeting campaign.
// The isolation cascade sends each search term's exact query to the exact group: the phrase, broad and auto
// groups negate the exact terms as negative exact (never a negative phrase inside a group's own keywords). The seller's daily budget is split over the campaigns by their
// expected spend.
import { clampMoney, marketplaceInfo } from '@adplan/contracts';
import type { AutoTargetingGroup } from '../../model/account';
import type { Money, Ratio } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { coldStartBid } from '../shared/bid-math';
import {
  createNewCampaign,
  setUpAdGroup,
  type AdGroupTarget,
  type CampaignTarget,
} from '../shared/cold-start-structure';
import { priorConversionRate } from '../shared/conversion-estimate';
import { formatMoney } from '../shared/explain';
import { coldStartExplanation } from '../shared/cold-start-explanation';
import type { PlanBuilder } from '../shared/plan-builder';
import type { PlanningData } from '../shared/planning-data';
import { coldStartSpend } from '../shared/spend-estimate';
import { createNegativeKeywordRow, createProductTargetRow } from '../shared/sp-rows';
import { keywordTextProblem, MAX_CAMPAIGN_NAME_LENGTH } from '../shared/text-rules';
import type { Sku } from '../../model/ids';
import { funnelMessages } from './funnel-messages';
import type { PlannedKeyword } from './keyword-cold-start-bids';

/** Rule identifiers of the funnel. */
export const FUNNEL_RULES = {
  isolation: 'KW-FUNNEL-ISOLATE',
  autoGroup: 'KW-FUNNEL-AUTO-BID',
  productTarget: 'KW-FUNNEL-ASIN-BID',
  budget: 'KW-FUNNEL-BUDGET-SPLIT',
} as const;

const AUTO_GROUPS: readonly AutoTargetingGroup[] = [
  'close-match',
  'loose-match',
  'substitutes',
  'complements',
];

/** A planned target of a funnel campaign: bid and prior conversion rate, for the expected spend. */
interface PlannedTarget {
  bid: Money;
  prior: Ratio;
}

/** A derived campaign name: the seller's name with a suffix, cut so that it stays within Amazon's length. */
export function funnelCampaignName(base: string, suffix: string): string {
  const room = MAX_CAMPAIGN_NAME_LENGTH - suffix.length - 1;
  return `${[...base].slice(0, room).join('').trimEnd()} ${suffix}`;
}

/** The phrase ad group's name from the exact one (`board exact` -> `board phrase`, `Shoes_exact` -> `Shoes_phrase`). */
export function phraseAdGroupName(exactName: string): string {
  return exactName.replace(/exact$/i, (word) =>
    word === 'EXACT' ? 'PHRASE' : word[0] === 'E' ? 'Phrase' : 'phrase',
  );
}

/** The funnel's campaigns with their expected daily spend, before any row is written. */
export interface FunnelSpend {
  keywords: Money;
  auto: Money;
  asin: Money;
}

/** Planned auto groups and product targets of the funnel (bids CPS x prior, as their own cold starts). */
export function funnelTargets(params: SpPlanParameters): {
  auto: Array<PlannedTarget & { group: AutoTargetingGroup }>;
  asins: Array<PlannedTarget & { asin: string }>;
} {
  const mp = params.marketplace;
  const auto = AUTO_GROUPS.map((group) => {
    const prior = priorConversionRate(params.organicConversionRate, group);
    return { group, prior, bid: coldStartBid(mp, params.targetCostPerSale, prior) };
  });
  const asinPrior = priorConversionRate(params.organicConversionRate, 'asin');
  const asins = params.competitorAsins.map((asin) => ({
    asin,
    prior: asinPrior,
    bid: coldStartBid(mp, params.targetCostPerSale, asinPrior),
  }));
  return { auto, asins };
}

/**
 * Splits the daily budget over the funnel's campaigns by expected spend; each share is at least Amazon's
 * minimum daily budget. Returns the budget per campaign kind.
 */
export function splitBudget(params: SpPlanParameters, spend: FunnelSpend): FunnelSpend {
  const mp = params.marketplace;
  const range = marketplaceInfo(mp).spDailyBudget;
  const total = params.dailyBudget ?? 0;
  const sum = spend.keywords + spend.auto + spend.asin;
  const share = (x: Money) => (sum > 0 ? x / sum : 1 / 3);
  const budget = (x: Money) => (x > 0 || sum === 0 ? clampMoney(mp, total * share(x), range) : 0);
  return { keywords: budget(spend.keywords), auto: budget(spend.auto), asin: budget(spend.asin) };
}

/** Adds a negative keyword for isolation, falling back to negative exact where Amazon refuses the phrase form. */
export function addIsolationNegative(
  builder: PlanBuilder,
  group: AdGroupTarget,
  keyword: PlannedKeyword,
  matchType: 'negativeExact' | 'negativePhrase',
  towards: string,
  taken: Set<string>,
): void {
  const usable =
    matchType === 'negativePhrase' && keywordTextProblem(builder.marketplace, keyword.text, matchType)
      ? 'negativeExact'
      : matchType;
  const key = `${usable}|${keyword.key}`;
  if (taken.has(key)) return;
  taken.add(key);
  builder.add(
    createNegativeKeywordRow(group, keyword.text, usable),
    { type: 'negativeKeyword' },
    {
      ruleId: FUNNEL_RULES.isolation,
      reason: funnelMessages.isolation(keyword.text, group.name, towards, usable),
      figures: { keywordText: keyword.text },
    },
  );
}

/** The auto campaign of the funnel: one ad group with the four targeting groups, the exact terms negated. */
export function addAutoCampaign(
  builder: PlanBuilder,
  params: SpPlanParameters,
  data: PlanningData,
  sku: Sku,
  budget: Money,
  exactTerms: readonly PlannedKeyword[],
  exactGroupName: string,
): CampaignTarget {
  const targets = funnelTargets(params).auto;
  const name = funnelCampaignName(params.campaignName ?? '', 'auto');
  const campaign = createNewCampaign(
    builder,
    {
      name,
      dailyBudget: budget,
      targetingType: 'auto',
      biddingStrategy: params.biddingStrategy ?? 'downOnly',
      placementKind: 'auto',
    },
    data,
  );
  const group = setUpAdGroup(builder, campaign, name, targets[0]?.bid ?? 0, sku, true);
  for (const target of targets)
    builder.add(
      createProductTargetRow(group, target.group, target.bid),
      { type: 'createProductTarget', bidAfter: target.bid },
      coldStartExplanation(
        FUNNEL_RULES.autoGroup,
        params,
        { kind: 'target', expression: target.group },
        target.prior,
        target.bid,
      ),
    );
  const taken = new Set<string>();
  for (const keyword of exactTerms)
    addIsolationNegative(builder, group, keyword, 'negativeExact', exactGroupName, taken);
  return campaign;
}

/** The product-targeting campaign of the funnel: the competitor ASINs at CPS x the ASIN prior. */
export function addAsinCampaign(
  builder: PlanBuilder,
  params: SpPlanParameters,
  data: PlanningData,
  sku: Sku,
  budget: Money,
): CampaignTarget | undefined {
  const targets = funnelTargets(params).asins;
  if (targets.length === 0) return undefined;
  const name = funnelCampaignName(params.campaignName ?? '', 'ASIN');
  const campaign = createNewCampaign(
    builder,
    {
      name,
      dailyBudget: budget,
      targetingType: 'manual',
      biddingStrategy: params.biddingStrategy ?? 'downOnly',
      placementKind: 'asin',
    },
    data,
  );
  const group = setUpAdGroup(builder, campaign, name, targets[0]?.bid ?? 0, sku, true);
  for (const target of targets)
    builder.add(
      createProductTargetRow(group, `asin="${target.asin}"`, target.bid),
      { type: 'createProductTarget', bidAfter: target.bid },
      coldStartExplanation(
        FUNNEL_RULES.productTarget,
        params,
        { kind: 'target', expression: `asin="${target.asin}"` },
        target.prior,
        target.bid,
      ),
    );
  return campaign;
}

/** The expected daily spend of each funnel campaign. */
export function funnelSpend(params: SpPlanParameters, keywords: readonly PlannedKeyword[]): FunnelSpend {
  const { auto, asins } = funnelTargets(params);
  return { keywords: coldStartSpend(keywords), auto: coldStartSpend(auto), asin: coldStartSpend(asins) };
}

/** Notes how the budget was split, so the seller sees each campaign's share. */
export function noteBudgetSplit(builder: PlanBuilder, params: SpPlanParameters, budgets: FunnelSpend): void {
  const mp = params.marketplace;
  builder.note(
    funnelMessages.budgetSplit(
      formatMoney(mp, params.dailyBudget ?? 0),
      formatMoney(mp, budgets.keywords),
      formatMoney(mp, budgets.auto),
      budgets.asin > 0 ? formatMoney(mp, budgets.asin) : undefined,
    ),
  );
}
