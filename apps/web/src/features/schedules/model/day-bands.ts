// A rule's periods as bars of a 24-hour band: a period that wraps past midnight becomes two bars.
import type { SchedulePeriodView } from '@adplan/contracts';

/** One bar of a band, in hours from 0 to 24. */
export interface DayBar {
  name: SchedulePeriodView['name'];
  fromHour: number;
  toHour: number;
  adjustment: number;
  /** The period's own start and end (`HH:mm`) on this clock. */
  start: string;
  end: string;
}

const hoursOf = (time: string): number => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;

/** The bars of `periods` using their marketplace (`local`) or Beijing times. */
export function dayBars(periods: readonly SchedulePeriodView[], clock: 'local' | 'beijing'): DayBar[] {
  return periods.flatMap((period) => {
    const start = clock === 'local' ? period.start : period.start_beijing;
    const end = clock === 'local' ? period.end : period.end_beijing;
    const from = hoursOf(start) % 24;
    const to = hoursOf(end) % 24 || 24;
    const bar = { name: period.name, adjustment: period.bid_adjustment, start, end };
    return to > from
      ? [{ ...bar, fromHour: from, toHour: to }]
      : [
          { ...bar, fromHour: from, toHour: 24 },
          { ...bar, fromHour: 0, toHour: to },
        ].filter((b) => b.toHour > b.fromHour);
  });
}

/** `+20%`, `-30%`, `0%`. */
export function formatAdjustment(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}
