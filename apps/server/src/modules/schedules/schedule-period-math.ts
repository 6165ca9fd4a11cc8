// Pure period math of schedule bidding (docs/algorithms.md, "Schedule executor"): the seller's periods
// become a cover of the whole day (gaps keep the base bid), and each segment start becomes an instant in
// the marketplace's ad time zone with Intl's zone data, so daylight saving time is handled without a
// date library. A start skipped by a spring-forward change runs at the first minute after the gap; a start
// repeated by a fall-back change runs once, at its first occurrence.

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

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `HH:mm` to minutes after midnight (24:00 is 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes after midnight as `HH:mm` (1440 wraps to 00:00). */
export function clockOf(minutes: number): string {
  const wrapped = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** The local date (`YYYY-MM-DD`) and minute of day of `at` in `timeZone`. */
export function wallTimeAt(at: number, timeZone: string): { date: string; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '0';
  return {
    date: `${value('year')}-${value('month')}-${value('day')}`,
    minute: Number(value('hour')) * 60 + Number(value('minute')),
  };
}

/** The UTC offset of `timeZone` at `at`, in minutes (Los Angeles in summer: -420). */
export function offsetMinutes(at: number, timeZone: string): number {
  const wall = wallTimeAt(at, timeZone);
  const wallAsUtc = Date.parse(`${wall.date}T00:00:00Z`) + wall.minute * MINUTE_MS;
  return Math.round((wallAsUtc - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant the clocks of `timeZone` show `minute` on `date`. A repeated time resolves to its first
 * occurrence; a skipped time moves forward by the gap (02:30 on a spring-forward day runs at 03:30).
 */
export function instantAt(date: string, minute: number, timeZone: string): number {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;
  const offsets = [
    offsetMinutes(wallAsUtc - DAY_MS / 2, timeZone),
    offsetMinutes(wallAsUtc + DAY_MS / 2, timeZone),
  ];
  const matching = offsets
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((candidate) => offsetMinutes(candidate, timeZone) * MINUTE_MS === wallAsUtc - candidate)
    .sort((a, b) => a - b);
  return matching[0] ?? wallAsUtc - Math.min(...offsets) * MINUTE_MS;
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The whole day as segments, in start order: each of the seller's periods, and a `base` segment (0 %)
 * for every gap between them. The contract refuses overlapping periods, so segments never overlap.
 */
export function daySegments(periods: readonly RulePeriod[]): DaySegment[] {
  const own = periods
    .map((period) => ({
      name: period.name,
      startMinute: minutesOf(period.start) % DAY_MINUTES,
      endMinute: minutesOf(period.end) % DAY_MINUTES,
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
  const firstDate = addDays(wallTimeAt(from, timeZone).date, -1);
  const lastDate = addDays(wallTimeAt(to, timeZone).date, 1);
  const byInstant = new Map<number, DaySegment>();
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    for (const segment of segments) {
      const at = instantAt(date, segment.startMinute, timeZone);
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
  const date = wallTimeAt(at, timeZone).date;
  const endDate = segment.endMinute <= segment.startMinute ? addDays(date, 1) : date;
  const start = instantAt(date, segment.startMinute, timeZone);
  const end = instantAt(endDate, segment.endMinute, timeZone);
  return {
    start: clockOf(wallTimeAt(start, BEIJING_TIME_ZONE).minute),
    end: clockOf(wallTimeAt(end, BEIJING_TIME_ZONE).minute),
  };
}

/** Beijing time (no daylight saving), which Chinese sellers plan their day in. */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/** Bid limits of one ad product and marketplace. */
export interface BidLimits {
  min: number;
  max: number;
}

/** base x (1 + adjustment %), rounded to the cent and clamped to Amazon's limits. */
export function scheduledBid(base: number, adjustmentPercent: number, limits: BidLimits): number {
  // toFixed first: 0.75 x 0.7 is 0.52499999… in binary and must round to 0.53 like the decimal value.
  const raw = Math.round(Number((base * (1 + adjustmentPercent / 100) * 100).toFixed(6))) / 100;
  return Math.min(limits.max, Math.max(limits.min, raw));
}
