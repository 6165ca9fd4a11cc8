// Bulk workbook tabs recognised by sheet name in English, Simplified Chinese and Japanese (the
// Japanese multi-ad-group and search-term names are [UNVERIFIED] best guesses).
import { SHEET } from '../amazon/bulk-columns';
import { valueKey } from './alias-keys';

/** A known tab of the bulk workbook, by the keys of SHEET. */
export type BulkTabKey = keyof typeof SHEET;

const SHEET_ALIASES: Record<BulkTabKey, readonly string[]> = {
  sponsoredProducts: [
    SHEET.sponsoredProducts,
    '商品推广活动',
    '商品推广广告活动',
    'スポンサープロダクト広告キャンペーン',
  ],
  sbMultiAdGroup: [
    SHEET.sbMultiAdGroup,
    'Sponsored Brands Multi Ad Group Campaigns',
    '品牌推广多个广告组广告活动',
    '品牌推广多广告组广告活动',
    'スポンサーブランド広告 複数広告グループキャンペーン',
    'スポンサーブランド広告複数の広告グループのキャンペーン',
  ],
  sbLegacy: [SHEET.sbLegacy, '品牌推广活动', '品牌推广广告活动', 'スポンサーブランド広告キャンペーン'],
  spSearchTerms: [
    SHEET.spSearchTerms,
    'Sponsored Products Search Term Report',
    '商品推广搜索词报告',
    'スポンサープロダクト広告 検索用語レポート',
    'スポンサープロダクト広告 検索キーワードレポート',
  ],
  sbSearchTerms: [
    SHEET.sbSearchTerms,
    'Sponsored Brands Search Term Report',
    '品牌推广搜索词报告',
    'スポンサーブランド広告 検索用語レポート',
    'スポンサーブランド広告 検索キーワードレポート',
  ],
  portfolios: [SHEET.portfolios, '广告组合', 'ポートフォリオ'],
  brandAssets: [SHEET.brandAssets, 'Brand assets', '品牌资产数据', '品牌素材数据', 'ブランドアセットデータ'],
};

const BY_KEY = new Map<string, BulkTabKey>();
for (const [tab, names] of Object.entries(SHEET_ALIASES))
  for (const name of names) BY_KEY.set(valueKey(name), tab as BulkTabKey);

/** The known tab a sheet name denotes, or undefined. */
export function tabOfSheet(name: string): BulkTabKey | undefined {
  return BY_KEY.get(valueKey(name));
}

/** Sheet names as shown in messages: the English name and the Chinese one. */
export function sheetDisplayName(tab: BulkTabKey): { zh: string; en: string } {
  return { zh: `${SHEET[tab]}（${SHEET_ALIASES[tab][1] ?? SHEET[tab]}）`, en: SHEET[tab] };
}
