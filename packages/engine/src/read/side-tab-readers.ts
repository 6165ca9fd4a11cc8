// Readers of the tabs around the campaigns: search term reports, portfolios and brand assets.
import type { BrandAsset, Portfolio, SearchTermRow } from '../model/account';
import { adGroupId, campaignId, keywordId, portfolioId, targetId } from '../model/ids';
import { normalizeExpression } from './cell-parsers';
import type { TabRowView } from './tab-row-view';
import { MATCH_TYPE } from './value-aliases';

/** A search term tab row as a SearchTermRow (undefined when it has no search term). */
export function searchTermFromRow(
  view: TabRowView,
  product: SearchTermRow['product'],
): SearchTermRow | undefined {
  const searchTerm = view.text('customerSearchTerm');
  if (searchTerm === '') return undefined;
  const row: SearchTermRow = { product, searchTerm, metrics: view.metrics(), source: view.source() };
  // Straight-line (no table of IDs): this runs once per search-term row, tens of thousands of times.
  const campaign = view.id('campaignId');
  const group = view.id('adGroupId');
  const keyword = view.id('keywordId');
  const target = view.id('productTargetingId');
  if (campaign) row.campaignId = campaignId(campaign);
  if (group) row.adGroupId = adGroupId(group);
  if (keyword) row.keywordId = keywordId(keyword);
  if (target) row.targetId = targetId(target);
  const campaignName = view.text('campaignNameInfo') || view.text('campaignName');
  const adGroupName = view.text('adGroupNameInfo') || view.text('adGroupName');
  if (campaignName) row.campaignName = campaignName;
  if (adGroupName) row.adGroupName = adGroupName;
  const keywordText = view.text('keywordText');
  const match = view.text('matchType') ? MATCH_TYPE.get(view.text('matchType')) : undefined;
  if (keywordText) row.keywordText = keywordText;
  if (match === 'exact' || match === 'phrase' || match === 'broad') row.matchType = match;
  const expression = view.text('productTargetingExpression');
  if (expression) row.targetingExpression = normalizeExpression(expression);
  return row;
}

/** A portfolio row (undefined without a Portfolio ID). */
export function portfolioFromRow(view: TabRowView): Portfolio | undefined {
  const id = view.id('portfolioId');
  if (id === '') return undefined;
  const portfolio: Portfolio = {
    id: portfolioId(id),
    name: view.text('portfolioName') || view.text('portfolioNameInfo'),
    source: view.source(),
  };
  const state = view.text('stateInfo') || view.text('state');
  if (state) portfolio.state = state;
  const currency = view.text('budgetCurrencyCode').toUpperCase();
  if (currency) portfolio.currency = currency;
  return portfolio;
}

function assetTypeOf(text: string): BrandAsset['assetType'] {
  const lower = text.toLowerCase();
  if (/logo|徽标|标志|ロゴ/.test(lower)) return 'logo';
  if (/video|视频|動画/.test(lower)) return 'video';
  if (/image|图片|画像/.test(lower)) return 'image';
  return 'other';
}

/** The assets of one brand assets row: its Asset ID, or the logo/video/image asset columns it fills. */
export function brandAssetsFromRow(view: TabRowView): BrandAsset[] {
  const base: Omit<BrandAsset, 'assetId' | 'assetType'> = { source: view.source() };
  if (view.text('brandEntityId')) base.brandEntityId = view.text('brandEntityId');
  if (view.text('brandName')) base.brandName = view.text('brandName');
  if (view.text('assetName')) base.name = view.text('assetName');
  const assetId = view.text('assetId');
  if (assetId) return [{ ...base, assetId, assetType: assetTypeOf(view.text('assetType')) }];
  const assets: BrandAsset[] = [];
  const logo = view.text('brandLogoAssetId');
  if (logo) assets.push({ ...base, assetId: logo, assetType: 'logo' });
  for (const video of view
    .text('videoAssetIds')
    .split(/[,\s]+/)
    .filter(Boolean))
    assets.push({ ...base, assetId: video, assetType: 'video' });
  const image = view.text('customImageAssetId');
  if (image) assets.push({ ...base, assetId: image, assetType: 'image' });
  return assets;
}
