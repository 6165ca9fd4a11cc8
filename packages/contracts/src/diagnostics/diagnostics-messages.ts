// The words of the diagnostic CSV (its column headers, kinds, severities and figure names) and the success
// sentences of the diagnostic calls, in zh and en. The server writes the CSV with them and reads an uploaded
// one back against the same headers, in either language.
import type { LocalizedMessage } from '../i18n/messages';
import type { FindingFigure, FindingKind, FindingSeverity } from './diagnostics-constants';

/** The CSV columns in file order. */
export const DIAGNOSTIC_CSV_COLUMNS = [
  'severity',
  'kind',
  'ad_product',
  'campaign_name',
  'campaign_id',
  'ad_group_id',
  'target',
  'search_term',
  'figures',
  'reason',
  'action',
] as const;
export type DiagnosticCsvColumn = (typeof DIAGNOSTIC_CSV_COLUMNS)[number];

/** Header of each CSV column. */
export const diagnosticCsvHeaders = {
  severity: { zh: '严重程度', en: 'Severity' },
  kind: { zh: '问题类型', en: 'Problem' },
  ad_product: { zh: '广告类型', en: 'Ad type' },
  campaign_name: { zh: '广告活动', en: 'Campaign' },
  campaign_id: { zh: '广告活动 ID', en: 'Campaign ID' },
  ad_group_id: { zh: '广告组 ID', en: 'Ad group ID' },
  target: { zh: '投放', en: 'Target' },
  search_term: { zh: '客户搜索词', en: 'Search term' },
  figures: { zh: '数据', en: 'Figures' },
  reason: { zh: '原因', en: 'Reason' },
  action: { zh: '建议操作', en: 'Suggested action' },
} as const satisfies Record<DiagnosticCsvColumn, LocalizedMessage>;

/** Name of each finding kind in the CSV. */
export const diagnosticKindLabels = {
  budget_capped: { zh: '预算过早耗尽', en: 'Budget capped' },
  bid_below_winning: { zh: '出价过低无曝光', en: 'Bid too low to win impressions' },
  term_without_orders: { zh: '搜索词花费无订单', en: 'Search term spends without orders' },
  missing_negative: { zh: '缺少否定', en: 'Missing negative' },
  competing_term: { zh: '搜索词多活动竞争', en: 'Term competing across campaigns' },
  placement_poor_return: { zh: '广告位回报差', en: 'Placement with poor returns' },
  too_early: { zh: '数据不足，暂不判断', en: 'Too early to judge' },
} as const satisfies Record<FindingKind, LocalizedMessage>;

/** Name of each severity in the CSV. */
export const diagnosticSeverityLabels = {
  high: { zh: '高', en: 'High' },
  medium: { zh: '中', en: 'Medium' },
  low: { zh: '低', en: 'Low' },
  info: { zh: '提示', en: 'Info' },
} as const satisfies Record<FindingSeverity, LocalizedMessage>;

/** Name of each figure in the CSV's figures cell. */
export const diagnosticFigureLabels = {
  daily_budget: { zh: '日预算', en: 'daily budget' },
  suggested_budget: { zh: '建议日预算', en: 'suggested daily budget' },
  capped_days: { zh: '触顶天数', en: 'capped days' },
  judged_days: { zh: '判断天数', en: 'days judged' },
  average_spend_capped_days: { zh: '触顶日平均花费', en: 'average spend on capped days' },
  average_daily_spend: { zh: '平均每日花费', en: 'average daily spend' },
  served_share: { zh: '估计投放时段占比', en: 'estimated share of the day served' },
  impressions: { zh: '曝光', en: 'impressions' },
  clicks: { zh: '点击', en: 'clicks' },
  spend: { zh: '花费', en: 'spend' },
  orders: { zh: '订单', en: 'orders' },
  sales: { zh: '销售额', en: 'sales' },
  bid: { zh: '出价', en: 'bid' },
  typical_cpc: { zh: '活动平均点击成本', en: 'typical CPC of the campaign' },
  suggested_bid: { zh: '建议出价', en: 'suggested bid' },
  reference_cps: { zh: '参考单次订单成本', en: 'reference cost per sale' },
  click_gate: { zh: '判断所需点击', en: 'clicks needed to judge' },
  campaigns: { zh: '活动数', en: 'campaigns' },
  acos: { zh: 'ACOS', en: 'ACOS' },
  campaign_acos: { zh: '活动 ACOS', en: 'campaign ACOS' },
  placement_percent: { zh: '当前广告位加价', en: 'current placement adjustment' },
  suggested_percent: { zh: '建议广告位加价', en: 'suggested placement adjustment' },
  days_live: { zh: '投放天数', en: 'days live' },
} as const satisfies Record<FindingFigure, LocalizedMessage>;

/** Success sentences of the diagnostic calls. */
export const diagnosticsSuccessMessages = {
  'diagnosis.started': {
    zh: '广告诊断已开始，正在拉取亚马逊报告',
    en: 'The ad diagnosis has started: pulling Amazon reports.',
  },
  'diagnosis.ok': { zh: '操作成功', en: 'Done.' },
  'diagnosis.fileRead': { zh: '诊断文件已读取', en: 'The diagnostic file was read.' },
} as const satisfies Record<string, LocalizedMessage>;

/** The success sentence `key` in `language`. */
export function diagnosticsSuccessMessage(
  key: keyof typeof diagnosticsSuccessMessages,
  language: 'zh' | 'en',
): string {
  return diagnosticsSuccessMessages[key][language];
}
