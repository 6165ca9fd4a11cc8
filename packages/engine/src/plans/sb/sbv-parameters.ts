// The plan parameters of the Sponsored Brands video flows (spec §3, §5). The fields SBV shares with
// Sponsored Products (marketplace, names, budget, organic CVR, target CPS, ASINs, search terms) go through
// the SP checks; the SBV fields (brand entity, assets, creative, targeting type, placements) are checked
// here with the same readers, problem keys and error codes (20007 missing, 20001 invalid).
import { marketplaceInfo, type Marketplace } from '../../amazon/marketplaces';
import { EngineError } from '../../errors/engine-error';
import type { SbPlacement } from '../../model/account';
import { parseAsin, type Asin, type CampaignId } from '../../model/ids';
import type { LocalizedText, Money, Percent, Ratio } from '../../model/units';
import {
  checkPlanParameters,
  ParameterCheckError,
  type SpPlanParameters,
} from '../parameters/plan-parameters';
import {
  isBlank,
  ProblemList,
  readBoolean,
  readList,
  readNumber,
  readText,
} from '../parameters/parameter-readers';
import { isHttpUrl, parseAssetId, parseBrandEntityId } from './sbv-assets';
import { sbMessages } from './sb-messages';
import { SBV_CONSTANTS } from './sbv-constants';

/** The two video ad formats: `video` lands on the detail page, `brandVideo` on the Store. */
export type SbvAdFormat = 'video' | 'brandVideo';

/** The checked parameters both SBV flows share. Ratios are 0-1, money in the marketplace currency. */
export interface SbvBaseParameters {
  marketplace: Marketplace;
  campaignName?: string;
  campaignId?: CampaignId;
  organicConversionRate: Ratio;
  targetCostPerSale: Money;
  asin?: Asin;
  mainSearchTerms: string[];
  relevantSearchTerms: string[];
  competitorAsins: Asin[];
  brandTerms: string[];
  warnings: LocalizedText[];
}

/** The checked parameters of `sbv-cold-start`; brand entity and asset IDs may still come from the bulk sheet. */
export interface SbvColdStartParameters extends SbvBaseParameters {
  campaignName: string;
  adGroupName: string;
  dailyBudget: Money;
  asin: Asin;
  brandEntityId?: string;
  assetId?: string;
  creativeAssetUrl?: string;
  adFormat: SbvAdFormat;
  landingPageUrl?: string;
  brandName?: string;
  brandLogoAssetId?: string;
  headline?: string;
  creativeAsins: Asin[];
  targetType: 'keyword' | 'product';
  negativeKeywords: string[];
  bidOptimization: boolean;
  placements: Partial<Record<SbPlacement, Percent>>;
}

/** The checked parameters of `sbv-optimisation`. */
export type SbvOptimisationParameters = SbvBaseParameters;

/** The parameters the SP checks read for SBV (an SP optimisation flow has the same requirements). */
const BASE_FIELDS = [
  'marketplace',
  'campaign_name',
  'campaign_id',
  'ad_group_name',
  'daily_budget',
  'organic_conversion_rate',
  'target_cps',
  'asin',
  'main_search_terms',
  'relevant_search_terms',
  'competitor_asins',
  'brand_terms',
] as const;

const PLACEMENT_FIELDS: Record<SbPlacement, string> = {
  home: 'placement_home',
  detailPage: 'placement_detail_page',
  other: 'placement_other',
};

const AD_FORMATS: Record<string, SbvAdFormat> = {
  video: 'video',
  视频: 'video',
  brandvideo: 'brandVideo',
  brand_video: 'brandVideo',
  'brand video': 'brandVideo',
  品牌视频: 'brandVideo',
};

const TARGET_TYPES: Record<string, 'keyword' | 'product'> = {
  keyword: 'keyword',
  关键词: 'keyword',
  product: 'product',
  asin: 'product',
  商品: 'product',
};

const MISSING_KEYS = new Set(['required', 'emptyList', 'competitorRequired']);

/** Refuses before anything is consumed where Amazon takes no SB video campaigns through bulk upload. */
export function assertSbVideoBulkCreate(marketplace: Marketplace): void {
  if (!marketplaceInfo(marketplace).sbVideoBulkCreate) {
    throw new EngineError(20001, sbMessages.videoBulkUnsupported(marketplace));
  }
}

/** Runs the SP checks on the shared fields; their problems join `problems` (an SP flow's demand for a campaign ID only where SBV makes it too). */
function checkBase(
  raw: Record<string, unknown>,
  problems: ProblemList,
  requireCampaign: boolean,
): SpPlanParameters | undefined {
  const base = Object.fromEntries(
    BASE_FIELDS.filter((field) => field in raw).map((field) => [field, raw[field]]),
  );
  try {
    return checkPlanParameters('auto-optimisation', base);
  } catch (error) {
    if (!(error instanceof ParameterCheckError)) throw error;
    const own = error.problems.filter(
      (p) => requireCampaign || !(p.field === 'campaign_id' && p.key === 'required'),
    );
    problems.problems.push(...own);
    return undefined;
  }
}

function problem(
  problems: ProblemList,
  field: string,
  key: 'required' | 'invalidChoice' | 'outOfRange' | 'tooLong',
  message: LocalizedText,
): undefined {
  problems.problems.push({ field, key, message });
  return undefined;
}

function readChoice<T>(
  raw: Record<string, unknown>,
  field: string,
  choices: Record<string, T>,
  problems: ProblemList,
): T | undefined {
  const text = readText(raw, field, problems);
  if (text === undefined) return undefined;
  const allowed = [...new Set(Object.values(choices).map(String))].join(', ');
  return (
    choices[text.toLowerCase()] ??
    problem(problems, field, 'invalidChoice', sbMessages.invalidChoice(field, allowed))
  );
}

function readAssetField(
  raw: Record<string, unknown>,
  field: string,
  problems: ProblemList,
): string | undefined {
  const text = readText(raw, field, problems);
  if (text === undefined) return undefined;
  try {
    parseAssetId(text, field);
    return text;
  } catch (error) {
    if (error instanceof EngineError) return problem(problems, field, 'invalidChoice', error.localized);
    throw error;
  }
}

function readBrandEntityId(raw: Record<string, unknown>, problems: ProblemList): string | undefined {
  const text = readText(raw, 'brand_entity_id', problems);
  if (text === undefined) return undefined;
  try {
    return parseBrandEntityId(text);
  } catch (error) {
    if (error instanceof EngineError)
      return problem(problems, 'brand_entity_id', 'invalidChoice', error.localized);
    throw error;
  }
}

function readUrl(raw: Record<string, unknown>, field: string, problems: ProblemList): string | undefined {
  const text = readText(raw, field, problems);
  if (text === undefined) return undefined;
  return isHttpUrl(text)
    ? text
    : problem(problems, field, 'invalidChoice', sbMessages.invalidUrl(field, text));
}

function readPlacements(
  raw: Record<string, unknown>,
  problems: ProblemList,
): Partial<Record<SbPlacement, Percent>> {
  const placements: Partial<Record<SbPlacement, Percent>> = {};
  for (const [placement, field] of Object.entries(PLACEMENT_FIELDS) as Array<[SbPlacement, string]>) {
    const value = readNumber(raw, field, problems);
    if (value === undefined) continue;
    if (value < SBV_CONSTANTS.minPlacementPercent || value > SBV_CONSTANTS.maxPlacementPercent)
      problem(problems, field, 'outOfRange', sbMessages.placementRange(field));
    else placements[placement] = Math.round(value * 100) / 100;
  }
  return placements;
}

function readAsins(raw: Record<string, unknown>, field: string, problems: ProblemList): Asin[] {
  return readList(raw, field, problems).flatMap(
    (text) => parseAsin(text) ?? problems.add(field, 'invalidAsin', text) ?? [],
  );
}

/** The store landing page of a brand video ad must be on the marketplace's own store host. */
function checkStoreUrl(
  url: string | undefined,
  marketplace: Marketplace | undefined,
  problems: ProblemList,
): void {
  if (url === undefined || marketplace === undefined) return;
  const host = marketplaceInfo(marketplace).storeHost;
  const bare = host.replace(/^www\./, '');
  const actual = new URL(url).hostname.toLowerCase();
  if (actual !== host && actual !== bare)
    problem(problems, 'landing_page_url', 'invalidChoice', sbMessages.wrongStoreHost(url, host));
}

function checkLength(text: string | undefined, field: string, max: number, problems: ProblemList): void {
  if (text !== undefined && [...text].length > max)
    problem(problems, field, 'tooLong', sbMessages.textTooLong(field, max));
}

/** Reads the creative fields; a brand video ad needs a Store URL and a headline (brand name and logo may come from the bulk sheet). */
function readCreative(
  raw: Record<string, unknown>,
  marketplace: Marketplace | undefined,
  problems: ProblemList,
) {
  const adFormat = readChoice(raw, 'ad_format', AD_FORMATS, problems) ?? 'video';
  const creative = {
    adFormat,
    brandEntityId: readBrandEntityId(raw, problems),
    assetId: readAssetField(raw, 'asset_id', problems),
    creativeAssetUrl: readUrl(raw, 'creative_asset_url', problems),
    landingPageUrl: readUrl(raw, 'landing_page_url', problems),
    brandName: readText(raw, 'brand_name', problems),
    brandLogoAssetId: readAssetField(raw, 'brand_logo_asset_id', problems),
    headline: readText(raw, 'headline', problems),
    creativeAsins: readAsins(raw, 'creative_asins', problems),
  };
  if (adFormat === 'brandVideo') checkBrandVideo(raw, creative, marketplace, problems);
  return creative;
}

/** A brand video ad needs a Store URL on the marketplace and a headline; lengths and ASIN count within Amazon's limits. */
function checkBrandVideo(
  raw: Record<string, unknown>,
  creative: {
    landingPageUrl?: string | undefined;
    headline?: string | undefined;
    brandName?: string | undefined;
    creativeAsins: Asin[];
  },
  marketplace: Marketplace | undefined,
  problems: ProblemList,
): void {
  const c = SBV_CONSTANTS;
  if (!creative.landingPageUrl && isBlank(raw.landing_page_url)) {
    problem(problems, 'landing_page_url', 'required', sbMessages.missingBrandVideoField('landing_page_url'));
  }
  if (!creative.headline)
    problem(problems, 'headline', 'required', sbMessages.missingBrandVideoField('headline'));
  checkStoreUrl(creative.landingPageUrl, marketplace, problems);
  checkLength(
    creative.headline,
    'headline',
    marketplace === 'JP' ? c.maxHeadlineLengthJp : c.maxHeadlineLength,
    problems,
  );
  checkLength(creative.brandName, 'brand_name', c.maxBrandNameLength, problems);
  if (creative.creativeAsins.length > c.maxCreativeAsins) {
    problem(problems, 'creative_asins', 'outOfRange', sbMessages.tooManyCreativeAsins(c.maxCreativeAsins));
  }
}

/** The targeting type: the seller's, else keywords when search terms are given, else products. */
function readTargetType(
  raw: Record<string, unknown>,
  base: SpPlanParameters | undefined,
  problems: ProblemList,
): 'keyword' | 'product' {
  const terms = (base?.mainSearchTerms.length ?? 0) + (base?.relevantSearchTerms.length ?? 0);
  const asins = base?.competitorAsins.length ?? 0;
  const chosen =
    readChoice(raw, 'target_type', TARGET_TYPES, problems) ??
    (terms > 0 || asins === 0 ? 'keyword' : 'product');
  if (base && chosen === 'keyword' && terms === 0)
    problem(problems, 'main_search_terms', 'required', sbMessages.missingTargets());
  if (base && chosen === 'product' && asins === 0)
    problem(problems, 'competitor_asins', 'required', sbMessages.missingTargets());
  return chosen;
}

function requireColdStartFields(raw: Record<string, unknown>, problems: ProblemList): void {
  for (const field of ['campaign_name', 'daily_budget', 'asin'])
    if (isBlank(raw[field])) problems.add(field, 'required');
}

function throwIfProblems(problems: ProblemList): void {
  if (problems.problems.length === 0) return;
  const missing = problems.problems.some((p) => MISSING_KEYS.has(p.key));
  throw new ParameterCheckError(missing ? 20007 : 20001, problems.problems);
}

function baseOf(base: SpPlanParameters): SbvBaseParameters {
  const { marketplace, campaignName, campaignId, organicConversionRate, targetCostPerSale, asin } = base;
  const { mainSearchTerms, relevantSearchTerms, competitorAsins, brandTerms, warnings } = base;
  return {
    marketplace,
    ...(campaignName === undefined ? {} : { campaignName }),
    ...(campaignId === undefined ? {} : { campaignId }),
    organicConversionRate,
    targetCostPerSale,
    ...(asin === undefined ? {} : { asin }),
    mainSearchTerms,
    relevantSearchTerms,
    competitorAsins,
    brandTerms,
    warnings,
  };
}

/**
 * Checks the raw parameters of `sbv-cold-start` (spec §3, §5) and refuses marketplaces without SB video
 * bulk creation. Brand entity and asset IDs are optional here: the flow may take them from the bulk sheet.
 */
export function checkSbvColdStartParameters(raw: Record<string, unknown>): SbvColdStartParameters {
  const problems = new ProblemList();
  requireColdStartFields(raw, problems);
  const base = checkBase(raw, problems, false);
  if (base) assertSbVideoBulkCreate(base.marketplace);
  const creative = readCreative(raw, base?.marketplace, problems);
  const targetType = readTargetType(raw, base, problems);
  const fields = {
    targetType,
    negativeKeywords: readList(raw, 'negative_keywords', problems),
    bidOptimization: readBoolean(raw, 'bid_optimization', problems) ?? false,
    placements: readPlacements(raw, problems),
  };
  throwIfProblems(problems);
  if (!base?.campaignName || base.dailyBudget === undefined || !base.asin)
    throw new ParameterCheckError(20007, problems.problems);
  const defined = Object.fromEntries(
    Object.entries(creative).filter(([, v]) => v !== undefined),
  ) as typeof creative;
  return {
    ...baseOf(base),
    campaignName: base.campaignName,
    adGroupName: base.adGroupName ?? `${base.campaignName} video`,
    dailyBudget: base.dailyBudget,
    asin: base.asin,
    ...defined,
    creativeAsins: creative.creativeAsins.length > 0 ? creative.creativeAsins : [base.asin],
    ...fields,
  };
}

/** Checks the raw parameters of `sbv-optimisation`: the SP optimisation checks (campaign name, ID or ASIN, CPS, organic CVR). */
export function checkSbvOptimisationParameters(raw: Record<string, unknown>): SbvOptimisationParameters {
  const problems = new ProblemList();
  const base = checkBase(raw, problems, true);
  throwIfProblems(problems);
  if (!base) throw new ParameterCheckError(20001, problems.problems);
  return baseOf(base);
}
