// The two Sponsored Brands Video flows as FlowDefinitions: check the parameters (refusing marketplaces
// without SB video bulk creation before anything is read), read the files, plan, and refuse to return a
// plan that breaks Amazon's upload rules.
import { clampMoney, marketplaceInfo, marketplaceToday } from '../../amazon/marketplaces';
import { EngineError } from '../../errors/engine-error';
import type { AccountModel, SbCampaign } from '../../model/account';
import type { FlowDefinition, PlanInputs } from '../../model/flow';
import type { Plan, PlanFlow } from '../../model/plan';
import type { LocalizedText } from '../../model/units';
import { assertPlanValid } from '../../validate/validate-api';
import { parseBulkFileName } from '../shared/data-window';
import { summarisePlan } from '../shared/plan-summary';
import { sbMessages } from './sb-messages';
import {
  resolveBrandEntityId,
  resolveBrandName,
  resolveLogoAssetId,
  resolveVideoAssetId,
} from './sbv-assets';
import { buildSbvColdStartRows, type SbvCreative, type SbvColdStartSettings } from './sbv-cold-start';
import { loadSbvSearchTerms, readOptionalBulk, readRequiredBulk } from './sbv-inputs';
import {
  buildSbvOptimisationRows,
  selectSbvCampaigns,
  type SbvOptimisationSettings,
} from './sbv-optimisation';
import {
  checkSbvColdStartParameters,
  checkSbvOptimisationParameters,
  type SbvColdStartParameters,
} from './sbv-parameters';

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

/** `sbv-cold-start`: a new SB video campaign in the multi-ad-group tab. */
async function runSbvColdStart(inputs: PlanInputs): Promise<Plan> {
  const params = checkSbvColdStartParameters(inputs.parameters);
  const account = await readOptionalBulk(inputs.bulk);
  const existing = campaignNames(account);
  if (existing.some((name) => name.trim() === params.campaignName.trim())) {
    throw new EngineError(20001, sbMessages.duplicateCampaignName(params.campaignName));
  }
  const notes: LocalizedText[] = [];
  const { rows, warnings } = buildSbvColdStartRows(coldStartSettings(params, account, inputs.now, notes));
  const plan = finish('sbv-cold-start', params, rows, notes, [...params.warnings, ...warnings]);
  assertPlanValid(plan, { now: inputs.now, existingCampaignNames: existing });
  return plan;
}

/** `sbv-optimisation`: bids, search terms and placements of existing SB video campaigns. */
async function runSbvOptimisation(inputs: PlanInputs): Promise<Plan> {
  const params = checkSbvOptimisationParameters(inputs.parameters);
  const account = await readRequiredBulk(inputs.bulk);
  const reference = { campaignId: params.campaignId, campaignName: params.campaignName, asin: params.asin };
  const { campaigns, warnings } = selectSbvCampaigns(account, reference);
  const terms = await loadSbvSearchTerms(inputs, account, campaigns);
  const ownAsins = campaigns.flatMap((c: SbCampaign) =>
    c.adGroups.flatMap((g) => g.ads.flatMap((ad) => ad.creativeAsins)),
  );
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
  const window = inputs.bulk ? parseBulkFileName(inputs.bulk.name, params.marketplace) : undefined;
  if (window) settings.dataWindow = window.label;
  const parts = campaigns.map((campaign) => buildSbvOptimisationRows(campaign, terms.rows, settings));
  const rows = parts.flatMap((part) => part.rows);
  const allWarnings = [...params.warnings, ...warnings, ...parts.flatMap((part) => part.warnings)];
  const plan = finish('sbv-optimisation', params, rows, terms.notes, allWarnings);
  assertPlanValid(plan, { now: inputs.now });
  return plan;
}

/** The Sponsored Brands Video flows by name, for the flow registry. */
export const sbFlows: Record<'sbv-cold-start' | 'sbv-optimisation', FlowDefinition> = {
  'sbv-cold-start': { flow: 'sbv-cold-start', run: runSbvColdStart },
  'sbv-optimisation': { flow: 'sbv-optimisation', run: runSbvOptimisation },
};
