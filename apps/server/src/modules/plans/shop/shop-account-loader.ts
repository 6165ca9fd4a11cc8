// Loads a linked shop's account data for one flow in the server's main thread (network work, not CPU):
// the SP or SB entities through the Ads API, the SP or SB reports over the plan's window, mapped into the
// engine's AccountModel, plus the product checks of spec §8 that need the shop (50016, 50017, 50011).
import type { AccountModel, DataWindow } from '@adplan/engine';
import type { AdsProfileApi } from '../../../amazon/ads-api';
import { isAdsApiError } from '../../../amazon/ads-api-errors';
import { AppError, HttpStatus, LocalizedError } from '../../../lib/app-error';
import { bothLanguages } from './shop-plan-words';
import type { LinkedShop } from '../../../ports/shop-access';
import type { CatalogueProvider } from '../catalogue-provider';
import { shopAccountModel, type SbEntities, type SpEntities } from './shop-account-mapper';
import { SB_REPORT_RETENTION_DAYS, shopReportWindow } from './shop-report-window';
import { loadShopReports } from './shop-reports';

/** A shop's account data as the engine worker receives it, and the parameters completed from the shop. */
export interface LoadedShopAccount {
  model: AccountModel;
  window: DataWindow;
  parameters: Record<string, unknown>;
}

const LIVE_STATES: Array<'ENABLED' | 'PAUSED'> = ['ENABLED', 'PAUSED'];

async function listSp(api: AdsProfileApi): Promise<SpEntities> {
  const filter = { states: LIVE_STATES };
  const [
    campaigns,
    adGroups,
    productAds,
    keywords,
    negativeKeywords,
    campaignNegativeKeywords,
    targets,
    negativeTargets,
  ] = await Promise.all([
    api.list('sp.campaigns', filter),
    api.list('sp.adGroups', filter),
    api.list('sp.productAds', filter),
    api.list('sp.keywords', filter),
    api.list('sp.negativeKeywords', filter),
    api.list('sp.campaignNegativeKeywords', filter),
    api.list('sp.targets', filter),
    api.list('sp.negativeTargets', filter),
  ]);
  return {
    campaigns,
    adGroups,
    productAds,
    keywords,
    negativeKeywords,
    campaignNegativeKeywords,
    targets,
    negativeTargets,
  };
}

async function listSb(api: AdsProfileApi): Promise<SbEntities> {
  const campaigns = (await api.list('sb.campaigns', { states: LIVE_STATES })).filter(
    (c) => c.state !== 'ARCHIVED',
  );
  const campaignIds = campaigns.map((campaign) => campaign.campaignId);
  if (campaignIds.length === 0)
    return { campaigns, adGroups: [], videoAds: [], keywords: [], targets: [], negativeKeywords: [] };
  const [adGroups, videoAds, keywords, targets, negativeKeywords] = await Promise.all([
    api.list('sb.adGroups', { campaignIds }),
    api.list('sb.videoAds', { campaignIds }),
    api.list('sb.keywords', { campaignIds }),
    api.list('sb.targets', { campaignIds }),
    api.list('sb.negativeKeywords', { campaignIds }),
  ]);
  const live = <T extends { state: string }>(items: T[]) =>
    items.filter((item) => item.state !== 'archived' && item.state !== 'ARCHIVED');
  return {
    campaigns,
    adGroups: live(adGroups),
    videoAds: live(videoAds),
    keywords: live(keywords),
    targets: live(targets),
    negativeKeywords: live(negativeKeywords),
  };
}

/** The spec §8 refusals that need the shop's data, and the SKU of the ASIN when the seller gave none. */
async function completeParameters(
  flow: string,
  parameters: Record<string, unknown>,
  sp: SpEntities | undefined,
  sb: SbEntities | undefined,
  shop: LinkedShop,
  catalogue: CatalogueProvider,
): Promise<Record<string, unknown>> {
  const text = (name: string) =>
    typeof parameters[name] === 'string' ? (parameters[name] as string).trim() : '';
  const asin = text('asin').toUpperCase();
  const completed = { ...parameters };
  if (asin && catalogue.online) {
    const listing = await catalogue.listing(asin, shop.marketplace).catch(() => undefined);
    if (listing === null) throw new AppError(HttpStatus.badRequest, 'shopPlan.notOnSale', {}, 50011);
  }
  const campaignId = text('campaign_id');
  const campaignName = text('campaign_name');
  const existing =
    !flow.endsWith('cold-start') || parameters['campaign_mode'] === 'existing' || campaignId !== '';
  const campaigns = [...(sp?.campaigns ?? []), ...(sb?.campaigns ?? [])];
  if (existing && (campaignId || campaignName)) {
    const found = campaigns.some(
      (c) => c.campaignId === campaignId || (campaignName !== '' && c.name === campaignName),
    );
    if (!found) throw new AppError(HttpStatus.badRequest, 'shopPlan.noCampaign', {}, 50016);
  }
  if (sp && asin) {
    const ads = sp.productAds.filter((ad) => ad.asin?.toUpperCase() === asin);
    if (existing && !campaignId && !campaignName && ads.length === 0)
      throw new AppError(HttpStatus.badRequest, 'shopPlan.noCampaign', {}, 50016);
    if (
      flow.startsWith('keyword-cold-start') ||
      flow.startsWith('asin-cold-start') ||
      flow.startsWith('auto-cold-start')
    ) {
      if (!text('sku')) {
        const sku = ads.find((ad) => ad.sku)?.sku;
        if (!sku) throw new AppError(HttpStatus.badRequest, 'shopPlan.noSku', {}, 50017);
        completed['sku'] = sku;
      }
    }
  }
  if (sb && asin && existing && !campaignId && !campaignName) {
    const advertised = sb.videoAds.some((ad) => ad.creative.asins.some((a) => a.toUpperCase() === asin));
    if (!advertised) throw new AppError(HttpStatus.badRequest, 'shopPlan.noCampaign', {}, 50016);
  }
  return completed;
}

/** The words of an Amazon failure while loading: 50018 with what went wrong, nothing consumed. */
export function loadFailure(error: unknown): AppError {
  const kind = isAdsApiError(error) ? error.kind : 'unavailable';
  const detailKey =
    kind === 'throttled' ||
    kind === 'timeout' ||
    kind === 'reportFailed' ||
    kind === 'badRequest' ||
    kind === 'unauthorized'
      ? (`shopPlan.amazon.${kind}` as const)
      : ('shopPlan.amazon.unavailable' as const);
  return new LocalizedError(HttpStatus.badRequest, 50018, bothLanguages('shopPlan.loadFailed', detailKey));
}

/** Loads the shop's data for `flow` (SP flows read SP, SBV flows SB) and completes the parameters. */
export async function loadShopAccount(options: {
  api: AdsProfileApi;
  shop: LinkedShop;
  flow: string;
  parameters: Record<string, unknown>;
  now: number;
  reportTimeoutMs: number;
  catalogue: CatalogueProvider;
}): Promise<LoadedShopAccount> {
  const { api, shop, flow } = options;
  const brands = flow.startsWith('sbv-');
  const { window, ranges } = shopReportWindow(
    options.now,
    shop.timezone,
    brands ? SB_REPORT_RETENTION_DAYS : undefined,
  );
  let sp: SpEntities | undefined;
  let sb: SbEntities | undefined;
  let reports;
  try {
    [sp, sb, reports] = await Promise.all([
      brands ? Promise.resolve(undefined) : listSp(api),
      brands ? listSb(api) : Promise.resolve(undefined),
      loadShopReports(
        api,
        brands ? 'SPONSORED_BRANDS' : 'SPONSORED_PRODUCTS',
        ranges,
        options.reportTimeoutMs,
      ),
    ]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw loadFailure(error);
  }
  const parameters = await completeParameters(flow, options.parameters, sp, sb, shop, options.catalogue);
  return { model: shopAccountModel(sp, sb, reports), window, parameters };
}
