// The plan parameters of the Sponsored Products flows (spec §3) and their checks (spec §5). Names are the
// snake_case names the server and the web forms use; keep them stable.
import { isMarketplace, marketplaceInfo, type Marketplace } from '../../amazon/marketplaces';
import { EngineError } from '../../errors/engine-error';
import type { BiddingStrategy } from '../../model/account';
import { campaignId, parseAsin, sku as toSku, type Asin, type CampaignId, type Sku } from '../../model/ids';
import type { PlanFlow } from '../../model/plan';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { formatMoney } from '../shared/explain';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import {
  MAX_AD_GROUP_NAME_LENGTH,
  MAX_CAMPAIGN_NAME_LENGTH,
  disallowedNameCharacters,
  nameProblem,
} from '../shared/text-rules';
import { deriveExactAdGroupName } from './exact-ad-group-name';
import { parameterErrorHeadline, parameterWarnings } from './parameter-messages';
import {
  isBlank,
  ProblemList,
  readBoolean,
  readList,
  readNumber,
  readText,
  type ParameterProblem,
} from './parameter-readers';

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

/** A parameter check failure (20007 missing, 20001 invalid) with every field problem. */
export class ParameterCheckError extends EngineError {
  readonly problems: ParameterProblem[];

  constructor(code: 20001 | 20007, problems: ParameterProblem[]) {
    const headline = code === 20007 ? parameterErrorHeadline.missing : parameterErrorHeadline.invalid;
    super(code, {
      zh: `${headline.zh}：${problems.map((p) => p.message.zh).join('；')}`,
      en: `${headline.en}: ${problems.map((p) => p.message.en).join('; ')}`,
    });
    this.problems = problems;
  }
}

const STRATEGIES: Record<string, BiddingStrategy> = {
  downonly: 'downOnly',
  'dynamic bids - down only': 'downOnly',
  upanddown: 'upAndDown',
  'dynamic bids - up and down': 'upAndDown',
  fixed: 'fixed',
  'fixed bid': 'fixed',
};

const MISSING_KEYS = new Set(['required', 'emptyList', 'competitorRequired']);

function checkRange(
  problems: ProblemList,
  field: string,
  value: number | undefined,
  max: number,
  unit = '',
): number | undefined {
  if (value === undefined) return undefined;
  if (value > 0 && value <= max) return value;
  return problems.add(field, 'outOfRange', `> 0 ${unit}, <= ${max.toLocaleString('en-US')}${unit}`);
}

function checkName(
  problems: ProblemList,
  field: string,
  name: string | undefined,
  max: number,
): string | undefined {
  if (name === undefined) return undefined;
  const problem = nameProblem(name, max);
  if (problem === 'length') return problems.add(field, 'tooLong', `<= ${max}`);
  if (problem === 'characters')
    return problems.add(field, 'invalidCharacters', disallowedNameCharacters(name).join(' '));
  return name;
}

function checkCampaignId(
  problems: ProblemList,
  field: string,
  text: string | undefined,
): CampaignId | undefined {
  if (text === undefined) return undefined;
  return /^\d+$/.test(text) ? campaignId(text) : problems.add(field, 'invalidCampaignId', text);
}

function checkAsin(problems: ProblemList, field: string, text: string | undefined): Asin | undefined {
  if (text === undefined) return undefined;
  return parseAsin(text) ?? problems.add(field, 'invalidAsin', text);
}

function readMarketplace(raw: Record<string, unknown>, problems: ProblemList): Marketplace | undefined {
  const text = readText(raw, 'marketplace', problems)?.toUpperCase();
  if (text === undefined) return problems.add('marketplace', 'required');
  const code = text === 'GB' ? 'UK' : text;
  return isMarketplace(code) ? code : problems.add('marketplace', 'invalidChoice', 'US, UK, CA, JP');
}

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

function readSearchTerms(raw: Record<string, unknown>, field: string, problems: ProblemList): string[] {
  const terms = readList(raw, field, problems);
  for (const term of terms) if ([...term].length > 100) problems.add(field, 'tooLong', `<= 100: ${term}`);
  return terms;
}

function readAsinList(raw: Record<string, unknown>, field: string, problems: ProblemList): Asin[] {
  const asins = readList(raw, field, problems).map((text) => checkAsin(problems, field, text));
  return [...new Set(asins.filter((a): a is Asin => a !== undefined))];
}

function readSku(raw: Record<string, unknown>, problems: ProblemList): Sku | undefined {
  const text = readText(raw, 'sku', problems);
  if (text === undefined) return undefined;
  return [...text].length <= 40 ? toSku(text) : problems.add('sku', 'tooLong', '<= 40');
}

function readNames(raw: Record<string, unknown>, problems: ProblemList) {
  const broad = checkName(
    problems,
    'ad_group_name_broad',
    readText(raw, 'ad_group_name_broad', problems),
    MAX_AD_GROUP_NAME_LENGTH,
  );
  const exact =
    broad === undefined
      ? undefined
      : checkName(problems, 'ad_group_name_broad', deriveExactAdGroupName(broad), MAX_AD_GROUP_NAME_LENGTH);
  return {
    campaignName: checkName(
      problems,
      'campaign_name',
      readText(raw, 'campaign_name', problems),
      MAX_CAMPAIGN_NAME_LENGTH,
    ),
    adGroupNameBroad: broad,
    adGroupNameExact: exact,
    adGroupName: checkName(
      problems,
      'ad_group_name',
      readText(raw, 'ad_group_name', problems),
      MAX_AD_GROUP_NAME_LENGTH,
    ),
    harvestCampaignName: checkName(
      problems,
      'harvest_campaign_name',
      readText(raw, 'harvest_campaign_name', problems),
      MAX_CAMPAIGN_NAME_LENGTH,
    ),
    harvestAdGroupName: checkName(
      problems,
      'harvest_ad_group_name',
      readText(raw, 'harvest_ad_group_name', problems),
      MAX_AD_GROUP_NAME_LENGTH,
    ),
  };
}

function readValues(flow: SpPlanFlow, raw: Record<string, unknown>, problems: ProblemList) {
  const c = PLANNING_CONSTANTS;
  const percent = checkRange(
    problems,
    'organic_conversion_rate',
    readNumber(raw, 'organic_conversion_rate', problems),
    c.maxOrganicConversionRate * 100,
    '%',
  );
  return {
    flow,
    marketplace: readMarketplace(raw, problems),
    campaignMode: readMode(flow, raw, problems),
    ...readNames(raw, problems),
    campaignId: checkCampaignId(problems, 'campaign_id', readText(raw, 'campaign_id', problems)),
    dailyBudget: checkRange(
      problems,
      'daily_budget',
      readNumber(raw, 'daily_budget', problems),
      c.maxDailyBudgetParameter,
    ),
    organicConversionRate: percent === undefined ? undefined : percent / 100,
    targetCostPerSale: checkRange(
      problems,
      'target_cps',
      readNumber(raw, 'target_cps', problems),
      c.maxTargetCostPerSale,
    ),
    sku: readSku(raw, problems),
    asin: checkAsin(problems, 'asin', readText(raw, 'asin', problems)),
    mainSearchTerms: readSearchTerms(raw, 'main_search_terms', problems),
    relevantSearchTerms: readSearchTerms(raw, 'relevant_search_terms', problems),
    competitorAsins: readAsinList(raw, 'competitor_asins', problems),
    brandTerms: readList(raw, 'brand_terms', problems),
    newProduct: readBoolean(raw, 'new_product', problems) ?? false,
    productPrice: checkRange(
      problems,
      'product_price',
      readNumber(raw, 'product_price', problems),
      c.maxDailyBudgetParameter,
    ),
    biddingStrategy: readStrategy(raw, problems),
    harvestCampaignId: checkCampaignId(
      problems,
      'harvest_campaign_id',
      readText(raw, 'harvest_campaign_id', problems),
    ),
  };
}

type RawValues = ReturnType<typeof readValues>;

function requireFields(values: RawValues, raw: Record<string, unknown>, problems: ProblemList): void {
  const missing = (field: string) => problems.add(field, 'required');
  const given = (field: string) =>
    raw[field] !== undefined && raw[field] !== null && String(raw[field]).trim() !== '';
  if (!given('organic_conversion_rate')) missing('organic_conversion_rate');
  if (!given('target_cps')) missing('target_cps');
  const coldStart = isColdStartFlow(values.flow);
  if (coldStart && values.campaignMode === 'new') {
    for (const field of ['campaign_name', 'daily_budget', 'sku']) if (!given(field)) missing(field);
  } else if (!given('campaign_id') && !given('campaign_name') && (coldStart || !given('asin'))) {
    missing('campaign_id');
  }
  if (values.flow === 'keyword-cold-start') {
    if (!given('ad_group_name_broad')) missing('ad_group_name_broad');
    if (values.mainSearchTerms.length === 0) problems.add('main_search_terms', 'emptyList');
  }
  if (values.flow === 'asin-cold-start' && values.competitorAsins.length === 0 && !values.newProduct) {
    problems.add('competitor_asins', 'emptyList');
  }
  if (coldStart && values.newProduct && values.competitorAsins.length === 0)
    problems.add('competitor_asins', 'competitorRequired');
}

function warningsOf(values: SpPlanParameters): LocalizedText[] {
  const { marketplace, dailyBudget, targetCostPerSale, productPrice } = values;
  const money = (x: Money) => formatMoney(marketplace, x);
  const warnings: LocalizedText[] = [];
  if (dailyBudget !== undefined) {
    const low = PLANNING_CONSTANTS.lowDailyBudget[marketplace];
    const max = marketplaceInfo(marketplace).spDailyBudget.max;
    if (dailyBudget < low) warnings.push(parameterWarnings.lowBudget(money(dailyBudget), money(low)));
    if (dailyBudget > max)
      warnings.push(parameterWarnings.budgetAboveAmazonMax(money(dailyBudget), money(max)));
  }
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
  if (problems.problems.length > 0) {
    const missing = problems.problems.some((p) => MISSING_KEYS.has(p.key));
    throw new ParameterCheckError(missing ? 20007 : 20001, problems.problems);
  }
  const checked = withoutUndefined({ ...values, warnings: [] }) as SpPlanParameters;
  checked.warnings = warningsOf(checked);
  return checked;
}
