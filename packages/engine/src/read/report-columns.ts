// Header aliases of console reports (search term, targeting, placement, advertised product, hourly)
// in English, Chinese and Japanese, old and new console formats (reference §3). Metric headers carry
// their attribution window (`7 Day Total Sales`, `7天总销售额`, `…7日間の総売上高`), matched by pattern.
import { headerKey } from './alias-keys';
import type { ReadColumn } from './header-aliases';

const REPORT_ALIASES: Partial<Record<ReadColumn, readonly string[]>> = {
  date: ['Date', 'Start Date', 'Day', 'Report Date', '日期', '开始日期', '日付', '開始日'],
  dateRange: ['Date range', '日期范围', '期間'],
  endDate: ['End Date', '结束日期', '終了日'],
  hour: [
    'Start Time',
    'Hour',
    'Time',
    'Hour of day',
    'Hour of Day',
    '开始时间',
    '时间',
    '小时',
    '開始時刻',
    '開始時間',
    '時間',
    '時刻',
  ],
  campaignName: ['Campaign Name', 'Campaign', '广告活动名称', '广告活动', 'キャンペーン名', 'キャンペーン'],
  adGroupName: ['Ad Group Name', 'Ad group', '广告组名称', '广告组', '広告グループ名', '広告グループ'],
  portfolioName: ['Portfolio name', '广告组合名称', '广告组合', 'ポートフォリオ名', 'ポートフォリオ'],
  currency: ['Currency', 'Budget currency', '货币', '通貨'],
  country: ['Country', '国家/地区', '国'],
  targeting: [
    'Targeting',
    'Target',
    'Keyword',
    'Keyword or product targeting',
    '投放',
    '定向',
    'ターゲティング',
  ],
  matchType: ['Match Type', '匹配类型', 'マッチタイプ'],
  customerSearchTerm: [
    'Customer Search Term',
    'Search term',
    '客户搜索词',
    '顾客搜索词',
    'カスタマーの検索キーワード',
    '検索キーワード',
  ],
  impressions: ['Impressions', '展示量', '展示次数', 'インプレッション', 'インプレッション数'],
  clicks: ['Clicks', '点击量', '点击次数', 'クリック', 'クリック数'],
  spend: ['Spend', 'Cost', 'Total cost', '花费', '费用', '支出', '費用', '広告費'],
  sales: ['Sales', 'Total sales', '销售额', '売上', '売上高'],
  orders: ['Orders', 'Purchases', 'Total orders', '订单', '订单数', '注文', '注文数'],
  units: ['Units', 'Units sold', '销量', '销售量', '販売数', 'ユニット数'],
  placement: ['Placement', 'Placement Type', '放置', '广告位', 'プレースメント'],
  advertisedSku: ['Advertised SKU', '广告SKU', '推广的SKU', '広告SKU'],
  advertisedAsin: ['Advertised ASIN', '广告ASIN', '推广的ASIN', '広告ASIN'],
  costType: ['Cost Type', '成本类型', 'コストタイプ'],
  viewableImpressions: ['Viewable Impressions', '可见展示量', 'ビューアブルインプレッション'],
};

const TABLE = new Map<string, ReadColumn>();
for (const [column, aliases] of Object.entries(REPORT_ALIASES)) {
  for (const alias of aliases ?? []) TABLE.set(headerKey(alias), column as ReadColumn);
}

/** Window-carrying metric headers: `7 Day Total Sales ($)`, `7天总订单数(#)`, `広告がクリックされてから7日間の合計販売数`. */
const WINDOW_PATTERNS: ReadonlyArray<[RegExp, ReadColumn]> = [
  [/^(\d+)days?totalsales/, 'sales'],
  [/^(\d+)days?totalorders/, 'orders'],
  [/^(\d+)days?totalunits/, 'units'],
  [/^(\d+)天总销售额/, 'sales'],
  [/^(\d+)天总订单数/, 'orders'],
  [/^(\d+)天总销售量/, 'units'],
  [/^広告がクリックされてから(\d+)日間の総売上高/, 'sales'],
  [/^広告がクリックされてから(\d+)日間の合計注文数/, 'orders'],
  [/^広告がクリックされてから(\d+)日間の合計販売数/, 'units'],
  [/^newtobrand/, 'newToBrandOrders'],
  [/^(\d+)daysnewtobrand/, 'newToBrandOrders'],
];

/** The report column of a header key, or undefined. */
export function reportColumnOf(key: string): ReadColumn | undefined {
  const direct = TABLE.get(key);
  if (direct) return direct;
  const stripped = key.replace(/\((?:[$£€¥₹#]|c\$|us\$)\)$/, '');
  const again = TABLE.get(stripped);
  if (again) return again;
  for (const [pattern, column] of WINDOW_PATTERNS) if (pattern.test(stripped)) return column;
  return undefined;
}

/** The attribution window in days named by a metric header (`7 Day Total Sales` -> 7), if any. */
export function attributionDaysOf(header: string): number | undefined {
  const key = headerKey(header);
  for (const [pattern] of WINDOW_PATTERNS) {
    const days = pattern.exec(key)?.[1];
    if (days) return Number(days);
  }
  return undefined;
}
