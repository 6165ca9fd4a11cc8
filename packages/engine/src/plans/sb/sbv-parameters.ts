// The plan parameters of the Sponsored Brands video flows (spec §3, §5). Every field is read by the
// contract's flow schema (the same readers, limits, problem keys and error codes as Sponsored Products:
// 20007 missing, 20001 invalid); this adds the SBV wording of a few problems and the checks that need the
// engine's Amazon knowledge (asset and brand entity ID forms, the marketplace's Store host).
import {
  PLAN_PARAMETER_FIELDS,
  PLAN_PARAMETER_LIMITS,
  marketplaceInfo,
  type Marketplace,
} from '@adplan/contracts';
import { EngineError } from '../../errors/engine-error';
import type { SbPlacement } from '../../model/account';
import { campaignId, type Asin, type CampaignId } from '../../model/ids';
import type { LocalizedText, Money, Percent, Ratio } from '../../model/units';
import {
  bidRangeWarnings,
  checkNameCharacters,
  dailyBudgetWarnings,
  ParameterCheckError,
  readFlowValues,
  throwIfProblems,
  type FlowValues,
  type ProblemWording,
} from '../parameters/parameter-fields';
import { ProblemList } from '../parameters/parameter-readers';
import { parseAssetId, parseBrandEntityId } from './sbv-assets';
import { sbMessages } from './sb-messages';
import { PRODUCT_CODE } from '../../errors/product-codes';

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

const PLACEMENT_FIELDS: Record<SbPlacement, 'placement_home' | 'placement_detail_page' | 'placement_other'> =
  {
    home: 'placement_home',
    detailPage: 'placement_detail_page',
    other: 'placement_other',
  };

/** Refuses before anything is consumed where Amazon takes no SB video campaigns through bulk upload. */
export function assertSbVideoBulkCreate(marketplace: Marketplace): void {
  if (!marketplaceInfo(marketplace).sbVideoBulkCreate) {
    throw new EngineError(PRODUCT_CODE.parameterInvalid, sbMessages.videoBulkUnsupported(marketplace));
  }
}

/** The SBV flows' own wording of a few contract problems (which assets a brand video needs, target hints). */
const sbvWording: ProblemWording = ({ field, key, detail }) => {
  const L = PLAN_PARAMETER_LIMITS;
  if (key === 'outOfRange' && field.startsWith('placement_'))
    return sbMessages.placementRange(field, L.sbPlacementPercentMin, L.sbPlacementPercentMax);
  if (key === 'invalidUrl') return sbMessages.invalidUrl(field, detail);
  if (key === 'required' && detail === 'targets') return sbMessages.missingTargets();
  if (key === 'required' && (field === 'landing_page_url' || field === 'headline'))
    return sbMessages.missingBrandVideoField(field);
  if (key === 'tooLong' && (field === 'headline' || field === 'brand_name'))
    return sbMessages.textTooLong(field, Number(detail.replace(/\D/g, '')));
  if (key === 'outOfRange' && field === 'creative_asins')
    return sbMessages.tooManyCreativeAsins(L.creativeAsinsMax);
  return undefined;
};

/** Records an engine check's EngineError as a problem of `field`. */
function recordEngineCheck(problems: ProblemList, field: string, check: () => unknown): void {
  try {
    check();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    problems.problems.push({ field, key: 'invalidChoice', message: error.localized });
  }
}

/** The engine-only checks of the SBV fields: name characters, asset and brand entity ID forms, the Store host. */
function checkSbvFields(raw: Record<string, unknown>, problems: ProblemList): void {
  checkNameCharacters(raw, problems, ['campaign_name', 'ad_group_name']);
  const text = (field: string) => (typeof raw[field] === 'string' ? String(raw[field]).trim() : '');
  for (const field of ['asset_id', 'brand_logo_asset_id'])
    if (text(field)) recordEngineCheck(problems, field, () => parseAssetId(text(field), field));
  if (text('brand_entity_id'))
    recordEngineCheck(problems, 'brand_entity_id', () => parseBrandEntityId(text('brand_entity_id')));
}

/** The store landing page of a brand video ad must be on the marketplace's own store host. */
function checkStoreUrl(url: string | undefined, marketplace: Marketplace, problems: ProblemList): void {
  if (url === undefined) return;
  const host = marketplaceInfo(marketplace).storeHost;
  const bare = host.replace(/^www\./, '');
  const actual = new URL(url).hostname.toLowerCase();
  if (actual !== host && actual !== bare)
    problems.problems.push({
      field: 'landing_page_url',
      key: 'invalidChoice',
      message: sbMessages.wrongStoreHost(url, host),
    });
}

/** The marketplace as the contract reads it, even when other fields have problems. */
function marketplaceOf(raw: Record<string, unknown>): Marketplace | undefined {
  const read = PLAN_PARAMETER_FIELDS.marketplace.safeParse(raw['marketplace']);
  return read.success ? read.data : undefined;
}

function baseOf(v: FlowValues<'sbv-optimisation'> | FlowValues<'sbv-cold-start'>): SbvBaseParameters {
  const { marketplace, organic_conversion_rate, target_cps } = v;
  const organicConversionRate = organic_conversion_rate / 100;
  return {
    marketplace,
    ...(v.campaign_name === undefined ? {} : { campaignName: v.campaign_name }),
    ...(v.campaign_id === undefined ? {} : { campaignId: campaignId(v.campaign_id) }),
    organicConversionRate,
    targetCostPerSale: target_cps,
    ...(v.asin === undefined ? {} : { asin: v.asin as Asin }),
    mainSearchTerms: v.main_search_terms,
    relevantSearchTerms: v.relevant_search_terms,
    competitorAsins: v.competitor_asins as Asin[],
    brandTerms: v.brand_terms,
    warnings: [
      ...dailyBudgetWarnings(marketplace, v.daily_budget, marketplaceInfo(marketplace).sbDailyBudget),
      ...bidRangeWarnings(
        marketplace,
        target_cps,
        organicConversionRate,
        marketplaceInfo(marketplace).sbVideoBid,
      ),
    ],
  };
}

function placementsOf(v: FlowValues<'sbv-cold-start'>): Partial<Record<SbPlacement, Percent>> {
  const placements: Partial<Record<SbPlacement, Percent>> = {};
  for (const [placement, field] of Object.entries(PLACEMENT_FIELDS) as Array<
    [SbPlacement, (typeof PLACEMENT_FIELDS)[SbPlacement]]
  >) {
    const value = v[field];
    if (value !== undefined) placements[placement] = value;
  }
  return placements;
}

/**
 * Checks the raw parameters of `sbv-cold-start` (spec §3, §5) with the contract schema and the engine's
 * asset and Store checks, and refuses marketplaces without SB video bulk creation. Brand entity and asset
 * IDs are optional here: the flow may take them from the bulk sheet.
 */
export function checkSbvColdStartParameters(raw: Record<string, unknown>): SbvColdStartParameters {
  const marketplace = marketplaceOf(raw);
  if (marketplace) assertSbVideoBulkCreate(marketplace);
  const problems = new ProblemList();
  const v = readFlowValues('sbv-cold-start', raw, problems, sbvWording);
  checkSbvFields(raw, problems);
  if (v?.ad_format === 'brandVideo') checkStoreUrl(v.landing_page_url, v.marketplace, problems);
  throwIfProblems(problems);
  if (!v) throw new ParameterCheckError(PRODUCT_CODE.parameterInvalid, problems.problems);
  const asin = v.asin as Asin;
  const creative = Object.fromEntries(
    Object.entries({
      brandEntityId: v.brand_entity_id,
      assetId: v.asset_id,
      creativeAssetUrl: v.creative_asset_url,
      landingPageUrl: v.landing_page_url,
      brandName: v.brand_name,
      brandLogoAssetId: v.brand_logo_asset_id,
      headline: v.headline,
    }).filter(([, value]) => value !== undefined),
  );
  return {
    ...baseOf(v),
    campaignName: v.campaign_name,
    adGroupName: v.ad_group_name ?? `${v.campaign_name} video`,
    dailyBudget: v.daily_budget,
    asin,
    ...creative,
    adFormat: v.ad_format,
    creativeAsins: v.creative_asins.length > 0 ? (v.creative_asins as Asin[]) : [asin],
    targetType: v.target_type,
    negativeKeywords: v.negative_keywords,
    bidOptimization: v.bid_optimization,
    placements: placementsOf(v),
  };
}

/** Checks the raw parameters of `sbv-optimisation`: marketplace, campaign name, ID or ASIN, target CPS and organic CVR. */
export function checkSbvOptimisationParameters(raw: Record<string, unknown>): SbvOptimisationParameters {
  const problems = new ProblemList();
  const v = readFlowValues('sbv-optimisation', raw, problems, sbvWording);
  // The optimisation names campaigns and ad groups the seller already has: Amazon accepted those names once,
  // so characters it no longer takes on new names (`!`, emoji) are no reason to refuse.
  throwIfProblems(problems);
  if (!v) throw new ParameterCheckError(PRODUCT_CODE.parameterInvalid, problems.problems);
  return baseOf(v);
}
