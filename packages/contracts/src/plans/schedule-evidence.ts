// The evidence of a schedule as the answers carry it (issue 20, docs/algorithms.md B4.9): the 24 hour cells
// of the history, each chosen period's spend saved and sales change with 80 % intervals, and the gain that
// decided whether the schedule was produced. Numbers only: the console writes the words.
import { z } from 'zod';
import { SCHEDULE_PERIOD_NAMES } from './schedule-cache';

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** An expected value with its 80 % interval (money in the marketplace's currency, or orders). */
export const evidenceIntervalSchema = z.object({
  expected: z.number().finite(),
  low: z.number().finite(),
  high: z.number().finite(),
});
export type EvidenceIntervalData = z.infer<typeof evidenceIntervalSchema>;

/** One hour of the day (marketplace time) summed over the history, and whether it holds the minimum evidence. */
export const scheduleHourCellSchema = z.object({
  hour: z.number().int().min(0).max(23),
  clicks: z.number().nonnegative(),
  orders: z.number().nonnegative(),
  spend: z.number().finite(),
  sales: z.number().finite(),
  active_days: z.number().int().nonnegative(),
  measured: z.boolean(),
});
export type ScheduleHourCellData = z.infer<typeof scheduleHourCellSchema>;

/** What one chosen period would have done on the history at its proposed adjustment. */
export const schedulePeriodEvidenceSchema = z.object({
  name: z.enum(SCHEDULE_PERIOD_NAMES),
  start: clockTime,
  end: clockTime,
  bid_adjustment: z.number().finite(),
  hours: z.number().int().nonnegative(),
  measured_hours: z.number().int().nonnegative(),
  spend_saved: evidenceIntervalSchema,
  sales_change: evidenceIntervalSchema,
  orders_change: evidenceIntervalSchema,
});
export type SchedulePeriodEvidenceData = z.infer<typeof schedulePeriodEvidenceSchema>;

/** Produced, or refused because the gain is within noise or the hours are thin; `no_change` when all are 0 %. */
export const SCHEDULE_EVIDENCE_VERDICTS = ['produced', 'within_noise', 'thin_evidence', 'no_change'] as const;
export type ScheduleEvidenceVerdictData = (typeof SCHEDULE_EVIDENCE_VERDICTS)[number];

/** The evidence of one campaign's schedule on its hourly history. */
export const scheduleEvidenceSchema = z.object({
  verdict: z.enum(SCHEDULE_EVIDENCE_VERDICTS),
  /** Calendar days of the history and bootstrap draws behind the intervals. */
  days: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
  /** The minimum evidence of an hour cell: clicks, on at least so many days. */
  minimum_per_hour: z.object({ clicks: z.number().int(), days: z.number().int() }),
  hours: z.array(scheduleHourCellSchema),
  periods: z.array(schedulePeriodEvidenceSchema),
  totals: z.object({
    clicks: z.number().nonnegative(),
    orders: z.number().nonnegative(),
    spend: z.number().finite(),
    sales: z.number().finite(),
  }),
  spend_saved: evidenceIntervalSchema,
  sales_change: evidenceIntervalSchema,
  /** Sales gained over a flat bid change of the same spend, after the selection optimism. */
  gain_at_equal_spend: evidenceIntervalSchema,
  selection_optimism: z.number().finite(),
});
export type ScheduleEvidenceData = z.infer<typeof scheduleEvidenceSchema>;
