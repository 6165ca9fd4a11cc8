// Keyword cold start. Into a new campaign: the full funnel (keyword-cold-start-funnel.ts: exact, phrase
// and broad groups, an auto and a product-targeting campaign, the isolation cascade, the budget split by
// expected spend). Into an existing campaign: the missing match-type groups of that campaign and the
// isolation between them (keyword-cold-start-existing.ts), around the seller's own keywords. Keywords come from the main and
// relevant search terms at CPS x prior CVR (exact >= phrase >= broad), with the budget advice.
import type { Plan } from '../../model/plan';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { coldStartBid } from '../shared/bid-math';
import { setUpAdGroup, setUpCampaign } from '../shared/cold-start-structure';
import { PlanBuilder } from '../shared/plan-builder';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import type { PlanningData } from '../shared/planning-data';
import { resolveSku } from '../shared/account-lookup';
import { MAX_AD_GROUP_NAME_LENGTH } from '../shared/text-rules';
import { addKeyword, validKeywords } from './keyword-cold-start-rows';
import { coldStartKeywords, type PlannedKeyword } from './keyword-cold-start-bids';
import { adviseBudget } from '../shared/budget-advice';
import { planIntoExistingCampaign } from './keyword-cold-start-existing';
import {
  addAsinCampaign,
  addAutoCampaign,
  addIsolationNegative,
  funnelSpend,
  noteBudgetSplit,
  phraseAdGroupName,
  splitBudget,
} from './keyword-cold-start-funnel';

export { KEYWORD_COLD_START_RULES } from './keyword-cold-start-rows';

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
  // The isolation cascade: each term's exact query is bid on by the exact group. Only negative exact: the
  // broad group holds every term as a broad keyword, so a negative phrase of a term would silence the
  // group's own broad keyword of that text (and any longer one containing it); a negative exact on a
  // keyword's own text is isolation, the keyword still serves its longer queries.
  const exactTerms = keywords.filter((k) => k.matchType === 'exact');
  const phraseKeys = new Set(keywords.filter((k) => k.matchType === 'phrase').map((k) => k.key));
  for (const keyword of exactTerms) {
    if (phraseKeys.has(keyword.key))
      addIsolationNegative(builder, groups.phrase, keyword, 'negativeExact', groups.exact.name, taken.phrase);
    addIsolationNegative(builder, groups.broad, keyword, 'negativeExact', groups.exact.name, taken.broad);
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
    adviseBudget(builder, params, params.campaignName ?? '', params.dailyBudget, spend);
    return builder.build(spend);
  }
  return planIntoExistingCampaign(params, data);
}
