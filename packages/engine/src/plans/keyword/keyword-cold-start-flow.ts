// Keyword cold start. Into a new campaign: the full funnel (keyword-cold-start-funnel.ts: exact, phrase
// and broad groups, an auto and a product-targeting campaign, the isolation cascade, the budget split by
// expected spend). Into an existing campaign: a broad and an exact ad group (exact name derived, spec §3)
// with the SKU's product ad and the exact texts negated in the broad group. Keywords come from the main and
// relevant search terms at CPS x prior CVR (exact >= phrase >= broad), with the budget advice.
import type { Plan } from '../../model/plan';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { keywordKeys, resolveSku } from '../shared/account-lookup';
import { coldStartBid } from '../shared/bid-math';
import { setUpAdGroup, setUpCampaign, type AdGroupTarget } from '../shared/cold-start-structure';
import { formatMoney, formatRatio } from '../shared/explain';
import { flowNotes, structureMessages } from '../shared/flow-messages';
import { PlanBuilder } from '../shared/plan-builder';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import type { PlanningData } from '../shared/planning-data';
import { createKeywordRow, createNegativeKeywordRow } from '../shared/sp-rows';
import { keywordTextProblem, MAX_AD_GROUP_NAME_LENGTH, normaliseTerm } from '../shared/text-rules';
import { coldStartKeywords, type PlannedKeyword } from './keyword-cold-start-bids';
import { coldStartSpend } from '../shared/spend-estimate';
import { adviseBudget } from '../shared/budget-advice';
import {
  addAsinCampaign,
  addAutoCampaign,
  addIsolationNegative,
  funnelSpend,
  noteBudgetSplit,
  phraseAdGroupName,
  splitBudget,
} from './keyword-cold-start-funnel';

/** Rule identifiers of the keyword cold start. */
export const KEYWORD_COLD_START_RULES = {
  keyword: 'KW-COLD-START-BID',
  isolation: 'KW-COLD-START-ISOLATE',
} as const;

function addKeyword(
  builder: PlanBuilder,
  params: SpPlanParameters,
  group: AdGroupTarget,
  keyword: PlannedKeyword,
  taken: Set<string>,
): boolean {
  const key = `${keyword.matchType}|${keyword.key}`;
  if (taken.has(key) || taken.has(`negativeExact|${keyword.key}`)) {
    builder.note(
      taken.has(key)
        ? flowNotes.keywordExists(keyword.text, group.name)
        : flowNotes.negatedByseller(keyword.text, group.name),
    );
    return false;
  }
  taken.add(key);
  const mp = params.marketplace;
  builder.add(
    createKeywordRow(group, keyword.text, keyword.matchType, keyword.bid),
    { type: 'createKeyword', bidAfter: keyword.bid },
    {
      ruleId: KEYWORD_COLD_START_RULES.keyword,
      reason: structureMessages.coldStartBid(
        `${keyword.text} [${keyword.matchType}]`,
        formatMoney(mp, params.targetCostPerSale),
        formatRatio(keyword.prior),
        formatMoney(mp, keyword.bid),
      ),
      figures: {
        targetCostPerSale: params.targetCostPerSale,
        priorConversionRate: keyword.prior,
        bid: keyword.bid,
      },
    },
  );
  return true;
}

function addIsolation(
  builder: PlanBuilder,
  broad: AdGroupTarget,
  exact: AdGroupTarget,
  keyword: PlannedKeyword,
  taken: Set<string>,
): void {
  const key = `negativeExact|${keyword.key}`;
  // A negative exact beside the group's own exact keyword would stop that keyword serving at all.
  const ownExact = broad.adGroupId === exact.adGroupId || taken.has(`exact|${keyword.key}`);
  if (taken.has(key) || ownExact) return;
  taken.add(key);
  builder.add(
    createNegativeKeywordRow(broad, keyword.text, 'negativeExact'),
    { type: 'negativeKeyword' },
    {
      ruleId: KEYWORD_COLD_START_RULES.isolation,
      reason: structureMessages.coldStartIsolation(keyword.text, exact.name),
      figures: { keywordText: keyword.text, exactAdGroup: exact.name },
    },
  );
}

/**
 * Exact texts that will serve once the plan is uploaded (created now, or already enabled in an enabled exact
 * ad group): only these may be negated in the broad group, or the term would stop serving at all.
 */
function servingExactKeys(exact: AdGroupTarget, added: readonly PlannedKeyword[]): Set<string> {
  const group = exact.existing;
  if (group && group.state !== 'enabled') return new Set();
  const existing = (group?.keywords ?? [])
    .filter((k) => k.matchType === 'exact' && k.state === 'enabled')
    .map((k) => normaliseTerm(k.text));
  return new Set([...existing, ...added.filter((k) => k.matchType === 'exact').map((k) => k.key)]);
}

function validKeywords(
  builder: PlanBuilder,
  params: SpPlanParameters,
  keywords: PlannedKeyword[],
): PlannedKeyword[] {
  return keywords.filter((k) => {
    const problem = keywordTextProblem(params.marketplace, k.text, k.matchType);
    if (problem) builder.note(flowNotes.skippedKeyword(k.text, problem));
    return !problem;
  });
}

/** The keyword campaign's groups of a new-campaign funnel: exact, phrase and broad, each with its keywords. */
function planFunnel(
  builder: PlanBuilder,
  params: SpPlanParameters,
  data: PlanningData,
  keywords: PlannedKeyword[],
): Money {
  const mp = params.marketplace;
  const budgets = splitBudget(params, funnelSpend(params, keywords));
  const campaign = setUpCampaign(builder, { ...params, dailyBudget: budgets.keywords }, data, 'manual');
  const sku = resolveSku(params.sku, campaign.existing);
  const groupBid = (match: 'exact' | 'phrase' | 'broad'): Money =>
    coldStartBid(
      mp,
      params.targetCostPerSale,
      params.organicConversionRate * PLANNING_CONSTANTS.conversionFactor[match],
    );
  const exactName = params.adGroupNameExact ?? '';
  const phraseName = [...phraseAdGroupName(exactName)].slice(0, MAX_AD_GROUP_NAME_LENGTH).join('');
  const groups = {
    exact: setUpAdGroup(builder, campaign, exactName, groupBid('exact'), sku, true),
    phrase: setUpAdGroup(builder, campaign, phraseName, groupBid('phrase'), sku, true),
    broad: setUpAdGroup(builder, campaign, params.adGroupNameBroad ?? '', groupBid('broad'), sku, true),
  };
  const taken = { exact: new Set<string>(), phrase: new Set<string>(), broad: new Set<string>() };
  for (const keyword of keywords) {
    const match =
      keyword.matchType === 'exact' ? 'exact' : keyword.matchType === 'phrase' ? 'phrase' : 'broad';
    addKeyword(builder, params, groups[match], keyword, taken[match]);
  }
  // The isolation cascade: each term is bid on by its most precise group.
  const exactTerms = keywords.filter((k) => k.matchType === 'exact');
  const phraseKeys = new Set(keywords.filter((k) => k.matchType === 'phrase').map((k) => k.key));
  for (const keyword of exactTerms) {
    if (phraseKeys.has(keyword.key)) {
      addIsolationNegative(builder, groups.phrase, keyword, 'negativeExact', groups.exact.name, taken.phrase);
      addIsolationNegative(builder, groups.broad, keyword, 'negativePhrase', groups.phrase.name, taken.broad);
    } else {
      addIsolationNegative(builder, groups.broad, keyword, 'negativeExact', groups.exact.name, taken.broad);
    }
  }
  addAutoCampaign(builder, params, data, sku, budgets.auto, exactTerms, groups.exact.name);
  if (budgets.asin > 0) addAsinCampaign(builder, params, data, sku, budgets.asin);
  noteBudgetSplit(builder, params, budgets);
  const spend = funnelSpend(params, keywords);
  return spend.keywords + spend.auto + spend.asin;
}

/**
 * Plans a keyword cold start from checked parameters (pure: no files, no clock): into a new campaign the
 * full funnel (keyword-cold-start-funnel.ts), into an existing one its broad and exact groups.
 */
export function planKeywordColdStart(params: SpPlanParameters, data: PlanningData): Plan {
  if (params.campaignMode === 'new') {
    const builder = new PlanBuilder('keyword-cold-start', params.marketplace, data.dataWindow?.label);
    const keywords = validKeywords(builder, params, coldStartKeywords(params));
    const spend = planFunnel(builder, params, data, keywords);
    adviseBudget(builder, params, params.dailyBudget, spend);
    return builder.build(spend);
  }
  return planIntoExistingCampaign(params, data);
}

/** A keyword cold start into an existing campaign: its broad and exact groups, the exact texts isolated. */
function planIntoExistingCampaign(params: SpPlanParameters, data: PlanningData): Plan {
  const mp = params.marketplace;
  const builder = new PlanBuilder('keyword-cold-start', mp, data.dataWindow?.label);
  const campaign = setUpCampaign(builder, params, data, 'manual');
  const sku = resolveSku(params.sku, campaign.existing);
  const keywords = validKeywords(builder, params, coldStartKeywords(params));
  const groupBid = (match: 'exact' | 'broad'): Money =>
    coldStartBid(
      mp,
      params.targetCostPerSale,
      params.organicConversionRate * PLANNING_CONSTANTS.conversionFactor[match],
    );
  const broad = setUpAdGroup(
    builder,
    campaign,
    params.adGroupNameBroad ?? '',
    groupBid('broad'),
    sku,
    params.sku !== undefined,
  );
  const exact = setUpAdGroup(
    builder,
    campaign,
    params.adGroupNameExact ?? '',
    groupBid('exact'),
    sku,
    params.sku !== undefined,
  );
  const takenBroad = keywordKeys(broad.existing);
  const takenExact = keywordKeys(exact.existing);
  const added: PlannedKeyword[] = [];
  for (const keyword of keywords) {
    const inExact = keyword.matchType === 'exact';
    if (addKeyword(builder, params, inExact ? exact : broad, keyword, inExact ? takenExact : takenBroad))
      added.push(keyword);
  }
  const serving = servingExactKeys(exact, added);
  for (const keyword of keywords.filter((k) => k.matchType === 'exact')) {
    if (serving.has(keyword.key)) addIsolation(builder, broad, exact, keyword, takenBroad);
    else builder.warn(flowNotes.harvestNotServing(keyword.text, exact.name));
  }
  if (params.competitorAsins.length > 0)
    builder.note(flowNotes.competitorAsinsKept(params.competitorAsins.join(', ')));
  const spend = coldStartSpend(added);
  adviseBudget(builder, params, campaign.dailyBudget, spend);
  return builder.build(spend);
}
