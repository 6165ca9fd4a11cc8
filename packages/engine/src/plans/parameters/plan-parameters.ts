// The plan parameters of the Sponsored Products flows (spec §3) and their checks (spec §5). Names are the
// snake_case names the server and the web forms use; keep them stable.
import { SP_PLAN_FLOW_NAMES, isColdStartFlowName, type Marketplace } from '@adplan/contracts';
import type { BiddingStrategy } from '../../model/account';
import { campaignId, sku as toSku, type Asin, type CampaignId, type Sku } from '../../model/ids';
import type { PlanFlow } from '../../model/plan';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { formatMoney } from '../shared/explain';
import { MAX_AD_GROUP_NAME_LENGTH } from '../shared/text-rules';
import { deriveExactAdGroupName } from './exact-ad-group-name';
import {
  bidRangeWarnings,
  checkNameCharacters,
  checkNameValue,
  dailyBudgetWarnings,
  ParameterCheckError,
  readFlowValues,
  throwIfProblems,
  type FlowValues,
} from './parameter-fields';
import { parameterWarnings } from './parameter-messages';
import { ProblemList } from './parameter-readers';
import type { CampaignIntentOverrides } from '../optimisation/campaign-intents';
import { PRODUCT_CODE } from '../../errors/product-codes';

export { ParameterCheckError } from './parameter-fields';

/** The six Sponsored Products flows. */
export type SpPlanFlow = Extract<
  PlanFlow,
  | 'keyword-cold-start'
  | 'keyword-optimisation'
  | 'asin-cold-start'
  | 'asin-optimisation'
  | 'auto-cold-start'
  | 'auto-optimisation'
>;

/** The Sponsored Products flows in menu order. */
export const SP_PLAN_FLOWS: readonly SpPlanFlow[] = SP_PLAN_FLOW_NAMES;

/** True for a cold-start flow (they create structure; optimisation flows change existing campaigns). */
export function isColdStartFlow(flow: SpPlanFlow): boolean {
  return isColdStartFlowName(flow);
}

/** Checked, typed parameters of an SP flow. Ratios are 0-1; money is in the marketplace currency. */
export interface SpPlanParameters {
  flow: SpPlanFlow;
  marketplace: Marketplace;
  campaignMode: 'new' | 'existing';
  campaignName?: string;
  campaignId?: CampaignId;
  /** Keyword flows: the broad ad group's name and the exact one derived from it (spec §3). */
  adGroupNameBroad?: string;
  adGroupNameExact?: string;
  /** ASIN and auto flows: the ad group's name. */
  adGroupName?: string;
  dailyBudget?: Money;
  organicConversionRate: Ratio;
  targetCostPerSale: Money;
  sku?: Sku;
  asin?: Asin;
  mainSearchTerms: string[];
  relevantSearchTerms: string[];
  competitorAsins: Asin[];
  brandTerms: string[];
  newProduct: boolean;
  productPrice?: Money;
  biddingStrategy?: BiddingStrategy;
  harvestCampaignName?: string;
  harvestCampaignId?: CampaignId;
  harvestAdGroupName?: string;
  /** The seller's campaign intents by campaign ID or name (ADR 0032); a campaign not named goes by its name. */
  campaignIntents?: CampaignIntentOverrides;
  /** Non-blocking findings (low budget, CPS above price …). */
  warnings: LocalizedText[];
}

/** The name fields of the SP flows, checked for Amazon's name characters. */
const NAME_FIELDS = [
  'campaign_name',
  'ad_group_name_broad',
  'ad_group_name',
  'harvest_campaign_name',
  'harvest_ad_group_name',
] as const;

/** The exact ad group name derived from the broad one must itself be a name Amazon takes (spec §3). */
function checkDerivedExactName(raw: Record<string, unknown>, problems: ProblemList): void {
  const broad = raw['ad_group_name_broad'];
  if (typeof broad !== 'string' || broad.trim() === '') return;
  if (problems.problems.some((p) => p.field === 'ad_group_name_broad')) return;
  checkNameValue(problems, 'ad_group_name_broad', deriveExactAdGroupName(broad), MAX_AD_GROUP_NAME_LENGTH);
}

function warningsOf(values: SpPlanParameters): LocalizedText[] {
  const { marketplace, dailyBudget, targetCostPerSale, productPrice, organicConversionRate } = values;
  const money = (x: Money) => formatMoney(marketplace, x);
  const warnings = [
    // A flat "under $50" would contradict the plan beside it ($30 is plenty for $2.57 a day): every SP flow
    // judges the budget against its own expected spend (shared/budget-advice.ts).
    ...dailyBudgetWarnings(marketplace, dailyBudget, undefined, true),
    ...bidRangeWarnings(marketplace, targetCostPerSale, organicConversionRate),
  ];
  if (productPrice !== undefined && targetCostPerSale > productPrice) {
    warnings.push(parameterWarnings.cpsAbovePrice(money(targetCostPerSale), money(productPrice)));
  }
  return warnings;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The engine's typed parameters from the contract's checked snake_case values. */
function typedParameters(flow: SpPlanFlow, v: FlowValues<SpPlanFlow>): SpPlanParameters {
  const broad = v.ad_group_name_broad;
  return withoutUndefined({
    flow,
    marketplace: v.marketplace,
    campaignMode: v.campaign_mode,
    campaignName: v.campaign_name,
    campaignId: v.campaign_id === undefined ? undefined : campaignId(v.campaign_id),
    adGroupNameBroad: broad,
    adGroupNameExact: broad === undefined ? undefined : deriveExactAdGroupName(broad),
    adGroupName: v.ad_group_name,
    dailyBudget: v.daily_budget,
    organicConversionRate: v.organic_conversion_rate / 100,
    targetCostPerSale: v.target_cps,
    sku: v.sku === undefined ? undefined : toSku(v.sku),
    asin: v.asin as Asin | undefined,
    mainSearchTerms: v.main_search_terms,
    relevantSearchTerms: v.relevant_search_terms,
    competitorAsins: v.competitor_asins as Asin[],
    brandTerms: v.brand_terms,
    newProduct: v.new_product,
    productPrice: v.product_price,
    biddingStrategy: v.bidding_strategy,
    harvestCampaignName: v.harvest_campaign_name,
    harvestCampaignId: v.harvest_campaign_id === undefined ? undefined : campaignId(v.harvest_campaign_id),
    harvestAdGroupName: v.harvest_ad_group_name,
    campaignIntents: v.campaign_intents,
    warnings: [],
  });
}

/**
 * Checks the raw snake_case parameters of an SP flow with the contract schema (spec §5) plus Amazon's name
 * characters, and returns them typed (percent inputs become ratios). Throws {@link ParameterCheckError} with
 * code 20007 when a required field is missing, otherwise 20001 when any value is invalid; every problem
 * names its field.
 */
export function checkPlanParameters(flow: SpPlanFlow, raw: Record<string, unknown>): SpPlanParameters {
  const problems = new ProblemList();
  const values = readFlowValues(flow, raw, problems);
  // In campaign_mode existing and in the optimisations the campaign name finds a campaign the seller already
  // has: Amazon accepted that name once, so characters it no longer takes on new names (`!`, emoji) are no
  // reason to refuse.
  const existing = raw['campaign_mode'] === 'existing' || flow.endsWith('-optimisation');
  checkNameCharacters(
    raw,
    problems,
    NAME_FIELDS.filter((field) => !(existing && field === 'campaign_name')),
  );
  checkDerivedExactName(raw, problems);
  throwIfProblems(problems);
  // Without problems the schema returned its values; this only narrows the type.
  if (!values) throw new ParameterCheckError(PRODUCT_CODE.parameterInvalid, problems.problems);
  const checked = typedParameters(flow, values);
  checked.warnings = warningsOf(checked);
  return checked;
}
