// The two Sponsored Brands Video flows on the shared skeleton (flow-skeleton.ts): check the parameters
// (refusing marketplaces without SB video bulk creation before anything is read), load the account data
// through the data source, plan; the skeleton validates against Amazon's upload rules.
import { clampMoney, marketplaceInfo, marketplaceToday } from '@adplan/contracts';
import { EngineError } from '../../errors/engine-error';
import type { AccountModel, SbCampaign } from '../../model/account';
import type { Plan, PlanFlow } from '../../model/plan';
import type { LocalizedText } from '../../model/units';
import { defineFlow, type FlowSteps, type RunnableFlow } from '../flow-skeleton';
import { advertisedAsins } from '../shared/account-lookup';
import { staleWindowAge } from '../shared/data-window';
import { flowNotes } from '../shared/flow-messages';
import { checkMarketplaceConsistency } from '../shared/marketplace-consistency';
import { summarisePlan } from '../shared/plan-summary';
import { sbMessages } from './sb-messages';
import {
  resolveBrandEntityId,
  resolveBrandName,
  resolveLogoAssetId,
  resolveVideoAssetId,
} from './sbv-assets';
import { buildSbvColdStartRows, type SbvCreative, type SbvColdStartSettings } from './sbv-cold-start';
import { loadSbvSearchTerms, requireSbAccount, type SbvSearchTerms } from './sbv-inputs';
import {
  buildSbvOptimisationRows,
  selectSbvCampaigns,
  type SbvOptimisationSettings,
} from './sbv-optimisation';
import {
  checkSbvColdStartParameters,
  checkSbvOptimisationParameters,
  type SbvColdStartParameters,
  type SbvOptimisationParameters,
} from './sbv-parameters';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** Names of every campaign of the account, SP and SB (a new campaign may not reuse one). */
function campaignNames(account: AccountModel | undefined): string[] {
  if (!account) return [];
  return [...account.sponsoredProducts.campaigns, ...account.sponsoredBrands.campaigns].map((c) => c.name);
}

/** The creative with its asset IDs taken from the form, the creative asset URL or the bulk sheet's brand assets. */
function resolveCreative(
  params: SbvColdStartParameters,
  account: AccountModel | undefined,
  notes: LocalizedText[],
): SbvCreative {
  const assets = account?.brandAssets ?? [];
  const video = resolveVideoAssetId(params.assetId, params.creativeAssetUrl, assets);
  notes.push(...video.notes);
  if (params.adFormat === 'video') return { format: 'video', videoAssetId: video.value };
  const logo = resolveLogoAssetId(params.brandLogoAssetId, assets);
  const brand = resolveBrandName(params.brandName, assets);
  notes.push(...logo.notes, ...brand.notes);
  return {
    format: 'brandVideo',
    videoAssetId: video.value,
    landingPageUrl: params.landingPageUrl ?? '',
    brandName: brand.value,
    brandLogoAssetId: logo.value,
    headline: params.headline ?? '',
    creativeAsins: params.creativeAsins,
  };
}

function coldStartSettings(
  params: SbvColdStartParameters,
  account: AccountModel | undefined,
  now: Date,
  notes: LocalizedText[],
): SbvColdStartSettings {
  const brandEntity = resolveBrandEntityId(params.brandEntityId, account?.brandAssets ?? []);
  notes.push(...brandEntity.notes);
  const mp = params.marketplace;
  return {
    marketplace: mp,
    campaignName: params.campaignName,
    adGroupName: params.adGroupName,
    dailyBudget: clampMoney(mp, params.dailyBudget, marketplaceInfo(mp).sbDailyBudget),
    startDate: marketplaceToday(mp, now),
    brandEntityId: brandEntity.value,
    asin: params.asin,
    creative: resolveCreative(params, account, notes),
    targeting:
      params.targetType === 'product'
        ? { type: 'product', competitorAsins: params.competitorAsins }
        : { type: 'keyword', searchTerms: [...params.mainSearchTerms, ...params.relevantSearchTerms] },
    negativeKeywords: params.negativeKeywords,
    brandTerms: params.brandTerms,
    organicConversionRate: params.organicConversionRate,
    targetCostPerSale: params.targetCostPerSale,
    bidOptimization: params.bidOptimization,
    placements: params.placements,
  };
}

function finish(
  flow: PlanFlow,
  params: { marketplace: Plan['marketplace'] },
  rows: Plan['rows'],
  notes: LocalizedText[],
  warnings: LocalizedText[],
): Plan {
  return {
    flow,
    marketplace: params.marketplace,
    rows,
    summary: summarisePlan(rows, { marketplace: params.marketplace, notes }),
    warnings,
  };
}

/** The data of `sbv-cold-start`: the account when a bulk sheet was given. */
interface SbvColdStartData {
  account?: AccountModel;
  /** Warnings of the marketplace and currency check. */
  checks: LocalizedText[];
}

/** `sbv-cold-start`: a new SB video campaign in the multi-ad-group tab. */
const sbvColdStartSteps: FlowSteps<SbvColdStartParameters, SbvColdStartData> = {
  flow: 'sbv-cold-start',
  check: checkSbvColdStartParameters,
  load: async (params, { source }) => {
    const account = await source.account();
    const checks = checkMarketplaceConsistency(params.marketplace, account, [], {
      marketplaceKnown: source.kind === 'linked-shop',
    });
    return { checks, ...(account ? { account } : {}) };
  },
  plan: (params, { account, checks }, { now }) => {
    const existing = campaignNames(account);
    if (existing.some((name) => name.trim() === params.campaignName.trim())) {
      throw new EngineError(
        PRODUCT_CODE.parameterInvalid,
        sbMessages.duplicateCampaignName(params.campaignName),
      );
    }
    const notes: LocalizedText[] = [];
    const { rows, warnings } = buildSbvColdStartRows(coldStartSettings(params, account, now, notes));
    const plan = finish('sbv-cold-start', params, rows, notes, [...checks, ...params.warnings, ...warnings]);
    return { plan, extraUploads: [], ...(account ? { account } : {}) };
  },
  existingCampaignNames: ({ account }) => campaignNames(account),
};

/** The data of `sbv-optimisation`: the account, the chosen campaigns and their search terms. */
interface SbvOptimisationData {
  account: AccountModel;
  campaigns: SbCampaign[];
  selectionWarnings: LocalizedText[];
  terms: SbvSearchTerms;
  dataWindow?: string;
}

/** `sbv-optimisation`: bids, search terms and placements of existing SB video campaigns. */
const sbvOptimisationSteps: FlowSteps<SbvOptimisationParameters, SbvOptimisationData> = {
  flow: 'sbv-optimisation',
  check: checkSbvOptimisationParameters,
  load: async (params, { source, now }) => {
    const account = await requireSbAccount(source);
    const currencies = (await source.consoleReports()).flatMap((report) => report.currencies ?? []);
    // Before anything is planned (and so before any use is consumed): the file must be the marketplace's.
    const checks = checkMarketplaceConsistency(params.marketplace, account, currencies, {
      marketplaceKnown: source.kind === 'linked-shop',
    });
    const reference = { campaignId: params.campaignId, campaignName: params.campaignName, asin: params.asin };
    const { campaigns, warnings } = selectSbvCampaigns(account, reference);
    const terms = await loadSbvSearchTerms(source, account, campaigns);
    const window = source.dataWindow(params.marketplace);
    const age = staleWindowAge(window, now);
    if (window && age !== undefined) checks.push(flowNotes.staleData(window.end, age));
    return {
      account,
      campaigns,
      selectionWarnings: [...checks, ...warnings],
      terms,
      ...(window ? { dataWindow: window.label } : {}),
    };
  },
  plan: (params, data) => {
    // Every ASIN the seller advertises anywhere in the account: SB creatives (of every SB campaign, the
    // advertised ASIN of a video campaign among them) and SP product ads are never targeted nor negated.
    const sbCampaigns: SbCampaign[] = [...(data.account?.sponsoredBrands.campaigns ?? []), ...data.campaigns];
    const ownAsins = [
      ...sbCampaigns.flatMap((c) => c.adGroups.flatMap((g) => g.ads.flatMap((ad) => ad.creativeAsins))),
      ...(data.account?.sponsoredProducts.campaigns ?? []).flatMap(advertisedAsins),
    ];
    const settings: SbvOptimisationSettings = {
      marketplace: params.marketplace,
      organicConversionRate: params.organicConversionRate,
      targetCostPerSale: params.targetCostPerSale,
      protect: {
        terms: [...params.mainSearchTerms, ...params.relevantSearchTerms],
        brandTerms: params.brandTerms,
        asins: [...(params.asin ? [params.asin] : []), ...ownAsins],
      },
    };
    if (data.dataWindow) settings.dataWindow = data.dataWindow;
    const parts = data.campaigns.map((campaign) =>
      buildSbvOptimisationRows(campaign, data.terms.rows, settings),
    );
    const rows = parts.flatMap((part) => part.rows);
    const allWarnings = [
      ...params.warnings,
      ...data.selectionWarnings,
      ...parts.flatMap((part) => part.warnings),
    ];
    const notes = [...data.terms.notes, ...parts.flatMap((part) => part.notes ?? [])];
    const plan = finish('sbv-optimisation', params, rows, notes, allWarnings);
    return { plan, extraUploads: [], account: data.account };
  },
  // Optimisations create no campaigns, so no name can clash.
  existingCampaignNames: () => [],
};

/** The Sponsored Brands Video flows by name, for the flow registry. */
export const sbFlows: Record<'sbv-cold-start' | 'sbv-optimisation', RunnableFlow> = {
  'sbv-cold-start': defineFlow(sbvColdStartSteps),
  'sbv-optimisation': defineFlow(sbvOptimisationSteps),
};
