// The rows of a new Sponsored Brands video campaign in the `SB Multi Ad Group Campaigns` tab (reference
// §1.3.1, §6): campaign, optional placement adjustments, ad group, the video or brand video ad, keyword
// or product targets at CPS-based bids inside the video limits, and the seller's negative keywords.
import { marketplaceInfo, type Marketplace } from '@adplan/contracts';
import type { MatchType, NegativeMatchType, SbPlacement } from '../../model/account';
import type { SbBulkRow } from '../../model/bulk-row';
import { adGroupId as toAdGroupId, campaignId as toCampaignId, type Asin } from '../../model/ids';
import type { ChangeType, PlanRow } from '../../model/plan';
import type { BulkDate, LocalizedText, Money, Percent, Ratio } from '../../model/units';
import { ParameterCheckError } from '../parameters/parameter-fields';
import { fitBid, targetBid } from '../shared/bid-math';
import { priorConversionRate } from '../shared/conversion-estimate';
import { explain, formatMoney, formatRatio, type Figures } from '../shared/explain';
import { PLANNING_CONSTANTS, type TargetKind } from '../shared/planning-constants';
import {
  keywordForm,
  keywordTextProblem,
  negativeBlocksProtected,
  normaliseTerm,
} from '../shared/text-rules';
import { keywordWords, localizedItem } from '../../write/explanation-labels';
import { makeTemporaryId } from '../../write/write-api';
import { SB_PLACEMENT_NAMES, sbMessages } from './sb-messages';
import { SBV_CONSTANTS } from './sbv-constants';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** Rule identifiers of the SBV cold start (docs/algorithms.md Part B). */
export const SBV_COLD_START_RULES = {
  campaign: 'SBV-CS-CAMPAIGN',
  placement: 'SBV-CS-PLACEMENT',
  adGroup: 'SBV-CS-AD-GROUP',
  ad: 'SBV-CS-AD',
  bid: 'SBV-CS-BID',
  negative: 'SBV-CS-NEGATIVE',
} as const;

/** The creative of the new campaign: a video ad to the detail page, or a brand video ad to the Store. */
export type SbvCreative =
  | { format: 'video'; videoAssetId: string }
  | {
      format: 'brandVideo';
      videoAssetId: string;
      landingPageUrl: string;
      brandName: string;
      brandLogoAssetId: string;
      headline: string;
      creativeAsins: Asin[];
    };

/** Keyword targets from the seller's main search terms, or product targets on competitor ASINs. */
export type SbvTargeting =
  { type: 'keyword'; searchTerms: string[] } | { type: 'product'; competitorAsins: Asin[] };

/** Everything the cold-start rows are built from, already checked. */
export interface SbvColdStartSettings {
  marketplace: Marketplace;
  campaignName: string;
  adGroupName: string;
  dailyBudget: Money;
  /** Start date `YYYYMMDD`, today in the marketplace's ad time zone. */
  startDate: BulkDate;
  brandEntityId: string;
  /** The advertised (child) ASIN. */
  asin: Asin;
  creative: SbvCreative;
  targeting: SbvTargeting;
  negativeKeywords: string[];
  /** The seller's brand words: no negative may block a search containing one. */
  brandTerms?: string[];
  organicConversionRate: Ratio;
  targetCostPerSale: Money;
  /** Amazon's automated bidding; placement adjustments are only written when false. */
  bidOptimization: boolean;
  placements: Partial<Record<SbPlacement, Percent>>;
}

/** The rows of the plan and the notes and warnings they raised. */
export interface SbvColdStartRows {
  rows: PlanRow[];
  warnings: LocalizedText[];
}

interface Ids {
  campaignId: ReturnType<typeof toCampaignId>;
  adGroupId: ReturnType<typeof toAdGroupId>;
}

function planRow(
  row: SbBulkRow,
  type: ChangeType,
  ruleId: string,
  reason: LocalizedText,
  figures: Figures = {},
  bid?: Money,
): PlanRow {
  return {
    row,
    change: bid === undefined ? { type } : { type, bidAfter: bid },
    explanation: explain(ruleId, reason, figures),
  };
}

const SB = { product: 'sponsoredBrands', operation: 'create' } as const;

function campaignRow(s: SbvColdStartSettings, ids: Ids): PlanRow {
  const budget = formatMoney(s.marketplace, s.dailyBudget);
  const row: SbBulkRow = {
    ...SB,
    entity: 'campaign',
    campaignId: ids.campaignId,
    campaignName: s.campaignName,
    startDate: s.startDate,
    state: 'enabled',
    brandEntityId: s.brandEntityId,
    budgetType: 'daily',
    budget: s.dailyBudget,
    bidOptimization: s.bidOptimization,
  };
  const reason = s.bidOptimization ? sbMessages.campaignAutomated(budget) : sbMessages.campaign(budget);
  const planned: PlanRow = planRow(row, 'createCampaign', SBV_COLD_START_RULES.campaign, reason);
  return { ...planned, change: { type: 'createCampaign', budgetAfter: s.dailyBudget } };
}

function placementRows(s: SbvColdStartSettings, ids: Ids): PlanRow[] {
  if (s.bidOptimization) return [];
  return (Object.entries(s.placements) as Array<[SbPlacement, Percent]>)
    .filter(([, percent]) => percent !== 0)
    .map(([placement, percent]) => {
      const row: SbBulkRow = {
        ...SB,
        entity: 'biddingAdjustmentByPlacement',
        campaignId: ids.campaignId,
        placement,
        percentage: percent,
      };
      const reason = sbMessages.placement(SB_PLACEMENT_NAMES[placement], percent);
      const planned = planRow(row, 'placementAdjustment', SBV_COLD_START_RULES.placement, reason, {
        percentage: percent,
      });
      return { ...planned, change: { type: 'placementAdjustment', percentageAfter: percent } };
    });
}

function adGroupRow(s: SbvColdStartSettings, ids: Ids): PlanRow {
  const row: SbBulkRow = {
    ...SB,
    entity: 'adGroup',
    campaignId: ids.campaignId,
    adGroupId: ids.adGroupId,
    adGroupName: s.adGroupName,
    state: 'enabled',
  };
  return planRow(row, 'createAdGroup', SBV_COLD_START_RULES.adGroup, sbMessages.adGroup());
}

/** The detail page of an ASIN on the marketplace's store: `https://<storeHost>/dp/<ASIN>`. */
export function detailPageUrl(marketplace: Marketplace, asin: Asin): string {
  return `https://${marketplaceInfo(marketplace).storeHost}/dp/${asin}`;
}

function adRow(s: SbvColdStartSettings, ids: Ids): PlanRow {
  const base = {
    ...SB,
    campaignId: ids.campaignId,
    adGroupId: ids.adGroupId,
    adName: `${s.adGroupName} video`,
    state: 'enabled',
  } as const;
  const c = s.creative;
  if (c.format === 'video') {
    const url = detailPageUrl(s.marketplace, s.asin);
    const row: SbBulkRow = {
      ...base,
      entity: 'videoAd',
      landingPageUrl: url,
      landingPageType: 'detailPage',
      creativeAsins: [s.asin],
      videoAssetIds: [c.videoAssetId],
    };
    return planRow(row, 'createAd', SBV_COLD_START_RULES.ad, sbMessages.videoAd(s.asin, url), {
      videoAssetId: c.videoAssetId,
    });
  }
  const row: SbBulkRow = {
    ...base,
    entity: 'brandVideoAd',
    landingPageUrl: c.landingPageUrl,
    landingPageType: 'store',
    brandName: c.brandName,
    brandLogoAssetId: c.brandLogoAssetId,
    creativeHeadline: c.headline,
    creativeAsins: c.creativeAsins,
    videoAssetIds: [c.videoAssetId],
  };
  return planRow(row, 'createAd', SBV_COLD_START_RULES.ad, sbMessages.brandVideoAd(c.landingPageUrl), {
    videoAssetId: c.videoAssetId,
  });
}

/** A cold-start bid: target CPS x organic CVR x the kind's factor, fitted into the SB video limits. */
export function sbvColdStartBid(s: SbvColdStartSettings, kind: TargetKind, placementMultiplier: number) {
  const conversionRate = priorConversionRate(s.organicConversionRate, kind);
  const ideal = targetBid({ targetCostPerSale: s.targetCostPerSale, conversionRate, placementMultiplier });
  const range = marketplaceInfo(s.marketplace).sbVideoBid;
  const bid = fitBid(s.marketplace, ideal, range);
  return { bid, ideal, conversionRate, raisedToMinimum: ideal < range.min };
}

/** Average bid multiplier of the seller's placement adjustments (>= 1): positive ones raise the effective CPC. */
function coldStartPlacementMultiplier(s: SbvColdStartSettings): number {
  if (s.bidOptimization) return 1;
  const multipliers = (['home', 'detailPage', 'other'] as const).map((p) => 1 + (s.placements[p] ?? 0) / 100);
  return Math.max(1, multipliers.reduce((sum, m) => sum + m, 0) / multipliers.length);
}

function bidRow(
  s: SbvColdStartSettings,
  ids: Ids,
  kind: TargetKind,
  label: LocalizedText,
  fields: Partial<SbBulkRow>,
  counter: { raised: number },
): PlanRow {
  const placementMultiplier = coldStartPlacementMultiplier(s);
  const { bid, ideal, conversionRate, raisedToMinimum } = sbvColdStartBid(s, kind, placementMultiplier);
  if (raisedToMinimum) counter.raised += 1;
  const entity = fields.keywordText === undefined ? 'productTargeting' : 'keyword';
  const row: SbBulkRow = {
    ...SB,
    entity,
    campaignId: ids.campaignId,
    adGroupId: ids.adGroupId,
    state: 'enabled',
    bid,
    ...fields,
  };
  const m = (x: Money) => formatMoney(s.marketplace, x);
  const factor = PLANNING_CONSTANTS.conversionFactor[kind];
  const reason = sbMessages.coldStartBid(
    label,
    formatRatio(conversionRate),
    `${formatRatio(s.organicConversionRate)} × ${factor}`,
    m(s.targetCostPerSale),
    String(Math.round(placementMultiplier * 1000) / 1000),
    m(bid),
  );
  const figures: Figures = {
    organicConversionRate: s.organicConversionRate,
    [kind === 'asin' ? 'targetingFactor' : 'matchTypeFactor']: factor,
    priorConversionRate: conversionRate,
    placementMultiplier,
    targetCostPerSale: s.targetCostPerSale,
    idealBid: ideal,
    bid,
  };
  return planRow(
    row,
    entity === 'keyword' ? 'createKeyword' : 'createProductTarget',
    SBV_COLD_START_RULES.bid,
    reason,
    figures,
    bid,
  );
}

/** Distinct keyword texts of the main search terms, Amazon-valid, as written (NFKC, single spaces). */
function keywordTexts(
  marketplace: Marketplace,
  terms: readonly string[],
  warnings: LocalizedText[],
): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const term of terms) {
    const text = keywordForm(term);
    if (seen.has(normaliseTerm(text))) continue;
    seen.add(normaliseTerm(text));
    const problem = keywordTextProblem(marketplace, text, 'exact');
    if (problem) warnings.push(sbMessages.textSkipped(term, problem));
    else texts.push(text);
  }
  return texts;
}

function targetRows(s: SbvColdStartSettings, ids: Ids, warnings: LocalizedText[]): PlanRow[] {
  const counter = { raised: 0 };
  let rows: PlanRow[];
  if (s.targeting.type === 'product') {
    rows = s.targeting.competitorAsins.map((asin) =>
      bidRow(
        s,
        ids,
        'asin',
        { zh: `asin="${asin}"`, en: `asin="${asin}"` },
        { productTargetingExpression: `asin="${asin}"` },
        counter,
      ),
    );
  } else {
    const matchTypes: readonly MatchType[] = SBV_CONSTANTS.coldStartMatchTypes;
    const maxTerms = Math.floor(SBV_CONSTANTS.maxCreateKeywords / matchTypes.length);
    const texts = keywordTexts(s.marketplace, s.targeting.searchTerms, warnings);
    if (texts.length > maxTerms)
      warnings.push(
        sbMessages.tooManyKeywords(
          SBV_CONSTANTS.maxCreateKeywords,
          (texts.length - maxTerms) * matchTypes.length,
        ),
      );
    rows = texts.slice(0, maxTerms).flatMap((text) =>
      matchTypes.map((matchType) =>
        bidRow(
          s,
          ids,
          matchType,
          localizedItem((language) => keywordWords(text, matchType, language)),
          { keywordText: text, matchType },
          counter,
        ),
      ),
    );
  }
  // Every term was refused by Amazon's keyword rules: an ad group without a target cannot be uploaded,
  // so the seller hears which field to fix instead of getting a file that fails.
  if (rows.length === 0) {
    const field = s.targeting.type === 'product' ? 'competitor_asins' : 'main_search_terms';
    throw new ParameterCheckError(PRODUCT_CODE.parameterInvalid, [
      { field, key: 'required', message: sbMessages.noValidTargets(warnings) },
    ]);
  }
  const minimum = formatMoney(s.marketplace, marketplaceInfo(s.marketplace).sbVideoBid.min);
  if (counter.raised > 0) warnings.push(sbMessages.bidRaisedToMinimum(counter.raised, minimum));
  return rows;
}

function negativeRows(s: SbvColdStartSettings, ids: Ids, warnings: LocalizedText[]): PlanRow[] {
  // An SB ad group holds one targeting type: a product-targeting ad group takes no negative keywords.
  if (s.targeting.type === 'product' && s.negativeKeywords.length > 0) {
    warnings.push(sbMessages.negativeKeywordsWithProductTargeting(s.negativeKeywords.join(', ')));
    return [];
  }
  const protect = {
    terms: s.targeting.type === 'keyword' ? s.targeting.searchTerms : [],
    brandTerms: s.brandTerms ?? [],
    asins: [s.asin],
  };
  const seen = new Set<string>();
  return s.negativeKeywords.flatMap((term) => {
    const text = keywordForm(term);
    if (!text || seen.has(normaliseTerm(text))) return [];
    seen.add(normaliseTerm(text));
    const matchType: NegativeMatchType =
      text.split(' ').length <= SBV_CONSTANTS.maxNegativePhraseWords ? 'negativePhrase' : 'negativeExact';
    if (negativeBlocksProtected(text, matchType, protect)) {
      warnings.push(sbMessages.negativeSkippedProtected(text));
      return [];
    }
    const problem = keywordTextProblem(s.marketplace, text, matchType);
    if (problem) {
      warnings.push(sbMessages.textSkipped(term, problem));
      return [];
    }
    const row: SbBulkRow = {
      ...SB,
      entity: 'negativeKeyword',
      campaignId: ids.campaignId,
      adGroupId: ids.adGroupId,
      state: 'enabled',
      keywordText: text,
      matchType,
    };
    const label = matchType === 'negativePhrase' ? 'Negative Phrase' : 'Negative Exact';
    return [
      planRow(row, 'negativeKeyword', SBV_COLD_START_RULES.negative, sbMessages.negativeKeyword(label)),
    ];
  });
}

/**
 * Builds the rows of a new SB video campaign: parents first with temporary IDs derived from the names,
 * bids from target CPS x organic CVR x match factor inside the marketplace's SB video limits.
 */
export function buildSbvColdStartRows(s: SbvColdStartSettings): SbvColdStartRows {
  const taken = new Set<string>();
  const ids: Ids = {
    campaignId: toCampaignId(makeTemporaryId('campaign', s.campaignName, taken)),
    adGroupId: toAdGroupId(makeTemporaryId('adGroup', s.adGroupName, taken)),
  };
  const warnings: LocalizedText[] = [];
  if (s.bidOptimization && Object.values(s.placements).some((p) => p !== 0))
    warnings.push(sbMessages.placementsIgnored());
  const rows = [
    campaignRow(s, ids),
    ...placementRows(s, ids),
    adGroupRow(s, ids),
    adRow(s, ids),
    ...targetRows(s, ids, warnings),
    ...negativeRows(s, ids, warnings),
  ];
  return { rows, warnings };
}
