// Optimisation of existing Sponsored Brands video campaigns from the SB multi-ad-group tab and the SB
// search term report, with the same smoothing, bid limits and search-term rules as Sponsored Products:
// bids toward target CPS, exact keywords harvested into the campaign, negatives for wasted terms, and
// placement adjustments against the campaign average when automated bidding is off.
import { SHEET } from '../../amazon/bulk-columns';
import { marketplaceInfo, type Marketplace } from '@adplan/contracts';
import { EngineError } from '../../errors/engine-error';
import { tabOfSheet } from '../../read/sheet-aliases';
import type { AccountModel, SbAdGroup, SbCampaign, SearchTermRow } from '../../model/account';
import type { SbBulkRow } from '../../model/bulk-row';
import type { Asin, CampaignId } from '../../model/ids';
import type { LocalizedText, Money, Ratio } from '../../model/units';
import { decideBidChange } from '../shared/bid-decision';
import { priorConversionRate, targetKindOfExpression } from '../shared/conversion-estimate';
import type { TargetKind } from '../shared/planning-constants';
import type { ProtectList } from '../shared/text-rules';
import { flowNotes } from '../shared/flow-messages';
import { sbMessages } from './sb-messages';
import { nameKey } from './sbv-name-key';
import { optimiseSbvPlacements } from './sbv-placements';
import { optimiseSbvSearchTerms } from './sbv-search-terms';
import { sbvPlanRow, type SbvPlanRows } from './sbv-plan-row';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** The seller's settings for an optimisation run. */
export interface SbvOptimisationSettings {
  marketplace: Marketplace;
  organicConversionRate: Ratio;
  targetCostPerSale: Money;
  /** Main search terms, brand words and own ASINs: never negated. */
  protect: ProtectList;
  /** `start – end` of the bulk export, for explanations. */
  dataWindow?: string;
}

/** True when an SB ad is a video (detail page) or brand video (Store) ad. */
const isVideoCampaign = (campaign: SbCampaign) =>
  campaign.adGroups.some((group) =>
    group.ads.some((ad) => ad.format === 'video' || ad.format === 'brandVideo'),
  );

/** How the seller chose the campaigns: by ID, by exact name, or every SB video campaign advertising an ASIN. */
export interface SbvCampaignReference {
  campaignId?: CampaignId;
  campaignName?: string;
  asin?: Asin;
}

function matches(campaign: SbCampaign, reference: SbvCampaignReference): boolean {
  if (reference.campaignId) return campaign.id === reference.campaignId;
  if (reference.campaignName?.trim()) return campaign.name.trim() === reference.campaignName.trim();
  if (reference.asin)
    return campaign.adGroups.some((g) =>
      g.ads.some((ad) => ad.creativeAsins.includes(reference.asin as Asin)),
    );
  return true;
}

/**
 * The SB video campaigns the seller chose, from the multi-ad-group tab (legacy-tab ones are reported and
 * skipped: their updates belong to a tab the plan does not write). Throws 10008 without any SB tab, 10016
 * without any SB video campaign, 20006 when the reference matches none of them.
 */
export function selectSbvCampaigns(
  model: AccountModel,
  reference: SbvCampaignReference,
): { campaigns: SbCampaign[]; warnings: LocalizedText[] } {
  const tabs = new Set(model.sheets.map(tabOfSheet));
  if (!tabs.has('sbMultiAdGroup') && !tabs.has('sbLegacy')) {
    throw new EngineError(PRODUCT_CODE.sbAdsUnreadable, sbMessages.noSbTab(), {
      sheet: SHEET.sbMultiAdGroup,
    });
  }
  const all = model.sponsoredBrands.campaigns.filter(isVideoCampaign);
  const videos = all.filter((c) => c.state !== 'archived');
  // An archived campaign the seller named is said to be archived (Amazon refuses changes to it), never
  // "not found"; choosing by ASIN, archived ones are left out with the same warning.
  const archived = all.filter((c) => c.state === 'archived' && matches(c, reference));
  if (videos.length === 0 && archived.length === 0)
    throw new EngineError(PRODUCT_CODE.noValidAds, sbMessages.noSbvData(), { sheet: SHEET.sbMultiAdGroup });
  const warnings = archived.map((c) => flowNotes.archivedCampaignSkipped(c.name));
  const chosen = videos.filter((c) => matches(c, reference));
  warnings.push(...chosen.filter((c) => c.tab === 'legacy').map((c) => sbMessages.legacySkipped(c.name)));
  const campaigns = chosen.filter((c) => c.tab === 'multiAdGroup');
  if (campaigns.length === 0) {
    if (archived[0])
      throw new EngineError(
        PRODUCT_CODE.campaignNameIncorrect,
        flowNotes.archivedCampaignSkipped(archived[0].name),
        { sheet: SHEET.sbMultiAdGroup },
      );
    const label = reference.campaignId ?? reference.campaignName ?? reference.asin ?? '';
    throw new EngineError(PRODUCT_CODE.campaignNameIncorrect, sbMessages.sbvCampaignNotFound(label), {
      sheet: SHEET.sbMultiAdGroup,
    });
  }
  // A paused campaign is planned, but nothing of the plan serves until it is enabled.
  for (const c of campaigns)
    if (c.state !== 'enabled') warnings.push(flowNotes.campaignNotEnabled(c.name, c.state));
  return { campaigns, warnings };
}

/** The search-term rows of a campaign, matched by campaign ID or (console reports) by name. */
export function searchTermsOfCampaign(rows: readonly SearchTermRow[], campaign: SbCampaign): SearchTermRow[] {
  const name = nameKey(campaign.name);
  return rows.filter((row) =>
    row.campaignId !== undefined
      ? row.campaignId === campaign.id
      : row.campaignName !== undefined && nameKey(row.campaignName) === name,
  );
}

/** The prior CVR of a target kind from the seller's organic rate (SP's factors). */
const prior = (s: SbvOptimisationSettings, kind: TargetKind) =>
  priorConversionRate(s.organicConversionRate, kind);

interface BidTarget {
  group: SbAdGroup;
  kind: TargetKind;
  /** The keyword text or the target expression, language-neutral (the match type has its own column). */
  figureText: string;
  bid: Money | undefined;
  metrics: SbAdGroup['metrics'];
  ids: Pick<SbBulkRow, 'keywordId' | 'productTargetingId'>;
  entity: 'keyword' | 'productTargeting';
}

function bidTargets(campaign: SbCampaign): BidTarget[] {
  return campaign.adGroups
    .filter((group) => group.state === 'enabled')
    .flatMap((group) => [
      ...group.keywords
        .filter((k) => k.state === 'enabled')
        .map((k): BidTarget => ({
          group,
          kind: k.matchType,
          figureText: k.text,
          bid: k.bid,
          metrics: k.metrics,
          ids: { keywordId: k.id },
          entity: 'keyword',
        })),
      ...group.productTargets
        .filter((t) => t.state === 'enabled')
        .map((t): BidTarget => ({
          group,
          kind: targetKindOfExpression(t.expression),
          figureText: t.expression,
          bid: t.bid,
          metrics: t.metrics,
          ids: { productTargetingId: t.id },
          entity: 'productTargeting',
        })),
    ]);
}

/**
 * Bid updates (or pauses) of every enabled keyword and product target of the campaign; `multiplier` is the
 * campaign's placement multiplier after this run's placement changes (as in Sponsored Products).
 */
function optimiseBids(campaign: SbCampaign, s: SbvOptimisationSettings, multiplier: number): SbvPlanRows {
  const range = marketplaceInfo(s.marketplace).sbVideoBid;
  const rows = bidTargets(campaign).flatMap((target) => {
    if (target.bid === undefined) return [];
    const decision = decideBidChange({
      marketplace: s.marketplace,
      currentBid: target.bid,
      metrics: target.metrics,
      priorConversionRate: prior(s, target.kind),
      targetCostPerSale: s.targetCostPerSale,
      placementMultiplier: multiplier,
      bidRange: range,
      canPause: true,
    });
    if (decision.action === 'keep' || !decision.changeType) return [];
    const paused = decision.action === 'pause';
    const row: SbBulkRow = {
      product: 'sponsoredBrands',
      entity: target.entity,
      operation: 'update',
      campaignId: campaign.id,
      adGroupId: target.group.id,
      ...target.ids,
      state: paused ? 'paused' : 'enabled',
      ...(paused ? {} : { bid: decision.bidAfter }),
    };
    const figures = { ...decision.figures, target: target.figureText, adGroup: target.group.name };
    const change = paused
      ? { type: decision.changeType }
      : { type: decision.changeType, bidBefore: decision.bidBefore, bidAfter: decision.bidAfter };
    return [sbvPlanRow(row, change, decision.ruleId, decision.reason, figures, s.dataWindow)];
  });
  return { rows, warnings: [] };
}

/** The campaign-level prior: the click-weighted prior of its targets, or the organic rate x exact factor. */
export function campaignPrior(campaign: SbCampaign, s: SbvOptimisationSettings): Ratio {
  const targets = bidTargets(campaign);
  const clicks = targets.reduce((sum, t) => sum + t.metrics.clicks, 0);
  if (clicks === 0) return prior(s, 'exact');
  return targets.reduce((sum, t) => sum + t.metrics.clicks * prior(s, t.kind), 0) / clicks;
}

/**
 * The optimisation rows of one SB video campaign: bids, harvested exact keywords (or ASIN targets in
 * product-targeting ad groups), negatives, and placements (automated bidding off only).
 */
export function buildSbvOptimisationRows(
  campaign: SbCampaign,
  searchTerms: readonly SearchTermRow[],
  s: SbvOptimisationSettings,
): SbvPlanRows {
  const placements = optimiseSbvPlacements(campaign, campaignPrior(campaign, s), s);
  const bids = optimiseBids(campaign, s, placements.multiplier);
  const terms = optimiseSbvSearchTerms(campaign, searchTerms, s, placements.multiplier);
  return {
    rows: [...bids.rows, ...terms.rows, ...placements.rows],
    warnings: [...bids.warnings, ...terms.warnings, ...placements.warnings],
    notes: terms.notes ?? [],
  };
}
