// What the overview page derives from a snapshot: where each line's tool is, the snapshot choices, and the two
// chart options (spend and sales by campaign, the daily trend).
import {
  PLAN_TOOL_PATHS,
  SHOP_TOOL_PATHS,
  type AccountOverviewData,
  type AccountOverviewPayload,
  type Marketplace,
  type OverviewSnapshotData,
  type OverviewToolName,
} from '@adplan/contracts';
import type { ChartOption } from '../../../shared/charts/echart-view';
import { toolAddress } from '../../../shared/routing/tool-address';
import { formatMoney } from '../../../shared/format/display-format';

/** How many campaigns the campaign chart shows (by spend). */
export const CHART_CAMPAIGNS = 10;

export { formatCount, formatMoney, formatPercent } from '../../../shared/format/display-format';

/** The page of the tool acting on a line: the upload tools for an upload, the authorised ones for a shop. */
export function toolPath(source: string, tool: OverviewToolName): string {
  return source.startsWith('shop:') ? SHOP_TOOL_PATHS[tool] : PLAN_TOOL_PATHS[tool];
}

/**
 * The tool acting on a line with its campaign preselected (and, for a shop, the shop): the tool form reads
 * both from the address.
 */
export function toolLink(
  source: string,
  line: { tool: OverviewToolName; campaign_id: string | null },
): string {
  const shopId = source.startsWith('shop:') ? source.slice('shop:'.length) : null;
  return toolAddress(toolPath(source, line.tool), { campaignId: line.campaign_id, shopId });
}

/** The value a snapshot has in the source picker, and the call payload it stands for. */
export const snapshotValue = (snapshot: Pick<OverviewSnapshotData, 'marketplace' | 'source'>): string =>
  `${snapshot.marketplace}|${snapshot.source}`;

/** The payload of a picker value (empty: the newest snapshot). */
export function choiceOf(value: string | undefined): AccountOverviewPayload {
  if (!value) return {};
  const [marketplace, source] = value.split('|');
  return { marketplace: marketplace as Marketplace, ...(source ? { source } : {}) };
}

/** Labels of the chart series, in the page's language. */
export interface ChartLabels {
  spend: string;
  sales: string;
  orders: string;
}

const SPEND_COLOUR = '#1677ff';
const SALES_COLOUR = '#52c41a';

/** Spend and sales of the campaigns with the most spend, as horizontal bars (names read on a phone too). */
export function campaignChartOption(overview: AccountOverviewData, labels: ChartLabels): ChartOption {
  const campaigns = overview.campaigns.slice(0, CHART_CAMPAIGNS).reverse();
  const money = (value: number) => formatMoney(overview.marketplace, value);
  return {
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { data: [labels.spend, labels.sales], top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v) => money(Number(v)) },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
    yAxis: {
      type: 'category',
      data: campaigns.map((c) => c.campaign_name),
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    series: [
      {
        name: labels.spend,
        type: 'bar',
        data: campaigns.map((c) => c.spend),
        itemStyle: { color: SPEND_COLOUR },
      },
      {
        name: labels.sales,
        type: 'bar',
        data: campaigns.map((c) => c.sales),
        itemStyle: { color: SALES_COLOUR },
      },
    ],
  };
}

/** Spend and sales per day (left axis) and orders (right axis). */
export function trendChartOption(overview: AccountOverviewData, labels: ChartLabels): ChartOption {
  const money = (value: number) => formatMoney(overview.marketplace, value);
  return {
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    legend: { data: [labels.spend, labels.sales, labels.orders], top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: overview.days.map((d) => d.date.slice(5)) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: labels.spend,
        type: 'line',
        data: overview.days.map((d) => d.spend),
        itemStyle: { color: SPEND_COLOUR },
      },
      {
        name: labels.sales,
        type: 'line',
        data: overview.days.map((d) => d.sales),
        itemStyle: { color: SALES_COLOUR },
      },
      {
        name: labels.orders,
        type: 'bar',
        yAxisIndex: 1,
        data: overview.days.map((d) => d.orders),
        itemStyle: { color: '#faad14' },
      },
    ],
  };
}
