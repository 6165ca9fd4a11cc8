// Which hourly rows a schedule may learn from: complete days only, at most the newest 14 of them.
import { EngineError } from '../../errors/engine-error';
import type { HourlyCampaignRow } from '../../model/reports';
import type { LocalizedText } from '../../model/units';
import { SCHEDULE_CONSTANTS } from './schedule-constants';
import { scheduleMessages } from './schedule-messages';
import { addDays, daysBetween } from '@adplan/contracts';
import { PRODUCT_CODE } from '../../errors/product-codes';

/** The rows kept for one campaign, the calendar window they span and what was left out. */
export interface ScheduleWindow {
  rows: HourlyCampaignRow[];
  /** First and last local date (`YYYY-MM-DD`) of the window, both inclusive. */
  from: string;
  to: string;
  /** Calendar days from `from` to `to` (days without rows count: the campaign may simply not have served). */
  days: number;
  warnings: LocalizedText[];
}

/**
 * Keeps the rows of complete days (older than the last 3 days before `today`, the marketplace-local date)
 * and of the newest 14 days among them; throws 10017 when nothing usable is left.
 */
export function selectScheduleWindow(
  rows: readonly HourlyCampaignRow[],
  today: string,
  campaignName: string,
): ScheduleWindow {
  const latestComplete = addDays(today, -SCHEDULE_CONSTANTS.incompleteDays);
  const complete = rows.filter((row) => row.date <= latestComplete);
  const warnings: LocalizedText[] = [];
  const incompleteDays = new Set(rows.filter((row) => row.date > latestComplete).map((row) => row.date)).size;
  const dates = [...new Set(complete.map((row) => row.date))].sort();
  const to = dates.at(-1);
  if (to === undefined)
    throw new EngineError(
      PRODUCT_CODE.campaignWithoutHourlyData,
      scheduleMessages.noUsableHourlyRows(campaignName),
    );
  if (incompleteDays > 0) warnings.push(scheduleMessages.droppedIncomplete(incompleteDays, to));

  const earliestAllowed = addDays(to, -(SCHEDULE_CONSTANTS.maxDays - 1));
  const kept = complete.filter((row) => row.date >= earliestAllowed);
  const droppedDays = dates.filter((date) => date < earliestAllowed).length;
  if (droppedDays > 0) warnings.push(scheduleMessages.droppedTooMany(droppedDays, earliestAllowed));

  const from = dates.find((date) => date >= earliestAllowed) ?? to;
  if (daysBetween(from, today) > SCHEDULE_CONSTANTS.staleAfterDays)
    warnings.push(scheduleMessages.stale(from));
  return { rows: kept, from, to, days: daysBetween(from, to) + 1, warnings };
}

/** Splits the window's rows into the first and the second half of its calendar days (the middle day goes second). */
export function splitWindowInHalves(window: ScheduleWindow): [HourlyCampaignRow[], HourlyCampaignRow[]] {
  const secondHalfStart = addDays(window.from, Math.floor(window.days / 2));
  return [
    window.rows.filter((row) => row.date < secondHalfStart),
    window.rows.filter((row) => row.date >= secondHalfStart),
  ];
}
