// Advertising figures as the account overview and the home page's summary write them: money with the
// marketplace's currency symbol and one rounding (whole yen in JP), ratios as percentages, counts grouped.
import { CURRENCY_SYMBOLS, type Marketplace } from '@adplan/contracts';

/** `$1,234.50`, `￥1,200`; a dash for none. */
export function formatMoney(marketplace: Marketplace, amount: number | null): string {
  if (amount === null) return '—';
  const digits = marketplace === 'JP' ? 0 : 2;
  return `${CURRENCY_SYMBOLS[marketplace]}${amount.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}`;
}

/** `36.8%` from a ratio; a dash for none. */
export function formatPercent(ratio: number | null): string {
  return ratio === null ? '—' : `${(ratio * 100).toFixed(1)}%`;
}

/** `12,345` */
export const formatCount = (count: number): string => count.toLocaleString('en-US');
