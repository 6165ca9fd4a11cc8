// Builds console reports (search term, targeting, placement, advertised product, SB search term) and
// hourly campaign reports as the Amazon console writes them, in English, Chinese or Japanese, as CSV
// in any supported encoding or as xlsx, with the date, hour and number styles sellers' files show.
import type { Metrics } from '../model/metrics';
import { buildCsv, type CsvEncoding } from './csv-builder';
import type { BulkLanguage } from './bulk-workbook-spec';
import { writeXlsx } from './xlsx-file-writer';

/** How dates are written in a built report. */
export type ReportDateStyle = 'text' | 'iso' | 'us' | 'eu' | 'slashIso' | 'chinese' | 'serial';

/** How hours are written in a built hourly report. */
export type ReportHourStyle = '24h' | '12h' | 'bare' | 'seconds' | 'range';

/** File format of a built report. */
export interface ReportFormat {
  format?: 'csv' | 'xlsx';
  encoding?: CsvEncoding;
  language?: BulkLanguage;
  dateStyle?: ReportDateStyle;
  /** Currency symbol put in front of money cells (`$1,234.50`); none by default. */
  currencySymbol?: string;
  /** Value of the Currency column (default USD). */
  currency?: string;
}

/** One row of a console report; fields a kind does not use are ignored. */
export interface ConsoleReportRowSpec {
  date?: string;
  campaignName: string;
  adGroupName?: string;
  targeting?: string;
  matchType?: string;
  searchTerm?: string;
  placement?: string;
  sku?: string;
  asin?: string;
  metrics?: Partial<Metrics>;
}

/** A console report to build. */
export interface ConsoleReportSpec extends ReportFormat {
  kind: 'spSearchTerm' | 'spTargeting' | 'spPlacement' | 'spAdvertisedProduct' | 'sbSearchTerm';
  attributionDays?: number;
  rows: ConsoleReportRowSpec[];
}

/** One campaign-hour of an hourly report. */
export interface HourlyRowSpec {
  campaignName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  hour: number;
  metrics?: Partial<Metrics>;
}

/** An hourly campaign report to build. */
export interface HourlyReportSpec extends ReportFormat {
  hourStyle?: ReportHourStyle;
  rows: HourlyRowSpec[];
}

type Field =
  | 'date'
  | 'portfolio'
  | 'currency'
  | 'campaign'
  | 'adGroup'
  | 'targeting'
  | 'matchType'
  | 'searchTerm'
  | 'placement'
  | 'sku'
  | 'asin'
  | 'impressions'
  | 'clicks'
  | 'ctr'
  | 'cpc'
  | 'spend'
  | 'sales'
  | 'acos'
  | 'roas'
  | 'orders'
  | 'units'
  | 'hour'
  | 'costType';

const HEADERS: Record<Field, (days: number) => Record<BulkLanguage, string>> = {
  date: () => ({ en: 'Date', zh: '日期', ja: '日付' }),
  hour: () => ({ en: 'Start Time', zh: '开始时间', ja: '開始時刻' }),
  portfolio: () => ({ en: 'Portfolio name', zh: '广告组合名称', ja: 'ポートフォリオ名' }),
  currency: () => ({ en: 'Currency', zh: '货币', ja: '通貨' }),
  campaign: () => ({ en: 'Campaign Name', zh: '广告活动名称', ja: 'キャンペーン名' }),
  adGroup: () => ({ en: 'Ad Group Name', zh: '广告组名称', ja: '広告グループ名' }),
  targeting: () => ({ en: 'Targeting', zh: '投放', ja: 'ターゲティング' }),
  matchType: () => ({ en: 'Match Type', zh: '匹配类型', ja: 'マッチタイプ' }),
  searchTerm: () => ({ en: 'Customer Search Term', zh: '客户搜索词', ja: 'カスタマーの検索キーワード' }),
  placement: () => ({ en: 'Placement', zh: '放置', ja: 'プレースメント' }),
  sku: () => ({ en: 'Advertised SKU', zh: '广告SKU', ja: '広告SKU' }),
  asin: () => ({ en: 'Advertised ASIN', zh: '广告ASIN', ja: '広告ASIN' }),
  costType: () => ({ en: 'Cost Type', zh: '成本类型', ja: 'コストタイプ' }),
  impressions: () => ({ en: 'Impressions', zh: '展示量', ja: 'インプレッション' }),
  clicks: () => ({ en: 'Clicks', zh: '点击量', ja: 'クリック' }),
  ctr: () => ({ en: 'Click-Thru Rate (CTR)', zh: '点击率 (CTR)', ja: 'クリックスルー率 (CTR)' }),
  cpc: () => ({ en: 'Cost Per Click (CPC)', zh: '单次点击成本 (CPC)', ja: '平均クリック単価 (CPC)' }),
  spend: () => ({ en: 'Spend', zh: '花费', ja: '費用' }),
  sales: (d) => ({
    en: `${d} Day Total Sales `,
    zh: `${d}天总销售额`,
    ja: `広告がクリックされてから${d}日間の総売上高`,
  }),
  acos: () => ({
    en: 'Total Advertising Cost of Sales (ACOS) ',
    zh: '广告投入产出比 (ACOS) 总计',
    ja: '広告費売上高比率（ACOS）合計',
  }),
  roas: () => ({
    en: 'Total Return on Advertising Spend (ROAS)',
    zh: '总广告投资回报率 (ROAS)',
    ja: '広告費用対効果（ROAS）合計',
  }),
  orders: (d) => ({
    en: `${d} Day Total Orders (#)`,
    zh: `${d}天总订单数(#)`,
    ja: `広告がクリックされてから${d}日間の合計注文数`,
  }),
  units: (d) => ({
    en: `${d} Day Total Units (#)`,
    zh: `${d}天总销售量(#)`,
    ja: `広告がクリックされてから${d}日間の合計販売数`,
  }),
};

const METRICS: Field[] = [
  'impressions',
  'clicks',
  'ctr',
  'cpc',
  'spend',
  'sales',
  'acos',
  'roas',
  'orders',
  'units',
];

const LAYOUTS: Record<ConsoleReportSpec['kind'], Field[]> = {
  spSearchTerm: [
    'date',
    'portfolio',
    'currency',
    'campaign',
    'adGroup',
    'targeting',
    'matchType',
    'searchTerm',
    ...METRICS,
  ],
  sbSearchTerm: [
    'date',
    'portfolio',
    'currency',
    'campaign',
    'adGroup',
    'targeting',
    'matchType',
    'searchTerm',
    'costType',
    ...METRICS,
  ],
  spTargeting: ['date', 'portfolio', 'currency', 'campaign', 'adGroup', 'targeting', 'matchType', ...METRICS],
  spPlacement: ['date', 'portfolio', 'currency', 'campaign', 'placement', ...METRICS],
  spAdvertisedProduct: ['date', 'portfolio', 'currency', 'campaign', 'adGroup', 'sku', 'asin', ...METRICS],
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Writes an ISO date (`YYYY-MM-DD`) in a report date style. */
export function formatReportDate(iso: string, style: ReportDateStyle): string | number {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const p = (n: number) => String(n).padStart(2, '0');
  switch (style) {
    case 'iso':
      return iso;
    case 'us':
      return `${p(month)}/${p(day)}/${year}`;
    case 'eu':
      return `${p(day)}/${p(month)}/${year}`;
    case 'slashIso':
      return `${year}/${p(month)}/${p(day)}`;
    case 'chinese':
      return `${year}年${month}月${day}日`;
    case 'serial':
      return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000);
    default:
      return `${MONTHS[month - 1]} ${day}, ${year}`;
  }
}

/** Writes an hour of day in an hourly report style. */
export function formatHour(hour: number, style: ReportHourStyle): string {
  const p = (n: number) => String(n).padStart(2, '0');
  switch (style) {
    case '12h':
      return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
    case 'bare':
      return String(hour);
    case 'seconds':
      return `${p(hour)}:00:00`;
    case 'range':
      return `${p(hour)}:00 - ${p(hour)}:59`;
    default:
      return `${p(hour)}:00`;
  }
}

function money(value: number, format: ReportFormat): string | number {
  if (!format.currencySymbol) return format.format === 'xlsx' ? value : String(value);
  const grouped = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${format.currencySymbol}${grouped}`;
}

function metricCell(field: Field, m: Metrics, format: ReportFormat): string | number {
  switch (field) {
    case 'impressions':
    case 'clicks':
    case 'orders':
    case 'units':
      return m[field];
    case 'spend':
    case 'sales':
      return money(m[field], format);
    case 'ctr':
      return m.impressions > 0 ? `${((m.clicks / m.impressions) * 100).toFixed(2)}%` : '';
    case 'cpc':
      return m.clicks > 0 ? money(Number((m.spend / m.clicks).toFixed(2)), format) : '';
    case 'acos':
      return m.sales > 0 ? `${((m.spend / m.sales) * 100).toFixed(2)}%` : '';
    default:
      return m.spend > 0 && m.sales > 0 ? (m.sales / m.spend).toFixed(2) : '';
  }
}

const fullMetrics = (m: Partial<Metrics> | undefined): Metrics => ({
  impressions: 0,
  clicks: 0,
  spend: 0,
  sales: 0,
  orders: 0,
  units: 0,
  ...m,
});

async function encode(rows: Array<Array<string | number>>, format: ReportFormat): Promise<Uint8Array> {
  if (format.format === 'xlsx') return writeXlsx([{ name: 'Report', rows }]);
  return buildCsv(rows, { encoding: format.encoding ?? 'utf8' });
}

/** Builds a console report file (CSV by default). */
export async function buildConsoleReport(spec: ConsoleReportSpec): Promise<Uint8Array> {
  const language = spec.language ?? 'en';
  const days = spec.attributionDays ?? (spec.kind === 'sbSearchTerm' ? 14 : 7);
  const fields = LAYOUTS[spec.kind];
  const header = fields.map((field) => HEADERS[field](days)[language]);
  const rows = spec.rows.map((row) => {
    const m = fullMetrics(row.metrics);
    const values: Partial<Record<Field, string | number>> = {
      date: formatReportDate(row.date ?? '2026-01-15', spec.dateStyle ?? 'text'),
      portfolio: 'No Portfolio',
      currency: spec.currency ?? 'USD',
      campaign: row.campaignName,
      adGroup: row.adGroupName ?? '',
      targeting: row.targeting ?? '',
      matchType: row.matchType ?? '-',
      searchTerm: row.searchTerm ?? '',
      placement: row.placement ?? '',
      sku: row.sku ?? '',
      asin: row.asin ?? '',
      costType: 'CPC',
    };
    return fields.map((field) => values[field] ?? metricCell(field, m, spec));
  });
  return encode([header, ...rows], spec);
}

const HOURLY_FIELDS: Field[] = [
  'date',
  'hour',
  'portfolio',
  'campaign',
  'currency',
  'impressions',
  'clicks',
  'ctr',
  'cpc',
  'spend',
  'orders',
  'sales',
  'units',
];

/** Builds an hourly campaign report file (CSV by default). */
export async function buildHourlyReport(spec: HourlyReportSpec): Promise<Uint8Array> {
  const language = spec.language ?? 'en';
  const header = HOURLY_FIELDS.map((field) =>
    field === 'date'
      ? { en: 'Start Date', zh: '开始日期', ja: '開始日' }[language]
      : HEADERS[field](7)[language],
  );
  const rows = spec.rows.map((row) => {
    const m = fullMetrics(row.metrics);
    const values: Partial<Record<Field, string | number>> = {
      date: formatReportDate(row.date, spec.dateStyle ?? 'text'),
      hour: formatHour(row.hour, spec.hourStyle ?? '24h'),
      portfolio: '',
      campaign: row.campaignName,
      currency: spec.currency ?? 'USD',
    };
    return HOURLY_FIELDS.map((field) => values[field] ?? metricCell(field, m, spec));
  });
  return encode([header, ...rows], spec);
}
