// Value spellings of bulk sheets and reports in English (export display forms and template API forms),
// Simplified Chinese and Japanese, mapped onto the model's canonical values (reference §1.2.4, §1.9).
// Lookups go through valueKey(), so case, width, spaces, hyphens and underscores never matter.
// Chinese and Japanese spellings beyond those quoted in the reference are [UNVERIFIED] best guesses.
import type {
  BiddingStrategy,
  Eligibility,
  EntityState,
  MatchType,
  NegativeMatchType,
  SbAdFormat,
  SbPlacement,
  SpPlacement,
  TargetingType,
} from '../model/account';
import type { BulkOperation, SbEntity, SbLandingPageType, SpEntity } from '../model/bulk-row';
import { valueKey } from './alias-keys';

/** A lookup from any known spelling to one canonical value. */
export interface ValueAliases<T> {
  /** The canonical value of `text`, or undefined when the spelling is unknown. */
  get(text: string): T | undefined;
}

function aliasTable<T extends string | boolean>(
  spellings: ReadonlyArray<readonly [T, readonly string[]]>,
): ValueAliases<T> {
  const byKey = new Map<string, T>();
  for (const [value, texts] of spellings) for (const text of texts) byKey.set(valueKey(text), value);
  // Raw spellings repeat on every row: remember them to skip normalising each time.
  const byRaw = new Map<string, T | undefined>();
  return {
    get(text: string): T | undefined {
      if (byRaw.has(text)) return byRaw.get(text);
      const value = byKey.get(valueKey(text));
      if (byRaw.size < 10_000) byRaw.set(text, value);
      return value;
    },
  };
}

/** Operation column: Create/创建/作成, Update/更新, Archive/存档/归档/非表示にする (and FR/DE/ES). */
export const OPERATION = aliasTable<BulkOperation>([
  ['create', ['Create', '创建', '作成', 'Créer', 'Erstellen', 'Crear']],
  ['update', ['Update', '更新', 'Mettre à jour', 'Aktualisieren', 'Actualizar']],
  ['archive', ['Archive', '存档', '归档', '非表示にする', 'Archiver', 'Archivieren', 'Archivar']],
]);

/** Product column values. */
export const PRODUCT = aliasTable<
  'sponsoredProducts' | 'sponsoredBrands' | 'sponsoredDisplay' | 'portfolios'
>([
  [
    'sponsoredProducts',
    ['Sponsored Products', '商品推广', 'スポンサープロダクト広告', 'スポンサープロダクト'],
  ],
  ['sponsoredBrands', ['Sponsored Brands', '品牌推广', 'スポンサーブランド広告', 'スポンサーブランド']],
  ['sponsoredDisplay', ['Sponsored Display', '展示型推广', 'スポンサーディスプレイ広告']],
  ['portfolios', ['Portfolios', 'Portfolio', '广告组合', 'ポートフォリオ']],
]);

/** Entity values of the SP tab. */
export const SP_ENTITY = aliasTable<SpEntity>([
  ['campaign', ['Campaign', '广告活动', 'キャンペーン']],
  ['biddingAdjustment', ['Bidding Adjustment', '竞价调整', '入札額の調整', '入札調整']],
  ['adGroup', ['Ad Group', '广告组', '広告グループ']],
  ['productAd', ['Product Ad', '商品广告', 'プロダクト広告', '商品広告']],
  ['keyword', ['Keyword', '关键词', 'キーワード']],
  ['negativeKeyword', ['Negative Keyword', '否定关键词', '除外キーワード']],
  [
    'campaignNegativeKeyword',
    ['Campaign Negative Keyword', '广告活动否定关键词', 'キャンペーン除外キーワード'],
  ],
  ['productTargeting', ['Product Targeting', '商品定向', '商品投放', '商品ターゲティング']],
  [
    'negativeProductTargeting',
    ['Negative Product Targeting', '否定商品定向', '否定商品投放', '除外商品ターゲティング'],
  ],
]);

/** Entity values of the SB multi-ad-group and legacy tabs. */
export const SB_ENTITY = aliasTable<SbEntity>([
  ['campaign', ['Campaign', '广告活动', 'キャンペーン']],
  [
    'biddingAdjustmentByPlacement',
    [
      'Bidding adjustment by placement',
      'Bidding Adjustment',
      '按广告位调整竞价',
      '广告位竞价调整',
      'プレースメント別の入札額調整',
    ],
  ],
  ['adGroup', ['Ad group', '广告组', '広告グループ']],
  ['productCollectionAd', ['Product collection ad', '商品集广告', '商品集合广告', '商品コレクション広告']],
  ['videoAd', ['Video ad', '视频广告', '動画広告']],
  ['brandVideoAd', ['Brand video ad', '品牌视频广告', 'ブランド動画広告']],
  ['storeSpotlightAd', ['Store spotlight ad', '品牌旗舰店焦点广告', 'ストアスポットライト広告']],
  ['keyword', ['Keyword', '关键词', 'キーワード']],
  ['negativeKeyword', ['Negative keyword', '否定关键词', '除外キーワード']],
  ['productTargeting', ['Product targeting', '商品定向', '商品投放', '商品ターゲティング']],
  [
    'negativeProductTargeting',
    ['Negative Product Targeting', '否定商品定向', '否定商品投放', '除外商品ターゲティング'],
  ],
]);

/** State column values (`proposed`, a create-only template value, is deliberately not mapped). */
export const STATE = aliasTable<EntityState>([
  ['enabled', ['enabled', 'enable', 'active', '已启用', '启用', '有効', '配信中']],
  ['paused', ['paused', 'pause', '已暂停', '暂停', '一時停止', '一時停止中']],
  ['archived', ['archived', 'archive', '已归档', '归档', '已存档', '存档', 'アーカイブ済み', 'アーカイブ']],
]);

/** Match Type values, positive and negative. */
export const MATCH_TYPE = aliasTable<MatchType | NegativeMatchType>([
  ['exact', ['Exact', '精准', '精确', '精准匹配', '精确匹配', '完全一致']],
  ['phrase', ['Phrase', '词组', '词组匹配', '短语', '短语匹配', 'フレーズ一致', 'フレーズ']],
  ['broad', ['Broad', '广泛', '广泛匹配', '部分一致']],
  [
    'negativeExact',
    [
      'Negative Exact',
      '否定精准匹配',
      '否定精准',
      '否定精确',
      '否定精确匹配',
      '除外キーワードの完全一致',
      '完全一致の除外',
      '除外完全一致',
    ],
  ],
  [
    'negativePhrase',
    [
      'Negative Phrase',
      '否定词组',
      '否定词组匹配',
      '否定短语',
      '除外キーワードのフレーズ一致',
      'フレーズ一致の除外',
      '除外フレーズ一致',
    ],
  ],
]);

/** Targeting Type values. */
export const TARGETING_TYPE = aliasTable<TargetingType>([
  ['auto', ['Auto', 'Automatic', '自动', '自動', 'オート']],
  ['manual', ['Manual', '手动', '手動', 'マニュアル']],
]);

/** Bidding Strategy values, display and API forms. */
export const BIDDING_STRATEGY = aliasTable<BiddingStrategy>([
  [
    'downOnly',
    [
      'Dynamic bids - down only',
      'legacyForSales',
      '动态竞价 - 只降低',
      '动态竞价 - 仅降低',
      '動的な入札額 - ダウンのみ',
      '動的入札 - ダウンのみ',
    ],
  ],
  [
    'upAndDown',
    [
      'Dynamic bids - up and down',
      'autoForSales',
      '动态竞价 - 提高和降低',
      '動的な入札額 - アップとダウン',
      '動的入札 - アップとダウン',
    ],
  ],
  ['fixed', ['Fixed bid', 'Fixed bids', 'manual', '固定竞价', '固定入札額', '固定入札']],
]);

/** SP placements: bulk spellings plus the console placement report's. */
export const SP_PLACEMENT = aliasTable<SpPlacement>([
  [
    'top',
    [
      'Placement Top',
      'placementTop',
      'Top of search',
      'Top of Search on-Amazon',
      'Top of search (first page)',
      'First page Top of Search on Amazon',
      'Top of Search on Amazon',
      '搜索结果顶部（首页）',
      '搜索结果顶部',
      '検索結果のトップ',
      '検索結果の上部',
      '検索結果上部（最初のページ）',
    ],
  ],
  [
    'productPage',
    [
      'Placement Product Page',
      'placementProductPage',
      'Product pages',
      'Product page',
      'Detail Page on-Amazon',
      'Product pages on Amazon',
      '商品页面',
      '商品詳細ページ',
      '商品ページ',
    ],
  ],
  [
    'restOfSearch',
    [
      'Placement Rest Of Search',
      'placementRestOfSearch',
      'Rest of search',
      'Rest of search on Amazon',
      'Other on-Amazon',
      '搜索结果的其余位置',
      '搜索结果其余位置',
      '検索結果のその他の部分',
      '検索結果の残り',
    ],
  ],
  [
    'amazonBusiness',
    [
      'Placement Amazon Business',
      'placementAmazonBusiness',
      'Amazon Business',
      'Amazon Business on-Amazon',
      '亚马逊企业购',
      'Amazonビジネス',
    ],
  ],
]);

/** SB placements of `Bidding adjustment by placement` rows (mapped leniently, reference §1.3.1). */
export const SB_PLACEMENT = aliasTable<SbPlacement>([
  [
    'home',
    [
      'Home',
      'Top of search',
      'Top of Search on-Amazon',
      'Placement Top',
      '首页',
      '搜索结果顶部',
      'ホーム',
      '検索結果のトップ',
    ],
  ],
  [
    'detailPage',
    [
      'Detail page',
      'Product pages',
      'Detail Page on-Amazon',
      'Placement Product Page',
      '商品详情页',
      '商品页面',
      '商品詳細ページ',
    ],
  ],
  [
    'other',
    ['Other', 'Rest of search', 'Other on-Amazon', 'Placement Rest Of Search', '其他', '其他位置', 'その他'],
  ],
]);

/** Eligibility Status (Informational only) values; anything else non-blank is read as ineligible. */
export const ELIGIBILITY = aliasTable<Exclude<Eligibility, 'unknown'>>([
  ['eligible', ['Eligible', '符合条件', '合格', '対象', '適格', '配信可能']],
  ['ineligible', ['Ineligible', 'Not eligible', '不符合条件', '不合格', '対象外', '不適格', '配信不可']],
]);

/** SB Budget Type values. */
export const BUDGET_TYPE = aliasTable<'daily' | 'lifetime'>([
  ['daily', ['Daily', '每日', '日', '1日', '毎日', '日次']],
  ['lifetime', ['Lifetime', '总预算', '总计', '期間', '全期間', '通期']],
]);

/** SB Bid Optimization values (legacy tab: auto/manual). */
export const BID_OPTIMIZATION = aliasTable<boolean>([
  [true, ['TRUE', 'yes', 'auto', '1', '是', '开启', '有効', '自動']],
  [false, ['FALSE', 'no', 'manual', '0', '否', '关闭', '無効', '手動']],
]);

/** SB Landing Page Type values. */
export const LANDING_PAGE_TYPE = aliasTable<SbLandingPageType>([
  ['detailPage', ['Detail Page', 'detail_page', '商品详情页', '商品詳細ページ']],
  ['store', ['Store', '品牌旗舰店', 'ストア']],
  ['productList', ['Product list', 'new landing page', '商品列表', '商品リスト']],
  ['customUrl', ['Custom URL', '自定义网址', 'カスタムURL']],
]);

/** Legacy SB `Ad Format` values. */
export const LEGACY_AD_FORMAT = aliasTable<SbAdFormat>([
  ['video', ['video', '视频', '動画']],
  ['productCollection', ['productCollection', 'product collection', '商品集', '商品コレクション']],
]);
