// The forecast in the explanation workbook (docs/algorithms.md Part D5): per changed row the expected
// clicks, spend, orders and cost per sale per day before → after with their 80 % intervals, the weight of the
// target's own data and the "too fresh" flag; and a sheet with the plan's totals and each campaign's.
import { marketplaceInfo, roundMoney, type Marketplace } from '@adplan/contracts';
import type { PlanRow } from '../model/plan';
import type { Ratio } from '../model/units';
import type { ExplanationLanguage } from './explanation-labels';
import { FORECAST_WORDS as F } from './forecast-words';

// The shapes the writer reads of a plan forecast (plans/forecast/plan-forecast.ts's PlanForecast has them;
// the writer layer may not import the planner's, so it states what it needs).

/** An expected value with its 80 % interval. */
interface Interval {
  expected: number;
  low: number;
  high: number;
}

/** Clicks, spend, orders and cost per sale per day (no cost per sale when no draw has an order). */
export interface ExplainedFigures {
  clicks: Interval;
  spend: Interval;
  orders: Interval;
  costPerSale?: Interval;
}

/** The forecast of one plan row, by its index in the plan's rows. */
export interface ExplainedRowForecast {
  row: number;
  before: ExplainedFigures;
  after: ExplainedFigures;
  ownDataWeight?: Ratio;
  tooFresh: boolean;
}

/** The forecast of a plan as the explanation workbook shows it. */
export interface ExplainedForecast {
  horizonDays: number;
  draws: number;
  rows: readonly ExplainedRowForecast[];
  campaigns: ReadonlyArray<{ name: string; before: ExplainedFigures; after: ExplainedFigures }>;
  totals: { before: ExplainedFigures; after: ExplainedFigures };
  rowsWithoutForecast: number;
}

type DailyFigures = ExplainedFigures;
type RowForecast = ExplainedRowForecast;
type PlanForecast = ExplainedForecast;

type Cell = string | number | undefined;

/** A count per day with one decimal below 10 and none above (false precision helps nobody). */
const count = (value: number): string => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function moneyText(marketplace: Marketplace, value: number): string {
  const info = marketplaceInfo(marketplace);
  return `${info.currencySymbol}${roundMoney(marketplace, value).toFixed(info.decimals)}`;
}

/** `3.2 (2.5–4.0)`; an infinite bound (draws without an order) says so. */
function intervalText(
  interval: Interval | undefined,
  format: (value: number) => string,
  language: ExplanationLanguage,
): string {
  if (!interval) return F.noOrders[language];
  const high = Number.isFinite(interval.high) ? format(interval.high) : F.noUpperBound[language];
  return `${format(interval.expected)} (${format(interval.low)}–${high})`;
}

/** The four figures of a day, each as text, before or after. */
function figureTexts(figures: DailyFigures, marketplace: Marketplace, language: ExplanationLanguage) {
  const money = (value: number) => moneyText(marketplace, value);
  return {
    clicks: intervalText(figures.clicks, count, language),
    spend: intervalText(figures.spend, money, language),
    orders: intervalText(figures.orders, count, language),
    costPerSale: intervalText(figures.costPerSale, money, language),
  };
}

/** The forecast of each plan row by the row object (rows of other uploads have none). */
export function forecastByRow(
  plan: { rows: readonly PlanRow[] },
  forecast: PlanForecast | undefined,
): Map<PlanRow, RowForecast> {
  const byRow = new Map<PlanRow, RowForecast>();
  for (const row of forecast?.rows ?? []) {
    const planRow = plan.rows[row.row];
    if (planRow) byRow.set(planRow, row);
  }
  return byRow;
}

/** The forecast columns of one explanation row (empty cells when the row has no forecast). */
export function forecastRowCells(
  row: RowForecast | undefined,
  marketplace: Marketplace,
  language: ExplanationLanguage,
): Cell[] {
  if (!row) return F.rowColumns.map(() => undefined);
  const before = figureTexts(row.before, marketplace, language);
  const after = figureTexts(row.after, marketplace, language);
  const arrow = (key: keyof typeof before) => `${before[key]} → ${after[key]}`;
  return [
    arrow('clicks'),
    arrow('spend'),
    arrow('orders'),
    arrow('costPerSale'),
    row.ownDataWeight === undefined ? undefined : `${Math.round(row.ownDataWeight * 100)}%`,
    row.tooFresh ? F.tooFresh[language] : F.notFresh[language],
  ];
}

function scopeLine(
  scope: string,
  figures: { before: DailyFigures; after: DailyFigures },
  marketplace: Marketplace,
  language: ExplanationLanguage,
): Cell[] {
  const before = figureTexts(figures.before, marketplace, language);
  const after = figureTexts(figures.after, marketplace, language);
  return [
    scope,
    before.clicks,
    after.clicks,
    before.spend,
    after.spend,
    before.orders,
    after.orders,
    before.costPerSale,
    after.costPerSale,
  ];
}

/** The lines of the forecast sheet: the plan's totals, then each campaign the plan touches. */
export function forecastSheetLines(
  forecast: PlanForecast,
  marketplace: Marketplace,
  language: ExplanationLanguage,
): Cell[][] {
  const header = F.columns.map((c) => c[language]);
  const lines: Cell[][] = [[F.title[language]], [F.horizon(forecast.horizonDays, forecast.draws)[language]]];
  if (forecast.rowsWithoutForecast > 0)
    lines.push([F.withoutForecast(forecast.rowsWithoutForecast)[language]]);
  lines.push(
    [],
    [F.totals[language]],
    header,
    scopeLine(F.totals[language], forecast.totals, marketplace, language),
  );
  lines.push([], [F.perCampaign[language]], header);
  for (const campaign of forecast.campaigns)
    lines.push(scopeLine(campaign.name, campaign, marketplace, language));
  return lines;
}
