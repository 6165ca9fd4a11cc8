// The Sponsored Brands video campaign of a seller's export, as a bulk-sheet spec: the SBV flows' tests of
// the engine and the server build their workbooks from it.
import type { SbCampaignSpec } from './bulk-workbook-spec';

/** A video asset ID of the Brand assets tab, as Amazon writes it. */
export const SBV_VIDEO_ASSET_ID = 'amzn1.assetlibrary.asset1.735ec75f93ae1d0704411a3fc2aeff83:version_v1';

/**
 * "SBV Existing": manual bidding with the three placements' figures, one video ad group with a converting
 * exact keyword ("dog collar") and a broad discovery keyword ("collar").
 */
export function existingSbvCampaignSpec(overrides: Partial<SbCampaignSpec> = {}): SbCampaignSpec {
  return {
    id: '292142424756096',
    name: 'SBV Existing',
    budget: 50,
    bidOptimization: false,
    brandEntityId: 'ENTITY1ABC2DEF3GH',
    placementAdjustments: [
      { placement: 'home', percentage: 0, metrics: { clicks: 600, orders: 60, spend: 600, sales: 2400 } },
      { placement: 'detailPage', percentage: 0, metrics: { clicks: 300, orders: 6, spend: 300, sales: 240 } },
      { placement: 'other', percentage: 0, metrics: { clicks: 100, orders: 8, spend: 100, sales: 320 } },
    ],
    adGroups: [
      {
        id: '362003785216748',
        name: 'Video group',
        ads: [
          {
            id: '465625743252508',
            format: 'video',
            landingPageUrl: 'https://www.amazon.com/dp/B08CK9FVB9',
            landingPageType: 'detailPage',
            creativeAsins: ['B08CK9FVB9'],
            videoAssetIds: [SBV_VIDEO_ASSET_ID],
          },
        ],
        keywords: [
          {
            id: '483071962064133',
            text: 'dog collar',
            matchType: 'exact',
            bid: 1,
            metrics: { clicks: 400, orders: 48, spend: 400, sales: 1920 },
          },
          {
            id: '483071962064135',
            text: 'collar',
            matchType: 'broad',
            bid: 0.8,
            metrics: { clicks: 480, orders: 26, spend: 420, sales: 1040 },
          },
        ],
      },
    ],
    ...overrides,
  };
}
