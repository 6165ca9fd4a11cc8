// One alias table for every header the readers understand: Amazon's English text (bulk-columns.ts),
// the Simplified Chinese and Japanese texts of localised files (reference §1.9, §3.1), and older or
// documentation spellings. Keys compare through headerKey(), so case, width, spaces, hyphens and a
// "(Read only)" suffix never matter, while "(Informational only)" twins stay separate columns.
// Chinese and Japanese spellings beyond those quoted in the reference are [UNVERIFIED] best guesses.
import { BULK_HEADER, type BulkColumn } from '../amazon/bulk-columns';
import { headerKey, withoutInformational } from './alias-keys';

/** Columns read beyond the bulk dictionary: legacy SB, portfolios, brand assets and console reports. */
export type ExtraColumn =
  | 'draftCampaignId'
  | 'bidMultiplier'
  | 'adFormat'
  | 'customImageAssetId'
  | 'videoMediaIds'
  | 'creativeType'
  | 'portfolioName'
  | 'budgetAmount'
  | 'budgetCurrencyCode'
  | 'budgetPolicy'
  | 'stateInfo'
  | 'assetId'
  | 'assetType'
  | 'assetName'
  | 'date'
  | 'dateRange'
  | 'hour'
  | 'currency'
  | 'country'
  | 'targeting'
  | 'advertisedSku'
  | 'advertisedAsin'
  | 'costType'
  | 'viewableImpressions'
  | 'newToBrandOrders'
  | 'portfolioNameReport';

/** A column key the readers recognise. */
export type ReadColumn = BulkColumn | ExtraColumn;

const BULK_ALIASES: Partial<Record<ReadColumn, readonly string[]>> = {
  product: ['产品', 'プロダクト', '商品'],
  entity: ['实体层级', '实体', 'エンティティ'],
  operation: ['操作'],
  campaignId: ['广告活动编号', '广告活动 ID', 'キャンペーンID', 'キャンペーン ID'],
  adGroupId: ['广告组编号', '广告组 ID', '広告グループID', '広告グループ ID'],
  portfolioId: ['广告组合编号', '广告组合 ID', 'ポートフォリオID', 'ポートフォリオ ID'],
  adId: ['广告编号', '广告 ID', '広告ID', '広告 ID'],
  keywordId: ['关键词编号', '关键词 ID', 'キーワードID', 'キーワード ID'],
  productTargetingId: [
    '商品投放 ID',
    '商品投放编号',
    '商品定向编号',
    '商品ターゲティングID',
    '商品ターゲティング ID',
  ],
  campaignName: ['广告活动名称', 'キャンペーン名'],
  adGroupName: ['广告组名称', '広告グループ名'],
  adName: ['广告名称', '広告名'],
  campaignNameInfo: [],
  adGroupNameInfo: [],
  portfolioNameInfo: ['广告组合名称（仅供参考）', 'ポートフォリオ名（情報提供のみ）'],
  startDate: ['开始日期', '開始日'],
  endDate: ['结束日期', '終了日'],
  targetingType: ['投放类型', 'ターゲティングタイプ'],
  state: ['状态', 'ステータス'],
  campaignStateInfo: ['广告活动状态（仅供参考）', 'キャンペーンのステータス（情報提供のみ）'],
  adGroupStateInfo: ['广告组状态（仅供参考）', '広告グループのステータス（情報提供のみ）'],
  dailyBudget: ['每日预算', '1日の予算', '日予算'],
  sku: [],
  asinInfo: ['ASIN'],
  eligibilityStatusInfo: [
    '资格状态（仅供参考）',
    '対象ステータス（情報提供のみ）',
    '適格性ステータス（情報提供のみ）',
  ],
  reasonForIneligibilityInfo: ['不符合条件的原因（仅供参考）', '対象外の理由（情報提供のみ）'],
  adGroupDefaultBid: ['广告组默认竞价', '広告グループのデフォルト入札額'],
  adGroupDefaultBidInfo: ['广告组默认竞价（仅供参考）', '広告グループのデフォルト入札額（情報提供のみ）'],
  bid: ['竞价', '入札額'],
  keywordText: ['关键词文本', 'キーワードテキスト', 'Keyword'],
  nativeLanguageKeyword: ['母语关键词', 'ネイティブ言語のキーワード'],
  nativeLanguageLocale: ['母语区域', 'ネイティブ言語のロケール'],
  matchType: ['匹配类型', 'マッチタイプ'],
  biddingStrategy: ['竞价方案', '竞价策略', '入札戦略'],
  placement: ['广告位', 'プレースメント'],
  percentage: ['百分比', 'パーセンテージ', '割合'],
  productTargetingExpression: ['拓展商品投放编号', '商品投放表达式', '商品ターゲティング式'],
  resolvedProductTargetingExpressionInfo: [
    '拓展商品投放名称（仅供参考）',
    '解决后的商品投放表达式（仅供参考）',
    '解決済みの商品ターゲティング式（情報提供のみ）',
  ],
  audienceId: ['受众编号', 'オーディエンスID'],
  shopperCohortPercentage: ['购物者群体占比', '購入者コホートの割合'],
  shopperCohortType: ['购物者群体类型', '購入者コホートのタイプ'],
  segmentName: ['细分名称', 'セグメント名'],
  brandEntityId: ['品牌实体编号', 'ブランドエンティティID'],
  budgetType: ['预算类型', '予算タイプ'],
  budget: ['预算', '予算'],
  bidOptimization: ['竞价优化', '入札の最適化'],
  productLocation: ['商品位置'],
  landingPageUrl: ['落地页网址', 'ランディングページのURL'],
  landingPageAsins: ['落地页 ASIN', 'ランディングページのASIN'],
  landingPageType: ['落地页类型', 'ランディングページのタイプ'],
  brandName: ['品牌名称', 'ブランド名'],
  consentToTranslate: ['同意翻译'],
  brandLogoAssetId: ['品牌徽标素材编号', 'ブランドロゴのアセットID'],
  brandLogoCrop: ['品牌徽标裁剪'],
  customImages: ['自定义图片', 'カスタム画像'],
  creativeHeadline: ['创意标题', '广告标题', '見出し'],
  creativeAsins: ['创意 ASIN', 'クリエイティブのASIN'],
  videoAssetIds: ['视频素材编号', '動画アセットID', 'Video asset ID'],
  subpages: ['子页面', 'サブページ'],
  customerSearchTerm: ['顾客搜索词', '客户搜索词', 'カスタマーの検索キーワード', 'Search term'],
  impressions: ['展示量', 'インプレッション数', 'インプレッション'],
  clicks: ['点击量', 'クリック数', 'クリック'],
  clickThroughRate: ['点击率', 'クリックスルー率'],
  spend: ['花费', '支出', '費用'],
  sales: ['销量', '销售额', '売上', '売上高'],
  orders: ['订单数量', '订单', '注文', '注文数'],
  units: ['商品数量', '销售量', 'ユニット数', '販売数'],
  conversionRate: ['转化率', 'コンバージョン率'],
  acos: [],
  cpc: [],
  roas: [],
  draftCampaignId: ['Draft Campaign ID'],
  bidMultiplier: ['Bid Multiplier'],
  adFormat: ['Ad Format'],
  customImageAssetId: ['Custom Image Asset ID'],
  videoMediaIds: ['Video Media IDs'],
  creativeType: ['Creative Type'],
  portfolioName: ['Portfolio Name', '广告组合名称', 'ポートフォリオ名'],
  budgetAmount: ['Budget Amount', '预算金额', '予算額'],
  budgetCurrencyCode: ['Budget Currency Code', '预算货币代码'],
  budgetPolicy: ['Budget Policy', '预算政策'],
  stateInfo: ['State (Informational only)'],
  assetId: ['Asset ID', 'Media ID', '素材编号', 'アセットID'],
  assetType: ['Asset Type', 'Media Type', 'Type', '素材类型', 'アセットタイプ'],
  assetName: ['Asset Name', 'Name', '素材名称', 'アセット名'],
};

/** The English header of a read column: the bulk dictionary's, else the first alias. */
export function englishHeader(column: ReadColumn): string {
  return column in BULK_HEADER ? BULK_HEADER[column as BulkColumn] : (BULK_ALIASES[column]?.[0] ?? column);
}

function addAlias(table: Map<string, ReadColumn>, column: ReadColumn, alias: string): void {
  const key = headerKey(alias);
  if (!table.has(key)) table.set(key, column);
  // A localised base header also names its informational twin (广告活动名称（仅供参考）).
  const twin = `${column}Info`;
  if (!key.startsWith('info|') && (twin in BULK_HEADER || twin in BULK_ALIASES)) {
    if (!table.has(`info|${key}`)) table.set(`info|${key}`, twin as ReadColumn);
  }
}

function buildTable(): Map<string, ReadColumn> {
  const table = new Map<string, ReadColumn>();
  for (const [column, header] of Object.entries(BULK_HEADER))
    table.set(headerKey(header), column as BulkColumn);
  for (const [column, aliases] of Object.entries(BULK_ALIASES)) {
    for (const alias of aliases ?? []) addAlias(table, column as ReadColumn, alias);
  }
  return table;
}

const BULK_TABLE = buildTable();

/** The bulk/sheet column a header names, or undefined for an unknown header (extra columns are tolerated). */
export function bulkColumnOf(header: string): ReadColumn | undefined {
  return BULK_TABLE.get(headerKey(header));
}

/** Where each recognised column sits in a header row, plus the header texts as written. */
export interface HeaderMap {
  index: Map<ReadColumn, number>;
  texts: string[];
}

/**
 * Maps a header row onto read columns. The first occurrence of a column wins; an "(Informational only)"
 * header without its own alias falls back to its base column when the sheet has no such column.
 */
export function mapHeaderRow(
  texts: readonly string[],
  lookup: (key: string) => ReadColumn | undefined = (key) => BULK_TABLE.get(key),
): HeaderMap {
  const index = new Map<ReadColumn, number>();
  const fallbacks: Array<[string, number]> = [];
  texts.forEach((text, position) => {
    if (!text) return;
    const key = headerKey(text);
    const column = lookup(key);
    if (column !== undefined) {
      if (!index.has(column)) index.set(column, position);
    } else if (key.startsWith('info|')) fallbacks.push([withoutInformational(key), position]);
  });
  for (const [key, position] of fallbacks) {
    const column = lookup(key);
    if (column !== undefined && !index.has(column)) index.set(column, position);
  }
  return { index, texts: [...texts] };
}
