// How Amazon spells bulk headers, values and sheet names in each UI language, for the test builders.
// Chinese headers follow the export order quoted in the reference (§1.9); Japanese ones and the
// remaining Chinese spellings are the reference's [TOOL] lists completed with best guesses.
import type {
  BiddingStrategy,
  EntityState,
  MatchType,
  NegativeMatchType,
  SbPlacement,
  SpPlacement,
  TargetingType,
} from '../model/account';
import type { BulkOperation, SbEntity, SpEntity } from '../model/bulk-row';
import type { BulkLanguage, BulkTab } from './bulk-workbook-spec';

type Localized = Record<Exclude<BulkLanguage, 'en'>, string>;

const HEADER_TEXT: Record<string, Localized> = {
  Product: { zh: '产品', ja: 'プロダクト' },
  Entity: { zh: '实体层级', ja: 'エンティティ' },
  Operation: { zh: '操作', ja: '操作' },
  'Campaign ID': { zh: '广告活动编号', ja: 'キャンペーンID' },
  'Ad Group ID': { zh: '广告组编号', ja: '広告グループID' },
  'Portfolio ID': { zh: '广告组合编号', ja: 'ポートフォリオID' },
  'Ad ID': { zh: '广告编号', ja: '広告ID' },
  'Keyword ID': { zh: '关键词编号', ja: 'キーワードID' },
  'Product Targeting ID': { zh: '商品投放 ID', ja: '商品ターゲティングID' },
  'Campaign Name': { zh: '广告活动名称', ja: 'キャンペーン名' },
  'Ad Group Name': { zh: '广告组名称', ja: '広告グループ名' },
  'Ad Name': { zh: '广告名称', ja: '広告名' },
  'Campaign Name (Informational only)': {
    zh: '广告活动名称（仅供参考）',
    ja: 'キャンペーン名（情報提供のみ）',
  },
  'Ad Group Name (Informational only)': {
    zh: '广告组名称（仅供参考）',
    ja: '広告グループ名（情報提供のみ）',
  },
  'Portfolio Name (Informational only)': {
    zh: '广告组合名称（仅供参考）',
    ja: 'ポートフォリオ名（情報提供のみ）',
  },
  'Start Date': { zh: '开始日期', ja: '開始日' },
  'End Date': { zh: '结束日期', ja: '終了日' },
  'Targeting Type': { zh: '投放类型', ja: 'ターゲティングタイプ' },
  State: { zh: '状态', ja: 'ステータス' },
  'Campaign State (Informational only)': {
    zh: '广告活动状态（仅供参考）',
    ja: 'キャンペーンのステータス（情報提供のみ）',
  },
  'Ad Group State (Informational only)': {
    zh: '广告组状态（仅供参考）',
    ja: '広告グループのステータス（情報提供のみ）',
  },
  'Daily Budget': { zh: '每日预算', ja: '1日の予算' },
  'ASIN (Informational only)': { zh: 'ASIN（仅供参考）', ja: 'ASIN（情報提供のみ）' },
  'Eligibility Status (Informational only)': {
    zh: '资格状态（仅供参考）',
    ja: '対象ステータス（情報提供のみ）',
  },
  'Reason for Ineligibility (Informational only)': {
    zh: '不符合条件的原因（仅供参考）',
    ja: '対象外の理由（情報提供のみ）',
  },
  'Ad Group Default Bid': { zh: '广告组默认竞价', ja: '広告グループのデフォルト入札額' },
  'Ad Group Default Bid (Informational only)': {
    zh: '广告组默认竞价（仅供参考）',
    ja: '広告グループのデフォルト入札額（情報提供のみ）',
  },
  Bid: { zh: '竞价', ja: '入札額' },
  'Keyword Text': { zh: '关键词文本', ja: 'キーワードテキスト' },
  'Native Language Keyword': { zh: '母语关键词', ja: 'ネイティブ言語のキーワード' },
  'Native Language Locale': { zh: '母语区域', ja: 'ネイティブ言語のロケール' },
  'Match Type': { zh: '匹配类型', ja: 'マッチタイプ' },
  'Bidding Strategy': { zh: '竞价方案', ja: '入札戦略' },
  Placement: { zh: '广告位', ja: 'プレースメント' },
  Percentage: { zh: '百分比', ja: 'パーセンテージ' },
  'Product Targeting Expression': { zh: '拓展商品投放编号', ja: '商品ターゲティング式' },
  'Resolved Product Targeting Expression (Informational only)': {
    zh: '拓展商品投放名称（仅供参考）',
    ja: '解決済みの商品ターゲティング式（情報提供のみ）',
  },
  'Audience ID': { zh: '受众编号', ja: 'オーディエンスID' },
  'Shopper Cohort Percentage': { zh: '购物者群体占比', ja: '購入者コホートの割合' },
  'Shopper Cohort Type': { zh: '购物者群体类型', ja: '購入者コホートのタイプ' },
  'Brand Entity ID': { zh: '品牌实体编号', ja: 'ブランドエンティティID' },
  'Budget Type': { zh: '预算类型', ja: '予算タイプ' },
  Budget: { zh: '预算', ja: '予算' },
  'Bid Optimization': { zh: '竞价优化', ja: '入札の最適化' },
  'Landing Page URL': { zh: '落地页网址', ja: 'ランディングページのURL' },
  'Landing Page Type': { zh: '落地页类型', ja: 'ランディングページのタイプ' },
  'Brand Name': { zh: '品牌名称', ja: 'ブランド名' },
  'Brand Logo Asset ID': { zh: '品牌徽标素材编号', ja: 'ブランドロゴのアセットID' },
  'Creative Headline': { zh: '创意标题', ja: '見出し' },
  'Creative ASINs': { zh: '创意 ASIN', ja: 'クリエイティブのASIN' },
  'Video Asset IDs': { zh: '视频素材编号', ja: '動画アセットID' },
  'Customer Search Term': { zh: '顾客搜索词', ja: 'カスタマーの検索キーワード' },
  'Portfolio Name': { zh: '广告组合名称', ja: 'ポートフォリオ名' },
  'Budget Amount': { zh: '预算金额', ja: '予算額' },
  Impressions: { zh: '展示量', ja: 'インプレッション数' },
  Clicks: { zh: '点击量', ja: 'クリック数' },
  'Click-through Rate': { zh: '点击率', ja: 'クリックスルー率' },
  Spend: { zh: '花费', ja: '支出' },
  Sales: { zh: '销量', ja: '売上' },
  Orders: { zh: '订单数量', ja: '注文' },
  Units: { zh: '商品数量', ja: 'ユニット数' },
  'Conversion Rate': { zh: '转化率', ja: 'コンバージョン率' },
};

/** The header text of an English header in `language` (English when no translation is known). */
export function localizeHeader(english: string, language: BulkLanguage): string {
  return language === 'en' ? english : (HEADER_TEXT[english]?.[language] ?? english);
}

const SHEET_TEXT: Record<BulkTab, Record<BulkLanguage, string>> = {
  sponsoredProducts: {
    en: 'Sponsored Products Campaigns',
    zh: '商品推广活动',
    ja: 'スポンサープロダクト広告キャンペーン',
  },
  sbMultiAdGroup: {
    en: 'SB Multi Ad Group Campaigns',
    zh: '品牌推广多个广告组广告活动',
    ja: 'スポンサーブランド広告 複数広告グループキャンペーン',
  },
  sbLegacy: {
    en: 'Sponsored Brands Campaigns',
    zh: '品牌推广活动',
    ja: 'スポンサーブランド広告キャンペーン',
  },
  spSearchTerms: {
    en: 'SP Search Term Report',
    zh: '商品推广搜索词报告',
    ja: 'スポンサープロダクト広告 検索用語レポート',
  },
  sbSearchTerms: {
    en: 'SB Search Term Report',
    zh: '品牌推广搜索词报告',
    ja: 'スポンサーブランド広告 検索用語レポート',
  },
  portfolios: { en: 'Portfolios', zh: '广告组合', ja: 'ポートフォリオ' },
  brandAssets: { en: 'Brand assets data', zh: '品牌资产数据', ja: 'ブランドアセットデータ' },
};

/** The sheet name of a tab in `language`. */
export const localizeSheet = (tab: BulkTab, language: BulkLanguage): string => SHEET_TEXT[tab][language];

type Spelling = Record<BulkLanguage, string> & { template?: string };

const SP_ENTITY_TEXT: Record<SpEntity, Spelling> = {
  campaign: { en: 'Campaign', zh: '广告活动', ja: 'キャンペーン' },
  biddingAdjustment: { en: 'Bidding Adjustment', zh: '竞价调整', ja: '入札額の調整' },
  adGroup: { en: 'Ad Group', zh: '广告组', ja: '広告グループ' },
  productAd: { en: 'Product Ad', zh: '商品广告', ja: 'プロダクト広告' },
  keyword: { en: 'Keyword', zh: '关键词', ja: 'キーワード' },
  negativeKeyword: { en: 'Negative Keyword', zh: '否定关键词', ja: '除外キーワード' },
  campaignNegativeKeyword: {
    en: 'Campaign Negative Keyword',
    zh: '广告活动否定关键词',
    ja: 'キャンペーン除外キーワード',
  },
  productTargeting: { en: 'Product Targeting', zh: '商品定向', ja: '商品ターゲティング' },
  negativeProductTargeting: {
    en: 'Negative Product Targeting',
    zh: '否定商品定向',
    ja: '除外商品ターゲティング',
  },
};

const SB_ENTITY_TEXT: Record<SbEntity, Spelling> = {
  campaign: { en: 'Campaign', zh: '广告活动', ja: 'キャンペーン' },
  biddingAdjustmentByPlacement: {
    en: 'Bidding adjustment by placement',
    zh: '按广告位调整竞价',
    ja: 'プレースメント別の入札額調整',
  },
  adGroup: { en: 'Ad group', zh: '广告组', ja: '広告グループ' },
  productCollectionAd: { en: 'Product collection ad', zh: '商品集广告', ja: '商品コレクション広告' },
  videoAd: { en: 'Video ad', zh: '视频广告', ja: '動画広告' },
  brandVideoAd: { en: 'Brand video ad', zh: '品牌视频广告', ja: 'ブランド動画広告' },
  storeSpotlightAd: { en: 'Store spotlight ad', zh: '品牌旗舰店焦点广告', ja: 'ストアスポットライト広告' },
  keyword: { en: 'Keyword', zh: '关键词', ja: 'キーワード' },
  negativeKeyword: { en: 'Negative keyword', zh: '否定关键词', ja: '除外キーワード' },
  productTargeting: { en: 'Product targeting', zh: '商品定向', ja: '商品ターゲティング' },
  negativeProductTargeting: {
    en: 'Negative Product Targeting',
    zh: '否定商品定向',
    ja: '除外商品ターゲティング',
  },
};

const STATE_TEXT: Record<EntityState, Spelling> = {
  enabled: { en: 'enabled', zh: '已启用', ja: '有効' },
  paused: { en: 'paused', zh: '已暂停', ja: '一時停止' },
  archived: { en: 'archived', zh: '已归档', ja: 'アーカイブ済み' },
};

const MATCH_TEXT: Record<MatchType | NegativeMatchType, Spelling> = {
  exact: { en: 'Exact', zh: '精准', ja: '完全一致', template: 'exact' },
  phrase: { en: 'Phrase', zh: '词组', ja: 'フレーズ一致', template: 'phrase' },
  broad: { en: 'Broad', zh: '广泛', ja: '部分一致', template: 'broad' },
  negativeExact: {
    en: 'Negative Exact',
    zh: '否定精准匹配',
    ja: '除外キーワードの完全一致',
    template: 'negativeExact',
  },
  negativePhrase: {
    en: 'Negative Phrase',
    zh: '否定词组',
    ja: '除外キーワードのフレーズ一致',
    template: 'negativePhrase',
  },
};

const TARGETING_TEXT: Record<TargetingType, Spelling> = {
  auto: { en: 'Auto', zh: '自动', ja: 'オート', template: 'AUTO' },
  manual: { en: 'Manual', zh: '手动', ja: 'マニュアル', template: 'MANUAL' },
};

const STRATEGY_TEXT: Record<BiddingStrategy, Spelling> = {
  downOnly: { en: 'Dynamic bids - down only', zh: '动态竞价 - 只降低', ja: '動的な入札額 - ダウンのみ' },
  upAndDown: {
    en: 'Dynamic bids - up and down',
    zh: '动态竞价 - 提高和降低',
    ja: '動的な入札額 - アップとダウン',
  },
  fixed: { en: 'Fixed bid', zh: '固定竞价', ja: '固定入札額' },
};

const SP_PLACEMENT_TEXT: Record<SpPlacement, Spelling> = {
  top: { en: 'Placement Top', zh: '搜索结果顶部（首页）', ja: '検索結果のトップ', template: 'placementTop' },
  productPage: {
    en: 'Placement Product Page',
    zh: '商品页面',
    ja: '商品ページ',
    template: 'placementProductPage',
  },
  restOfSearch: {
    en: 'Placement Rest Of Search',
    zh: '搜索结果的其余位置',
    ja: '検索結果のその他の部分',
    template: 'placementRestOfSearch',
  },
  amazonBusiness: {
    en: 'Placement Amazon Business',
    zh: '亚马逊企业购',
    ja: 'Amazonビジネス',
    template: 'placementAmazonBusiness',
  },
};

const SB_PLACEMENT_TEXT: Record<SbPlacement, Spelling> = {
  home: { en: 'Home', zh: '首页', ja: 'ホーム' },
  detailPage: { en: 'Detail page', zh: '商品详情页', ja: '商品詳細ページ' },
  other: { en: 'Other', zh: '其他', ja: 'その他' },
};

const OPERATION_TEXT: Record<BulkOperation, Spelling> = {
  create: { en: 'Create', zh: '创建', ja: '作成' },
  update: { en: 'Update', zh: '更新', ja: '更新' },
  archive: { en: 'Archive', zh: '存档', ja: '非表示にする' },
};

const PRODUCT_TEXT: Record<'sp' | 'sb' | 'portfolios', Spelling> = {
  sp: { en: 'Sponsored Products', zh: '商品推广', ja: 'スポンサープロダクト広告' },
  sb: { en: 'Sponsored Brands', zh: '品牌推广', ja: 'スポンサーブランド広告' },
  portfolios: { en: 'Portfolios', zh: '广告组合', ja: 'ポートフォリオ' },
};

/** Spells canonical values as an export (or, with `template`, as the upload template) in one language. */
export class BulkSpeller {
  constructor(
    readonly language: BulkLanguage,
    readonly template: boolean,
  ) {}

  private pick(spelling: Spelling): string {
    if (this.template && this.language === 'en' && spelling.template) return spelling.template;
    return spelling[this.language];
  }

  /** Entity of the SP tab. */
  spEntity = (entity: SpEntity): string => this.pick(SP_ENTITY_TEXT[entity]);
  /** Entity of the SB tabs. */
  sbEntity = (entity: SbEntity): string => this.pick(SB_ENTITY_TEXT[entity]);
  /** State. */
  state = (state: EntityState): string => this.pick(STATE_TEXT[state]);
  /** Match type. */
  matchType = (match: MatchType | NegativeMatchType): string => this.pick(MATCH_TEXT[match]);
  /** Targeting type. */
  targetingType = (type: TargetingType): string => this.pick(TARGETING_TEXT[type]);
  /** Bidding strategy. */
  strategy = (strategy: BiddingStrategy): string => this.pick(STRATEGY_TEXT[strategy]);
  /** SP placement. */
  spPlacement = (placement: SpPlacement): string => this.pick(SP_PLACEMENT_TEXT[placement]);
  /** SB placement. */
  sbPlacement = (placement: SbPlacement): string => this.pick(SB_PLACEMENT_TEXT[placement]);
  /** Operation. */
  operation = (operation: BulkOperation | ''): string =>
    operation ? this.pick(OPERATION_TEXT[operation]) : '';
  /** Product column. */
  product = (product: 'sp' | 'sb' | 'portfolios'): string => this.pick(PRODUCT_TEXT[product]);
}
