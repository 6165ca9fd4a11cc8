// A marketplace's own clock: "today", local dates and hours are those of its advertising profile's time
// zone (MARKETPLACE_TABLE), which decides start dates, report days and when a schedule period begins.
import { MARKETPLACE_TABLE, type Marketplace } from '../marketplaces/marketplace-table';
import { calendarDayIn, hourOfDayIn } from './zone-time';

/** The marketplace-local date of `now` as `YYYY-MM-DD`. */
export function marketplaceLocalDate(marketplace: Marketplace, now: Date | number = Date.now()): string {
  return calendarDayIn(now, MARKETPLACE_TABLE[marketplace].timeZone);
}

/** Today's date in the marketplace's ad time zone as `YYYYMMDD` (bulk-sheet start dates may not be earlier). */
export function marketplaceToday(marketplace: Marketplace, now: Date | number = Date.now()): string {
  return marketplaceLocalDate(marketplace, now).replaceAll('-', '');
}

/** The hour of day (0-23) of `now` in the marketplace's ad time zone. */
export function marketplaceHourOfDay(marketplace: Marketplace, now: Date | number = Date.now()): number {
  return hourOfDayIn(now, MARKETPLACE_TABLE[marketplace].timeZone);
}
