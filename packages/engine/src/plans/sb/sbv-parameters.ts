// The plan parameters of the Sponsored Brands video flows (spec §3, §5). The fields SBV shares with
// Sponsored Products (marketplace, names, budget, organic CVR, target CPS, ASINs, search terms) go through
// the shared field checks of plans/parameters; the SBV fields (brand entity, assets, creative, targeting
// type, placements) are checked here with the same readers, problem keys and error codes (20007 missing,
// 20001 invalid).
import { marketplaceInfo, type Marketplace } from '../../amazon/marketplaces';
import { EngineError } from '../../errors/engine-error';
import type { SbPlacement } from '../../model/account';
import { parseAsin, type Asin, type CampaignId } from '../../model/ids';
import type { LocalizedText, Money, Percent, Ratio } from '../../model/units';
import {
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
  readSearchTermsField,
  readTargetCpsField,
  requireFields,
  throwIfProblems,
  ParameterCheckError,
} from '../parameters/parameter-fields';
import {
  isBlank,
  ProblemList,
  readBoolean,
  readList,
  readNumber,
  readText,
} from '../parameters/parameter-readers';
import { MAX_AD_GROUP_NAME_LENGTH, MAX_CAMPAIGN_NAME_LENGTH } from '../shared/text-rules';
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

/** Refuses before anything is consumed where Amazon takes no SB video campaigns through bulk upload. */
export function assertSbVideoBulkCreate(marketplace: Marketplace): void {
  if (!marketplaceInfo(marketplace).sbVideoBulkCreate) {
    throw new EngineError(20001, sbMessages.videoBulkUnsupported(marketplace));
  }
}

/** The shared fields as read, each undefined when blank or invalid (its problem is recorded). */
interface BaseFields {
  marketplace: Marketplace | undefined;
  campaignName: string | undefined;
  campaignId: CampaignId | undefined;
  adGroupName: string | undefined;
  dailyBudget: Money | undefined;
  organicConversionRate: Ratio | undefined;
  targetCostPerSale: Money | undefined;
  asin: Asin | undefined;
  mainSearchTerms: string[];
  relevantSearchTerms: string[];
  competitorAsins: Asin[];
  brandTerms: string[];
}

/** Reads the fields SBV shares with Sponsored Products through the shared checks (spec §5). */
function readBaseFields(raw: Record<string, unknown>, problems: ProblemList): BaseFields {
  return {
    organicConversionRate: readOrganicConversionRateField(raw, problems),
    marketplace: readMarketplaceField(raw, problems),
    campaignName: readNameField(raw, problems, 'campaign_name', MAX_CAMPAIGN_NAME_LENGTH),
    adGroupName: readNameField(raw, problems, 'ad_group_name', MAX_AD_GROUP_NAME_LENGTH),
    campaignId: readCampaignIdField(raw, problems, 'campaign_id'),
    dailyBudget: readDailyBudgetField(raw, problems),
    targetCostPerSale: readTargetCpsField(raw, problems),
    asin: readAsinField(raw, problems, 'asin'),
    mainSearchTerms: readSearchTermsField(raw, problems, 'main_search_terms'),
    relevantSearchTerms: readSearchTermsField(raw, problems, 'relevant_search_terms'),
    competitorAsins: readAsinListField(raw, problems, 'competitor_asins'),
    brandTerms: readList(raw, 'brand_terms', problems),
  };
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
  return choices[text.toLowerCase()] ?? problems.add(field, 'invalidChoice', allowed);
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
      problem(
        problems,
        field,
        'outOfRange',
        sbMessages.placementRange(
          field,
          SBV_CONSTANTS.minPlacementPercent,
          SBV_CONSTANTS.maxPlacementPercent,
        ),
      );
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
  base: BaseFields,
  problems: ProblemList,
): 'keyword' | 'product' {
  const terms = base.mainSearchTerms.length + base.relevantSearchTerms.length;
  const asins = base.competitorAsins.length;
  const chosen =
    readChoice(raw, 'target_type', TARGET_TYPES, problems) ??
    (terms > 0 || asins === 0 ? 'keyword' : 'product');
  if (chosen === 'keyword' && terms === 0)
    problem(problems, 'main_search_terms', 'required', sbMessages.missingTargets());
  if (chosen === 'product' && asins === 0)
    problem(problems, 'competitor_asins', 'required', sbMessages.missingTargets());
  return chosen;
}

/** The optimisation flows need a campaign ID, a campaign name or an ASIN, as the SP optimisations do. */
function requireCampaignReference(raw: Record<string, unknown>, problems: ProblemList): void {
  if (!isGiven(raw, 'campaign_id') && !isGiven(raw, 'campaign_name') && !isGiven(raw, 'asin'))
    problems.add('campaign_id', 'required');
}

/**
 * The checked shared fields, once {@link throwIfProblems} found no problem; the three values every SBV flow
 * requires are then set, and their absence can only mean a missing-field problem went unrecorded.
 */
function baseOf(base: BaseFields, problems: ProblemList): SbvBaseParameters {
  throwIfProblems(problems);
  const { marketplace, campaignName, campaignId, organicConversionRate, targetCostPerSale, asin } = base;
  if (!marketplace || organicConversionRate === undefined || targetCostPerSale === undefined)
    throw new ParameterCheckError(20007, problems.problems);
  return {
    marketplace,
    ...(campaignName === undefined ? {} : { campaignName }),
    ...(campaignId === undefined ? {} : { campaignId }),
    organicConversionRate,
    targetCostPerSale,
    ...(asin === undefined ? {} : { asin }),
    mainSearchTerms: base.mainSearchTerms,
    relevantSearchTerms: base.relevantSearchTerms,
    competitorAsins: base.competitorAsins,
    brandTerms: base.brandTerms,
    warnings: [
      ...dailyBudgetWarnings(marketplace, base.dailyBudget, marketplaceInfo(marketplace).sbDailyBudget),
      ...bidRangeWarnings(
        marketplace,
        targetCostPerSale,
        organicConversionRate,
        marketplaceInfo(marketplace).sbVideoBid,
      ),
    ],
  };
}

/**
 * Checks the raw parameters of `sbv-cold-start` (spec §3, §5) and refuses marketplaces without SB video
 * bulk creation. Brand entity and asset IDs are optional here: the flow may take them from the bulk sheet.
 */
export function checkSbvColdStartParameters(raw: Record<string, unknown>): SbvColdStartParameters {
  const problems = new ProblemList();
  const base = readBaseFields(raw, problems);
  requireFields(raw, problems, [
    'campaign_name',
    'daily_budget',
    'asin',
    'organic_conversion_rate',
    'target_cps',
  ]);
  if (base.marketplace) assertSbVideoBulkCreate(base.marketplace);
  const creative = readCreative(raw, base.marketplace, problems);
  const targetType = readTargetType(raw, base, problems);
  const fields = {
    targetType,
    negativeKeywords: readList(raw, 'negative_keywords', problems),
    bidOptimization: readBoolean(raw, 'bid_optimization', problems) ?? false,
    placements: readPlacements(raw, problems),
  };
  const checked = baseOf(base, problems);
  const { campaignName, dailyBudget, asin } = base;
  if (!campaignName || dailyBudget === undefined || !asin)
    throw new ParameterCheckError(20007, problems.problems);
  const defined = Object.fromEntries(
    Object.entries(creative).filter(([, v]) => v !== undefined),
  ) as typeof creative;
  return {
    ...checked,
    campaignName,
    adGroupName: base.adGroupName ?? `${campaignName} video`,
    dailyBudget,
    asin,
    ...defined,
    creativeAsins: creative.creativeAsins.length > 0 ? creative.creativeAsins : [asin],
    ...fields,
  };
}

/** Checks the raw parameters of `sbv-optimisation`: marketplace, campaign name, ID or ASIN, target CPS and organic CVR. */
export function checkSbvOptimisationParameters(raw: Record<string, unknown>): SbvOptimisationParameters {
  const problems = new ProblemList();
  const base = readBaseFields(raw, problems);
  requireFields(raw, problems, ['organic_conversion_rate', 'target_cps']);
  requireCampaignReference(raw, problems);
  return baseOf(base, problems);
}
