// What a linked shop holds that the authorised tools offer as choices (issue 23), read from the shop's Ads
// API on each call: its live campaigns per ad product, its brands, and the video assets of its SB video
// ads. Only the seller's own shop is read (anyone else's answers 404 like a missing one); Amazon failures
// answer 50018 with what went wrong, and a revoked grant 10031 (from the ShopAccess port).
import type { ShopAdProduct, ShopBrandItem, ShopCampaignItem, ShopVideoAssetItem } from '@adplan/contracts';
import type { AdsProfileApi } from '../../amazon/ads-api';
import { isAdsApiError } from '../../amazon/ads-api-errors';
import { AppError, HttpStatus } from '../../lib/app-error';
import type { ShopAccess } from '../../ports/shop-access';

const LIVE_STATES: Array<'ENABLED' | 'PAUSED'> = ['ENABLED', 'PAUSED'];

/** A live (enabled or paused) campaign as a picker line; none for any other state. */
function pickerCampaign(
  campaign: { campaignId: string; name: string; state: string },
  dailyBudget: number,
  targeting: ShopCampaignItem['targeting'],
): ShopCampaignItem[] {
  if (campaign.state !== 'ENABLED' && campaign.state !== 'PAUSED') return [];
  const state = campaign.state === 'ENABLED' ? 'enabled' : 'paused';
  return [
    { campaign_id: campaign.campaignId, name: campaign.name, state, daily_budget: dailyBudget, targeting },
  ];
}

/** Reads a seller's shop for the tool forms' pickers. */
export class ShopEntitiesService {
  constructor(private readonly shops: ShopAccess) {}

  /** The shop's enabled and paused campaigns of `adProduct`, by name. */
  async campaigns(userId: number, shopId: string, adProduct: ShopAdProduct): Promise<ShopCampaignItem[]> {
    const api = await this.apiOf(userId, shopId);
    const campaigns = await readOrRefuse(async (): Promise<ShopCampaignItem[]> => {
      if (adProduct === 'SP') {
        const records = await api.list('sp.campaigns', { states: LIVE_STATES });
        return records.flatMap((c) =>
          pickerCampaign(c, c.budget.budget, c.targetingType === 'AUTO' ? 'auto' : 'manual'),
        );
      }
      const records = await api.list('sb.campaigns', { states: LIVE_STATES });
      return records.flatMap((c) => pickerCampaign(c, c.budget, null));
    });
    return campaigns.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The shop's brands (Brand Registry); empty for a seller without a registered brand. */
  async brands(userId: number, shopId: string): Promise<ShopBrandItem[]> {
    const api = await this.apiOf(userId, shopId);
    const brands = await readOrRefuse(() => api.list('sb.brands'));
    return brands.map((brand) => ({
      brand_entity_id: brand.brandEntityId,
      brand_id: brand.brandId,
      name: brand.brandRegistryName || brand.brandEntityId,
    }));
  }

  /**
   * The video assets the shop's SB video ads use, each once with the ad and campaign it first appears in.
   * The Ads API reference documents no list of a profile's asset library (only `GET /assets?assetId=`, one
   * asset read by its id), so the choices are the assets of the shop's existing video ads.
   */
  async videoAssets(userId: number, shopId: string): Promise<ShopVideoAssetItem[]> {
    const api = await this.apiOf(userId, shopId);
    return readOrRefuse(async () => {
      const campaigns = await api.list('sb.campaigns', { states: LIVE_STATES });
      if (campaigns.length === 0) return [];
      const names = new Map(campaigns.map((c) => [c.campaignId, c.name]));
      const groups = await api.list('sb.adGroups', { campaignIds: [...names.keys()] });
      const campaignOfGroup = new Map(groups.map((group) => [group.adGroupId, group.campaignId]));
      const ads = await api.list('sb.videoAds', { campaignIds: [...names.keys()] });
      const assets = new Map<string, ShopVideoAssetItem>();
      for (const ad of ads) {
        if (ad.state === 'ARCHIVED') continue;
        const campaignId = ad.campaignId ?? campaignOfGroup.get(ad.adGroupId) ?? '';
        for (const assetId of ad.creative.videoAssetIds) {
          if (assets.has(assetId)) continue;
          assets.set(assetId, {
            asset_id: assetId,
            asins: ad.creative.asins,
            ad_name: ad.name,
            campaign_name: names.get(campaignId) ?? '',
          });
        }
      }
      return [...assets.values()];
    });
  }

  private async apiOf(userId: number, shopId: string): Promise<AdsProfileApi> {
    const shop = await this.shops.findShop(userId, shopId);
    if (!shop) throw new AppError(HttpStatus.notFound, 'shops.notFound');
    if (shop.status === 'reauthorize') {
      throw new AppError(HttpStatus.badRequest, 'shops.reauthorize', { shop: shop.shopName }, 10031);
    }
    return this.shops.adsApi(shop);
  }
}

/** Runs a read of the shop; Amazon's failures become the seller's 50018 with what went wrong. */
async function readOrRefuse<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isAdsApiError(error)) throw error;
    const key = error.kind === 'throttled' ? 'shops.amazonThrottled' : 'shops.amazonUnavailable';
    throw new AppError(HttpStatus.badRequest, key, {}, 50018);
  }
}
