// Helpers that turn a decision into the explanation a seller reads beside each row: a rule id from
// docs/algorithms.md, one sentence in zh and en, and the named figures behind it.
import { marketplaceInfo, roundMoney, type Marketplace } from '@adplan/contracts';
import type { RowExplanation } from '../../model/plan';
import type { LocalizedText, Money, Ratio } from '../../model/units';

/** Figures of an explanation: named numbers or texts, rounded for reading. */
export type Figures = Record<string, number | string>;

/** Builds a row explanation; numbers in `figures` are rounded to 4 significant decimals for reading. */
export function explain(
  ruleId: string,
  reason: LocalizedText,
  figures: Figures,
  dataWindow?: string,
): RowExplanation {
  const rounded: Figures = {};
  for (const [name, value] of Object.entries(figures)) {
    rounded[name] = typeof value === 'number' ? roundFigure(value) : value;
  }
  return dataWindow ? { ruleId, reason, figures: rounded, dataWindow } : { ruleId, reason, figures: rounded };
}

/** Rounds a figure to at most 4 decimals (money and ratios stay readable, counts stay whole). */
export function roundFigure(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.round(value * 10_000) / 10_000;
}

/** Money with the marketplace's symbol and precision, e.g. `$1.25`, `£0.80`, `￥120`. */
export function formatMoney(marketplace: Marketplace, amount: Money): string {
  const info = marketplaceInfo(marketplace);
  return `${info.currencySymbol}${roundMoney(marketplace, amount).toFixed(info.decimals)}`;
}

/** A ratio as a percent with one decimal, e.g. 0.125 -> `12.5%`. */
export function formatRatio(ratio: Ratio): string {
  return `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;
}

/** Joins two localized texts with a separator fit for each language. */
export function joinText(a: LocalizedText, b: LocalizedText): LocalizedText {
  return { zh: `${a.zh}；${b.zh}`, en: `${a.en}; ${b.en}` };
}
