// The date range a bulk export covers, from its file name `bulk-<id>-<start>-<end>-<epoch ms>.xlsx`
// (reference §1.1), and how many of its last days still lack attributed orders (spec §9: exclude the
// last 3 days; reference §5.3).
import { marketplaceToday, type Marketplace } from '@adplan/contracts';
import { PLANNING_CONSTANTS } from './planning-constants';

/** The data window of a bulk export. Dates are `YYYY-MM-DD` in the marketplace's ad time zone. */
export interface DataWindow {
  start: string;
  end: string;
  /** Calendar days in the window, both ends included. */
  days: number;
  /** Days at the end of the window whose orders were still being attributed at download time. */
  incompleteDays: number;
  /** `start – end`, for explanations. */
  label: string;
}

// Browsers add ` (1)` to repeated downloads, so anything may follow the epoch before the extension.
const FILE_NAME = /bulk-[a-z0-9]+-(\d{8})-(\d{8})-(\d{10,})[^/\\]*\.xlsx?$/i;
const DAY_MS = 86_400_000;

function toIso(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

/**
 * Reads the window from a bulk export's file name, or undefined when the name does not follow Amazon's
 * pattern. The download day (from the epoch in the name, in the marketplace's time zone) decides how
 * many of the last days fall inside the attribution lag.
 */
export function parseBulkFileName(fileName: string, marketplace: Marketplace): DataWindow | undefined {
  const match = FILE_NAME.exec(fileName.trim());
  if (!match) return undefined;
  const [, startText = '', endText = '', epochText = ''] = match;
  const start = toIso(startText);
  const end = toIso(endText);
  const startDay = dayNumber(start);
  const endDay = dayNumber(end);
  if (!Number.isFinite(startDay) || !Number.isFinite(endDay) || endDay < startDay) return undefined;
  const downloaded = dayNumber(toIso(marketplaceToday(marketplace, new Date(Number(epochText)))));
  // Days from (download day - lag) up to the window's end have incomplete orders.
  const firstIncomplete = Math.max(startDay, downloaded - PLANNING_CONSTANTS.incompleteAttributionDays);
  const incompleteDays = Math.max(0, endDay - firstIncomplete + 1);
  return { start, end, days: endDay - startDay + 1, incompleteDays, label: `${start} – ${end}` };
}

/**
 * Whole days from the window's end to `now` when that is more than PLANNING_CONSTANTS.staleDataDays (a
 * ten-month-old export is never optimised silently), else undefined.
 */
export function staleWindowAge(window: DataWindow | undefined, now: Date): number | undefined {
  if (!window) return undefined;
  const age = Math.floor((now.getTime() - Date.parse(`${window.end}T00:00:00Z`)) / DAY_MS);
  return age > PLANNING_CONSTANTS.staleDataDays ? age : undefined;
}
