// What a linked shop holds that the authorised tools offer as choices (issue 23), read from the shop's Ads
// API on each call: its live campaigns per ad product, its brands, and the video assets of its SB video
// ads, through the ShopAccountReader port. Only the seller's own shop is read (anyone else's answers 404
// like a missing one); Amazon failures answer the reader's 50018 with what went wrong, and a revoked grant
// 10031.
import type { ShopAdProduct, ShopBrandItem, ShopCampaignItem, ShopVideoAssetItem } from '@adplan/contracts';
import { profileAccountReader } from '../../amazon/account-reader/profile-account-reader';
import { stateWord, TARGETING_TYPE_WORD, type ApiState } from '../../amazon/entities/bulk-vocabulary';
import { AppError, HttpStatus } from '../../lib/app-error';
import type { ShopAccess } from '../../ports/shop-access';
import type { ShopAccountReader } from '../../ports/shop-account-reader';

/** A live (enabled or paused) campaign as a picker line; none for an archived one. */
function pickerCampaign(
  campaign: { campaignId: string; name: string; state: ApiState },
  dailyBudget: number,
  targeting: ShopCampaignItem['targeting'],
): ShopCampaignItem[] {
  const state = stateWord(campaign.state);
  if (state === 'archived') return [];
  return [
    { campaign_id: campaign.campaignId, name: campaign.name, state, daily_budget: dailyBudget, targeting },
  ];
}

/** Reads a seller's shop for the tool forms' pickers. */
export class ShopEntitiesService {
  constructor(private readonly shops: ShopAccess) {}

  /** The shop's enabled and paused campaigns of `adProduct`, by name. */
  async campaigns(userId: number, shopId: string, adProduct: ShopAdProduct): Promise<ShopCampaignItem[]> {
    const reader = await this.readerOf(userId, shopId);
    const campaigns =
      adProduct === 'SP'
        ? (await reader.readSp({ live: true }, ['campaigns'])).campaigns.flatMap((c) =>
            pickerCampaign(c, c.budget.budget, TARGETING_TYPE_WORD[c.targetingType]),
          )
        : (await reader.readSb({ live: true }, ['campaigns'])).campaigns.flatMap((c) =>
            pickerCampaign(c, c.budget, null),
          );
    return campaigns.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The shop's brands (Brand Registry); empty for a seller without a registered brand. */
  async brands(userId: number, shopId: string): Promise<ShopBrandItem[]> {
    const brands = await (await this.readerOf(userId, shopId)).readBrands();
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
    const reader = await this.readerOf(userId, shopId);
    // The live read keeps the ads (and ad groups) that are not archived, of the live campaigns.
    const { campaigns, adGroups, videoAds } = await reader.readSb({ live: true }, [
      'campaigns',
      'adGroups',
      'videoAds',
    ]);
    const names = new Map(campaigns.map((c) => [c.campaignId, c.name]));
    const campaignOfGroup = new Map(adGroups.map((group) => [group.adGroupId, group.campaignId]));
    const assets = new Map<string, ShopVideoAssetItem>();
    for (const ad of videoAds) {
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
  }

  /** The reader of the caller's shop: 404 for anyone else's, 10031 when it must be authorised again. */
  private async readerOf(userId: number, shopId: string): Promise<ShopAccountReader> {
    const shop = await this.shops.findShop(userId, shopId);
    if (!shop) throw new AppError(HttpStatus.notFound, 'shops.notFound');
    if (shop.status === 'reauthorize') {
      throw new AppError(HttpStatus.badRequest, 'shops.reauthorize', { shop: shop.shopName }, 10031);
    }
    return profileAccountReader(this.shops.adsApi(shop));
  }
}
