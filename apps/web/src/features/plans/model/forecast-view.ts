// The plan forecast as the console shows it (docs/algorithms.md Part D5): figures with their 80 % intervals as
// text, each forecast row joined to its preview row (reason, campaign, target), a confidence level a seller
// can sort and filter by, and the per-campaign chart options (drawn lazily with ECharts, ADR 0018).
import type {
  ForecastFigures,
  ForecastInterval,
  Marketplace,
  PlanForecastView,
  PlanPreviewRow,
} from '@adplan/contracts';
import type { ChartOption } from '../../../shared/charts/echart-view';
import { formatMoney } from '../../../shared/format/display-format';

/** A count per day: one decimal below 10, none above (false precision helps nobody). */
export function formatCount(value: number): string {
  return value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');
}

/** How a figure is written: counts or money of the marketplace. */
export type FigureKind = 'count' | 'money';

/** A daily figure the forecast and its check show. */
export type ForecastFigureKey = 'clicks' | 'spend' | 'orders' | 'cost_per_sale';

/** The daily figures in the order the forecast cards and the check's columns show them. */
export const FORECAST_FIGURES: ReadonlyArray<{ key: ForecastFigureKey; kind: FigureKind; label: string }> = [
  { key: 'clicks', kind: 'count', label: 'forecast.clicks' },
  { key: 'spend', kind: 'money', label: 'forecast.spend' },
  { key: 'orders', kind: 'count', label: 'forecast.orders' },
  { key: 'cost_per_sale', kind: 'money', label: 'forecast.costPerSale' },
];

/** The writer of one kind of figure. */
export function figureFormat(kind: FigureKind, marketplace: Marketplace): (value: number) => string {
  return kind === 'money' ? (value) => formatMoney(marketplace, value) : formatCount;
}

/** `low – high` of an interval; `noUpperBound` when it has none (draws without an order). */
export function intervalBounds(
  interval: ForecastInterval,
  format: (value: number) => string,
  noUpperBound: string,
): { low: string; high: string } {
  return { low: format(interval.low), high: interval.high === null ? noUpperBound : format(interval.high) };
}

/** How sure the forecast of a row is. */
export type Confidence = 'high' | 'medium' | 'low';

export const CONFIDENCE_LEVELS: readonly Confidence[] = ['low', 'medium', 'high'];

/**
 * A row's confidence: by the weight of the target's own data where the row has one (≥ 0.7 high, ≥ 0.3
 * medium), else by how wide its spend interval is against its expected value (≤ 0.5 high, ≤ 1 medium); a
 * row whose data is too fresh is never more than medium, a new target never more than low.
 */
export function confidenceOf(row: PlanForecastView['rows'][number]): Confidence {
  let level: Confidence;
  if (row.effect === 'newTarget') return 'low';
  if (row.own_data_weight !== undefined)
    level = row.own_data_weight >= 0.7 ? 'high' : row.own_data_weight >= 0.3 ? 'medium' : 'low';
  else {
    const spend = row.before.spend.expected > 0 ? row.before.spend : row.after.spend;
    const width = spend.expected > 0 && spend.high !== null ? (spend.high - spend.low) / spend.expected : 2;
    level = width <= 0.5 ? 'high' : width <= 1 ? 'medium' : 'low';
  }
  return row.too_fresh && level === 'high' ? 'medium' : level;
}

/** A forecast row with what the preview says of it, for the table. */
export interface ForecastTableRow {
  key: number;
  row: PlanForecastView['rows'][number];
  preview: PlanPreviewRow | undefined;
  confidence: Confidence;
  /** Expected spend per day after − before (negative: saved). */
  spendChange: number;
  /** Expected orders per day after − before. */
  ordersChange: number;
}

/** Every forecast row joined to its preview row by index. */
export function forecastTableRows(
  forecast: PlanForecastView,
  previewRows: readonly PlanPreviewRow[],
): ForecastTableRow[] {
  const byIndex = new Map(previewRows.map((row) => [row.index, row]));
  return forecast.rows.map((row) => ({
    key: row.row,
    row,
    preview: byIndex.get(row.row),
    confidence: confidenceOf(row),
    spendChange: row.after.spend.expected - row.before.spend.expected,
    ordersChange: row.after.orders.expected - row.before.orders.expected,
  }));
}

/** Rows whose evidence is thin: low confidence or data too fresh. */
export const isThin = (row: ForecastTableRow): boolean => row.confidence === 'low' || row.row.too_fresh;

/** How the rows table can be sorted. */
export type ForecastSort = 'spendSaved' | 'ordersGained' | 'confidence';

export const FORECAST_SORTS: readonly ForecastSort[] = ['spendSaved', 'ordersGained', 'confidence'];

/** The rows filtered by change type and confidence (undefined: all) and sorted. */
export function filteredForecastRows(
  rows: readonly ForecastTableRow[],
  filter: { changeType?: string; confidence?: Confidence; sort?: ForecastSort },
): ForecastTableRow[] {
  const kept = rows.filter(
    (row) =>
      (filter.changeType === undefined || row.preview?.change_type === filter.changeType) &&
      (filter.confidence === undefined || row.confidence === filter.confidence),
  );
  const rank = (row: ForecastTableRow) => CONFIDENCE_LEVELS.indexOf(row.confidence);
  if (filter.sort === 'spendSaved') kept.sort((a, b) => a.spendChange - b.spendChange);
  if (filter.sort === 'ordersGained') kept.sort((a, b) => b.ordersChange - a.ordersChange);
  if (filter.sort === 'confidence') kept.sort((a, b) => rank(a) - rank(b));
  return kept;
}

/** Labels of a campaign chart. */
export interface CampaignChartLabels {
  before: string;
  after: string;
  spend: string;
  orders: string;
  interval: (low: string, high: string) => string;
  noUpperBound: string;
}

const BEFORE_COLOUR = '#bfbfbf';
const AFTER_COLOUR = '#1677ff';

/**
 * One campaign's chart: expected spend per day (left) and orders per day (right), before and after, as bars
 * whose tooltip gives each 80 % interval. Two grids side by side, because the two figures have different units.
 */
export function campaignForecastOption(
  campaign: { before: ForecastFigures; after: ForecastFigures },
  marketplace: Marketplace,
  labels: CampaignChartLabels,
): ChartOption {
  const money = figureFormat('money', marketplace);
  const tip = (interval: ForecastInterval, format: (value: number) => string) => {
    const { low, high } = intervalBounds(interval, format, labels.noUpperBound);
    return `${format(interval.expected)}<br/>${labels.interval(low, high)}`;
  };
  const panel = (
    figure: 'spend' | 'orders',
    format: (value: number) => string,
  ): { tips: string[]; data: Array<{ value: number; itemStyle: { color: string } }> } => ({
    tips: [tip(campaign.before[figure], format), tip(campaign.after[figure], format)],
    data: [
      { value: campaign.before[figure].expected, itemStyle: { color: BEFORE_COLOUR } },
      { value: campaign.after[figure].expected, itemStyle: { color: AFTER_COLOUR } },
    ],
  });
  const spend = panel('spend', money);
  const orders = panel('orders', formatCount);
  const categories = [labels.before, labels.after];
  return {
    grid: [
      { left: 8, width: '42%', top: 16, bottom: 28, containLabel: true },
      { right: 8, width: '42%', top: 16, bottom: 28, containLabel: true },
    ],
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        const tips = item?.seriesIndex === 1 ? orders.tips : spend.tips;
        return `${item?.seriesName ?? ''} · ${item?.name ?? ''}<br/>${tips[item?.dataIndex ?? 0] ?? ''}`;
      },
    },
    xAxis: [
      {
        type: 'category',
        gridIndex: 0,
        data: categories,
        name: labels.spend,
        nameLocation: 'middle',
        nameGap: 24,
      },
      {
        type: 'category',
        gridIndex: 1,
        data: categories,
        name: labels.orders,
        nameLocation: 'middle',
        nameGap: 24,
      },
    ],
    yAxis: [
      { type: 'value', gridIndex: 0, axisLabel: { formatter: (value: number) => money(value) } },
      { type: 'value', gridIndex: 1 },
    ],
    series: [
      { name: labels.spend, type: 'bar', xAxisIndex: 0, yAxisIndex: 0, barMaxWidth: 40, data: spend.data },
      { name: labels.orders, type: 'bar', xAxisIndex: 1, yAxisIndex: 1, barMaxWidth: 40, data: orders.data },
    ],
  };
}
