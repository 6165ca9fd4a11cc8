// A schedule rule as a 24-hour band: each period becomes one or two segments (a period crossing midnight
// wraps), in marketplace time and in Beijing time, with its bid adjustment.
import type { SchedulePeriodName } from './schedule-period-name';

/** One drawable piece of a period: from `startHour` to `endHour` (0-24, fractional). */
export interface ChartSegment {
  name: SchedulePeriodName;
  startHour: number;
  endHour: number;
  bidAdjustment: number;
  /** The period's own start and end as written. */
  start: string;
  end: string;
}

/** `07:30` -> 7.5; `24:00` -> 24. */
export function hourOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) + Number(minutes) / 60;
}

/** The segments of the periods, cut at midnight, sorted by start. */
export function chartSegments(
  periods: ReadonlyArray<{ name: SchedulePeriodName; start: string; end: string; bidAdjustment: number }>,
): ChartSegment[] {
  const segments: ChartSegment[] = [];
  for (const period of periods) {
    const start = hourOf(period.start);
    let end = hourOf(period.end);
    if (end === 0) end = 24;
    const base = {
      name: period.name,
      bidAdjustment: period.bidAdjustment,
      start: period.start,
      end: period.end,
    };
    if (end > start) segments.push({ ...base, startHour: start, endHour: end });
    else {
      segments.push({ ...base, startHour: start, endHour: 24 });
      if (end > 0) segments.push({ ...base, startHour: 0, endHour: end });
    }
  }
  return segments.sort((a, b) => a.startHour - b.startHour);
}

/** `+20%`, `-30%`, `0%`. */
export function formatAdjustment(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}
