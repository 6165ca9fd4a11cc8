// Business constants and limits of spec §9 that belong to no single area (console behaviour, generic form
// limits, service hours), in one place so the web, the server and the docs never disagree. Names carry
// their unit. Area constants live in `<area>/<area>-constants.ts`.
import type { Language } from './i18n/messages';
import { BEIJING_TIME_ZONE } from './time/zone-time';

const MEBIBYTE = 1024 * 1024;

// ---- Console behaviour ----

/** How long a toast message stays on screen, in milliseconds. */
export const MESSAGE_DURATION_MS = 10_000;

/** How long a notification stays on screen, in seconds. */
export const NOTICE_DURATION_SECONDS = 60;

/** How long the web waits for a lazily loaded page chunk before showing an error, in milliseconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Idle time after which the console logs the user out, in minutes; spec §9 gives 60 without a unit and
 * minutes is the only reading under which an idle logout is usable.
 */
export const IDLE_LOGOUT_MINUTES = 60;

/** Most bytes the web keeps in the browser's local storage (30 MiB). */
export const LOCAL_STORAGE_LIMIT_BYTES = 30 * MEBIBYTE;

/** Language used when the user or the browser states no preference. */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Version of the product shown in the console and the API. */
export const APP_VERSION = '1.0.0';

// ---- Form limits (spec §5 and §9) ----

/** Lowest valid network port. */
export const PORT_MIN = 0;

/** Highest valid network port. */
export const PORT_MAX = 65_535;

/** Most decimal places an amount of money may have. */
export const AMOUNT_MAX_DECIMALS = 2;

// ---- Service hours ----

/** A span of local clock time, `HH:mm`, start included and end excluded. */
export interface ClockSpan {
  start: string;
  end: string;
}

/** When customer service answers: Monday to Friday (ISO weekdays 1-5), 08:30-12:00 and 13:30-18:00, GMT+8. */
export const SERVICE_HOURS: {
  readonly timeZone: typeof BEIJING_TIME_ZONE;
  readonly utcOffsetMinutes: number;
  readonly isoWeekdays: readonly number[];
  readonly spans: readonly ClockSpan[];
} = {
  timeZone: BEIJING_TIME_ZONE,
  utcOffsetMinutes: 8 * 60,
  isoWeekdays: [1, 2, 3, 4, 5],
  spans: [
    { start: '08:30', end: '12:00' },
    { start: '13:30', end: '18:00' },
  ],
};

function minutesOfDay(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** True when `date` falls inside the service hours in Asia/Shanghai time; public holidays are not known here. */
export function isWithinServiceHours(date: Date): boolean {
  const time = date.getTime();
  if (Number.isNaN(time)) return false;
  // China has had no daylight saving since 1991, so a fixed offset is exact and does not depend on the
  // time-zone data of the runtime (browsers and slim Node builds differ there).
  const local = new Date(time + SERVICE_HOURS.utcOffsetMinutes * 60_000);
  const isoWeekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  if (!SERVICE_HOURS.isoWeekdays.includes(isoWeekday)) return false;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return SERVICE_HOURS.spans.some(
    (span) => minute >= minutesOfDay(span.start) && minute < minutesOfDay(span.end),
  );
}
