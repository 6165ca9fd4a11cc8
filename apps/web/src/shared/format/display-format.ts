// Every date, time and amount of the console, written one way on every page: dates `2026-11-29`, times
// `2026-11-29 12:00` (24-hour, no seconds), money with its currency sign and thousands separators (yuan
// `¥1,999` or `¥12.50`; marketplace money with two decimals, `$12.50`, yen without). Times are shown in an explicit zone where one
// matters (Beijing for the seller, Los Angeles for a marketplace's ad clock) and never in the locale's own
// style (`2026/11/29 12:00:24`), whatever the browser's language.
import {
  BEIJING_TIME_ZONE,
  CURRENCY_SYMBOLS,
  MARKETPLACES,
  marketplaceInfo,
  type Marketplace,
  type ShopMarketplace,
} from '@adplan/contracts';

// Beijing time, the seller's own clock, as the contracts' time module names it.
export { BEIJING_TIME_ZONE };

type Instant = string | number | Date;

/** The calendar and clock fields of `instant` in `timeZone` (the browser's zone when undefined). */
function partsOf(instant: Instant, timeZone: string | undefined): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    ...(timeZone ? { timeZone } : {}),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** `2026-11-29 12:00` of an instant in `timeZone` (the browser's zone when undefined). */
export function formatDateTime(instant: Instant, timeZone?: string): string {
  const part = partsOf(instant, timeZone);
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']}`;
}

/** `2026-11-29` of an instant in `timeZone`; a `YYYY-MM-DD` date stays as it is. */
export function formatDate(instant: Instant, timeZone?: string): string {
  if (typeof instant === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(instant)) return instant;
  const part = partsOf(instant, timeZone);
  return `${part['year']}-${part['month']}-${part['day']}`;
}

/** `11-29 12:00` of an instant in `timeZone`: a time within the next days (schedule runs). */
export function formatMonthDayTime(instant: Instant, timeZone: string): string {
  const part = partsOf(instant, timeZone);
  return `${part['month']}-${part['day']} ${part['hour']}:${part['minute']}`;
}

/** Beijing time of an instant (`2026-11-29 12:00`). */
export function beijingTime(instant: Instant): string {
  return formatDateTime(instant, BEIJING_TIME_ZONE);
}

/** The marketplace's time of an instant (`2026-11-28 20:00`). */
export function marketplaceTime(instant: Instant, marketplace: ShopMarketplace): string {
  return formatDateTime(instant, marketplaceInfo(marketplace).timeZone);
}

/** `1,999.00`: an amount with thousands separators and `digits` decimals. */
function grouped(amount: number, digits: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * `¥1,999` or `¥12.50` of a yuan amount (a number or the API's decimal text, such as `"699.00"`): whole
 * yuan without decimals, as prices are written on the pricing and content pages, cents with two.
 */
export function formatYuan(amount: number | string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `¥${String(amount)}`;
  return `¥${grouped(value, Number.isInteger(value) ? 0 : 2)}`;
}

/**
 * `$12.50`, `￥1,200`: an amount in a marketplace's currency (spec §3; yen has no decimals); a dash for none
 * (a cost per click without clicks).
 */
export function formatMoney(marketplace: Marketplace, amount: number | null): string {
  if (amount === null) return '—';
  return `${CURRENCY_SYMBOLS[marketplace]}${grouped(amount, marketplace === 'JP' ? 0 : 2)}`;
}

// A shop profile names its currency (`USD`, `CAD`); the marketplace table says which marketplace uses it.
const MARKETPLACE_OF_CURRENCY: ReadonlyMap<string, Marketplace> = new Map(
  MARKETPLACES.map((marketplace) => [marketplaceInfo(marketplace).currency, marketplace]),
);

/**
 * `$12.50`, `C$8.00` of an amount in a shop profile's currency (`USD`, `CAD`): the marketplace's own sign
 * as a seller reads it in both languages (never the locale's `US$` or `CA$`); an unknown code is named.
 */
export function formatCurrencyAmount(currencyCode: string, amount: number): string {
  const marketplace = MARKETPLACE_OF_CURRENCY.get(currencyCode.toUpperCase());
  return marketplace ? formatMoney(marketplace, amount) : `${grouped(amount, 2)} ${currencyCode}`;
}

/** `36.8%` from a ratio; a dash for none (an ACOS without sales). */
export function formatPercent(ratio: number | null): string {
  return ratio === null ? '—' : `${(ratio * 100).toFixed(1)}%`;
}

/** `12,345`: a count with thousands separators. */
export const formatCount = (count: number): string => grouped(count, 0);
