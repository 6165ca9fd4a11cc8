// Shop dates as sellers read them: Beijing time first (the console's sellers are in China), and the
// marketplace's own time beside it. Amazon's US and CA advertising profiles both run on
// America/Los_Angeles, so that is the marketplace time of both.
import type { ShopMarketplace } from '@adplan/contracts';

export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/** The time zone of a marketplace's advertising profile. */
export const MARKETPLACE_TIME_ZONES: Record<ShopMarketplace, string> = {
  US: 'America/Los_Angeles',
  CA: 'America/Los_Angeles',
};

/** `2026-11-26 10:00` of an ISO instant in `timeZone`. */
export function formatInZone(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Beijing time of an instant. */
export function beijingTime(iso: string): string {
  return formatInZone(iso, BEIJING_TIME_ZONE);
}

/** The marketplace's time of an instant. */
export function marketplaceTime(iso: string, marketplace: ShopMarketplace): string {
  return formatInZone(iso, MARKETPLACE_TIME_ZONES[marketplace]);
}
