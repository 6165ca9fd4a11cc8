// Pure period math of schedule bidding (docs/algorithms.md, "Schedule executor"): the seller's periods
// become a cover of the whole day (gaps keep the base bid), and each segment start becomes an instant in
// the marketplace's ad time zone through the contracts' time module (the engine's schedule rule uses the
// same one). A start skipped by a spring-forward change runs at the first minute after the gap; a start
// repeated by a fall-back change runs once, at its first occurrence.
import {
  addDays,
  calendarDayIn,
  instantAtWallTime,
  parseClockTime,
  periodInBeijing,
} from '@adplan/contracts';

/** One period as stored: `HH:mm` times in the ad time zone, end exclusive, may wrap past midnight. */
export interface RulePeriod {
  name: string;
  start: string;
  end: string;
  bid_adjustment: number;
}

/** A part of the day with one adjustment; `name` is `base` for a gap between the seller's periods. */
export interface DaySegment {
  name: string;
  startMinute: number;
  endMinute: number;
  adjustment: number;
}

/** One instant at which a segment starts. */
export interface SegmentStart {
  at: number;
  segment: DaySegment;
}

const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;

/**
 * The whole day as segments, in start order: each of the seller's periods, and a `base` segment (0 %)
 * for every gap between them. The contract refuses overlapping periods, so segments never overlap.
 */
export function daySegments(periods: readonly RulePeriod[]): DaySegment[] {
  const own = periods
    .map((period) => ({
      name: period.name,
      startMinute: (parseClockTime(period.start) ?? 0) % DAY_MINUTES,
      endMinute: (parseClockTime(period.end) ?? 0) % DAY_MINUTES,
      adjustment: period.bid_adjustment,
    }))
    .sort((a, b) => a.startMinute - b.startMinute);
  const segments: DaySegment[] = [];
  own.forEach((segment, index) => {
    segments.push(segment);
    const next = own[(index + 1) % own.length] ?? segment;
    if (segment.endMinute !== next.startMinute)
      segments.push({
        name: 'base',
        startMinute: segment.endMinute,
        endMinute: next.startMinute,
        adjustment: 0,
      });
  });
  return segments.sort((a, b) => a.startMinute - b.startMinute);
}

/** Every segment start in (`from`, `to`], in time order; two starts on one instant keep the later segment. */
export function segmentStartsBetween(
  segments: readonly DaySegment[],
  timeZone: string,
  from: number,
  to: number,
): SegmentStart[] {
  const firstDate = addDays(calendarDayIn(from, timeZone), -1);
  const lastDate = addDays(calendarDayIn(to, timeZone), 1);
  const byInstant = new Map<number, DaySegment>();
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    for (const segment of segments) {
      const at = instantAtWallTime(date, segment.startMinute, timeZone).getTime();
      if (at > from && at <= to) byInstant.set(at, segment);
    }
  }
  return [...byInstant.entries()].sort((a, b) => a[0] - b[0]).map(([at, segment]) => ({ at, segment }));
}

/** The segment running at `at` and the instant it started (searched back up to two days). */
export function currentSegment(segments: readonly DaySegment[], timeZone: string, at: number): SegmentStart {
  const starts = segmentStartsBetween(segments, timeZone, at - 2 * DAY_MS, at);
  const last = starts.at(-1);
  if (!last) throw new Error('A schedule without segments has no current period.');
  return last;
}

/** The next `count` segment starts after `at`. */
export function nextSegmentStarts(
  segments: readonly DaySegment[],
  timeZone: string,
  at: number,
  count: number,
): SegmentStart[] {
  const days = Math.ceil(count / Math.max(segments.length, 1)) + 2;
  return segmentStartsBetween(segments, timeZone, at, at + days * DAY_MS).slice(0, count);
}

/** A segment's start and end as Beijing clock times on the local day containing `at`. */
export function segmentInBeijing(
  segment: Pick<DaySegment, 'startMinute' | 'endMinute'>,
  timeZone: string,
  at: number,
): { start: string; end: string } {
  return periodInBeijing(calendarDayIn(at, timeZone), segment.startMinute, segment.endMinute, timeZone);
}
