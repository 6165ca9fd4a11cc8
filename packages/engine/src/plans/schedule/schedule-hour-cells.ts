// The history of one campaign as a matrix of days by hours of the day, the unit the evidence bootstrap
// resamples, and the 24 hour cells the seller's chart shows.
import type { HourlyCampaignRow } from '../../model/reports';
import type { ScheduleHourCell } from '../../model/schedule-evidence';
import { SCHEDULE_EVIDENCE_CONSTANTS } from './schedule-evidence-constants';

/** Clicks, orders, spend and sales of one hour on one day. */
export interface HourFigures {
  clicks: number;
  orders: number;
  spend: number;
  sales: number;
}

/** One day of the history: 24 hours of figures (zeros where the report has no row). */
export type DayHours = HourFigures[];

const emptyHour = (): HourFigures => ({ clicks: 0, orders: 0, spend: 0, sales: 0 });
const emptyDay = (): DayHours => Array.from({ length: 24 }, emptyHour);

/**
 * The history's days, one per calendar day of the window: days with rows first, in date order, then a zero
 * day for each calendar day without any row (the campaign did not serve: a real day of the history).
 */
export function historyDays(rows: readonly HourlyCampaignRow[], calendarDays: number): DayHours[] {
  const byDate = new Map<string, DayHours>();
  for (const row of rows) {
    if (row.hour < 0 || row.hour > 23) continue;
    const day = byDate.get(row.date) ?? emptyDay();
    byDate.set(row.date, day);
    const cell = day[row.hour] as HourFigures;
    cell.clicks += row.metrics.clicks;
    cell.orders += row.metrics.orders;
    cell.spend += row.metrics.spend;
    cell.sales += row.metrics.sales;
  }
  const days = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, day]) => day);
  while (days.length < calendarDays) days.push(emptyDay());
  return days;
}

/** True when an hour holds the minimum evidence: enough clicks, spread over enough days. */
export function isMeasuredHour(clicks: number, activeDays: number): boolean {
  const { minHourCellClicks, minHourCellDays } = SCHEDULE_EVIDENCE_CONSTANTS;
  return clicks >= minHourCellClicks && activeDays >= minHourCellDays;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The 24 hour cells of the history, summed over its days, each marked measured or not. */
export function hourCells(days: readonly DayHours[]): ScheduleHourCell[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const total = emptyHour();
    let activeDays = 0;
    for (const day of days) {
      const cell = day[hour] as HourFigures;
      total.clicks += cell.clicks;
      total.orders += cell.orders;
      total.spend += cell.spend;
      total.sales += cell.sales;
      if (cell.clicks > 0) activeDays += 1;
    }
    return {
      hour,
      clicks: total.clicks,
      orders: round2(total.orders),
      spend: round2(total.spend),
      sales: round2(total.sales),
      activeDays,
      measured: isMeasuredHour(total.clicks, activeDays),
    };
  });
}

/**
 * The local hours (0-23) a period covers; `start`/`end` are minutes of the day (end 1440 = midnight), and a
 * merged period whose end is not after its start wraps past midnight. An hour counts when it starts inside.
 */
export function hoursOfPeriod(start: number, end: number): number[] {
  const hours: number[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    const minute = hour * 60;
    const inside = end > start ? minute >= start && minute < end : minute >= start || minute < end;
    if (inside) hours.push(hour);
  }
  return hours;
}
