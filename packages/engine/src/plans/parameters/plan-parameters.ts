// The plan parameters of the Sponsored Products flows (spec §3) and their checks (spec §5). Names are the
// snake_case names the server and the web forms use; keep them stable.
import type { Marketplace } from '../../amazon/marketplaces';
import type { BiddingStrategy } from '../../model/account';
import { sku as toSku, type Asin, type CampaignId, type Sku } from '../../model/ids';
import type { PlanFlow } from '../../model/plan';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { formatMoney } from '../shared/explain';
import { MAX_AD_GROUP_NAME_LENGTH, MAX_CAMPAIGN_NAME_LENGTH } from '../shared/text-rules';
import { deriveExactAdGroupName } from './exact-ad-group-name';
import {
  checkNameValue,
  bidRangeWarnings,
  dailyBudgetWarnings,
  isGiven,
  readAsinField,
  readAsinListField,
  readCampaignIdField,
  readDailyBudgetField,
  readMarketplaceField,
  readNameField,
  readOrganicConversionRateField,
  readProductPriceField,
  readSearchTermsField,
  readTargetCpsField,
  requireFields as requireGivenFields,
  throwIfProblems,
} from './parameter-fields';
import { parameterWarnings } from './parameter-messages';
import { isBlank, ProblemList, readBoolean, readList, readText } from './parameter-readers';

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
export const SP_PLAN_FLOWS: readonly SpPlanFlow[] = [
  'keyword-cold-start',
  'keyword-optimisation',
  'asin-cold-start',
  'asin-optimisation',
  'auto-cold-start',
  'auto-optimisation',
];

/** True for a cold-start flow (they create structure; optimisation flows change existing campaigns). */
export function isColdStartFlow(flow: SpPlanFlow): boolean {
  return flow.endsWith('cold-start');
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
  /** Non-blocking findings (low budget, CPS above price …). */
  warnings: LocalizedText[];
}

const STRATEGIES: Record<string, BiddingStrategy> = {
  downonly: 'downOnly',
  'dynamic bids - down only': 'downOnly',
  upanddown: 'upAndDown',
  'dynamic bids - up and down': 'upAndDown',
  fixed: 'fixed',
  'fixed bid': 'fixed',
};

function readMode(flow: SpPlanFlow, raw: Record<string, unknown>, problems: ProblemList): 'new' | 'existing' {
  if (!isColdStartFlow(flow)) return 'existing';
  const text = readText(raw, 'campaign_mode', problems)?.toLowerCase();
  // Without a mode, a campaign ID can only mean an existing campaign.
  if (text === undefined) return isBlank(raw['campaign_id']) ? 'new' : 'existing';
  if (text === 'new' || text === '新建') return 'new';
  if (text === 'existing' || text === '已有') return 'existing';
  problems.add('campaign_mode', 'invalidChoice', 'new, existing');
  return 'new';
}

function readStrategy(raw: Record<string, unknown>, problems: ProblemList): BiddingStrategy | undefined {
  const text = readText(raw, 'bidding_strategy', problems);
  if (text === undefined) return undefined;
  return (
    STRATEGIES[text.toLowerCase()] ??
    problems.add('bidding_strategy', 'invalidChoice', 'downOnly, upAndDown, fixed')
  );
}

function readSku(raw: Record<string, unknown>, problems: ProblemList): Sku | undefined {
  const text = readText(raw, 'sku', problems);
  if (text === undefined) return undefined;
  return [...text].length <= 40 ? toSku(text) : problems.add('sku', 'tooLong', '<= 40');
}

function readNames(raw: Record<string, unknown>, problems: ProblemList) {
  const broad = readNameField(raw, problems, 'ad_group_name_broad', MAX_AD_GROUP_NAME_LENGTH);
  const exact =
    broad === undefined
      ? undefined
      : checkNameValue(
          problems,
          'ad_group_name_broad',
          deriveExactAdGroupName(broad),
          MAX_AD_GROUP_NAME_LENGTH,
        );
  return {
    campaignName: readNameField(raw, problems, 'campaign_name', MAX_CAMPAIGN_NAME_LENGTH),
    adGroupNameBroad: broad,
    adGroupNameExact: exact,
    adGroupName: readNameField(raw, problems, 'ad_group_name', MAX_AD_GROUP_NAME_LENGTH),
    harvestCampaignName: readNameField(raw, problems, 'harvest_campaign_name', MAX_CAMPAIGN_NAME_LENGTH),
    harvestAdGroupName: readNameField(raw, problems, 'harvest_ad_group_name', MAX_AD_GROUP_NAME_LENGTH),
  };
}

function readValues(flow: SpPlanFlow, raw: Record<string, unknown>, problems: ProblemList) {
  const organicConversionRate = readOrganicConversionRateField(raw, problems);
  return {
    flow,
    marketplace: readMarketplaceField(raw, problems),
    campaignMode: readMode(flow, raw, problems),
    ...readNames(raw, problems),
    campaignId: readCampaignIdField(raw, problems, 'campaign_id'),
    dailyBudget: readDailyBudgetField(raw, problems),
    organicConversionRate,
    targetCostPerSale: readTargetCpsField(raw, problems),
    sku: readSku(raw, problems),
    asin: readAsinField(raw, problems, 'asin'),
    mainSearchTerms: readSearchTermsField(raw, problems, 'main_search_terms'),
    relevantSearchTerms: readSearchTermsField(raw, problems, 'relevant_search_terms'),
    competitorAsins: readAsinListField(raw, problems, 'competitor_asins'),
    brandTerms: readList(raw, 'brand_terms', problems),
    newProduct: readBoolean(raw, 'new_product', problems) ?? false,
    productPrice: readProductPriceField(raw, problems),
    biddingStrategy: readStrategy(raw, problems),
    harvestCampaignId: readCampaignIdField(raw, problems, 'harvest_campaign_id'),
  };
}

type RawValues = ReturnType<typeof readValues>;

function requireFields(values: RawValues, raw: Record<string, unknown>, problems: ProblemList): void {
  requireGivenFields(raw, problems, ['organic_conversion_rate', 'target_cps']);
  const coldStart = isColdStartFlow(values.flow);
  const given = (field: string) => isGiven(raw, field);
  if (coldStart && values.campaignMode === 'new') {
    requireGivenFields(raw, problems, ['campaign_name', 'daily_budget', 'sku']);
  } else if (!given('campaign_id') && !given('campaign_name') && (coldStart || !given('asin'))) {
    problems.add('campaign_id', 'required');
  }
  if (values.flow === 'keyword-cold-start') {
    requireGivenFields(raw, problems, ['ad_group_name_broad']);
    if (values.mainSearchTerms.length === 0) problems.add('main_search_terms', 'emptyList');
  }
  if (values.flow === 'asin-cold-start' && values.competitorAsins.length === 0 && !values.newProduct) {
    problems.add('competitor_asins', 'emptyList');
  }
  if (coldStart && values.newProduct && values.competitorAsins.length === 0)
    problems.add('competitor_asins', 'competitorRequired');
}

function warningsOf(values: SpPlanParameters): LocalizedText[] {
  const { marketplace, dailyBudget, targetCostPerSale, productPrice, organicConversionRate } = values;
  const money = (x: Money) => formatMoney(marketplace, x);
  const warnings = [
    ...dailyBudgetWarnings(marketplace, dailyBudget),
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

/**
 * Checks the raw snake_case parameters of an SP flow against spec §5 and returns them typed (percent
 * inputs become ratios). Throws {@link ParameterCheckError} with code 20007 when a required field is
 * missing, otherwise 20001 when any value is invalid; every problem names its field.
 */
export function checkPlanParameters(flow: SpPlanFlow, raw: Record<string, unknown>): SpPlanParameters {
  const problems = new ProblemList();
  const values = readValues(flow, raw, problems);
  requireFields(values, raw, problems);
  throwIfProblems(problems);
  const checked = withoutUndefined({ ...values, warnings: [] }) as SpPlanParameters;
  checked.warnings = warningsOf(checked);
  return checked;
}
