// The schedule-bidding calls of linked shops (issue 14): preview the schedule of hourly reports, create
// rules for a shop's campaigns, list them, read one with its next instants and history, pause, resume and
// stop. Times in answers are ISO-8601 instants; period times are `HH:mm` in the marketplace's ad time zone
// (MARKETPLACE_TABLE) with their Beijing equivalent.
import { z } from 'zod';
import { SCHEDULE_PERIOD_NAMES } from '../plans/schedule-cache';
import { MARKETPLACES } from '../marketplaces/marketplace-table';
import { SCHEDULE_ADJUSTMENT_RANGE, SCHEDULE_MAX_CAMPAIGNS_PER_CALL } from './schedules-constants';

/** `HH:mm` from 00:00 to 24:00. */
const clockTime = z
  .string({ error: 'validation.schedule.timeInvalid' })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'validation.schedule.timeInvalid');

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes of the day a period covers, end exclusive, wrapping past midnight. */
function coveredMinutes(start: string, end: string): number[] {
  const from = minutesOf(start) % 1440;
  const to = minutesOf(end) % 1440;
  const length = (to - from + 1440) % 1440;
  return Array.from({ length }, (_, index) => (from + index) % 1440);
}

const shopId = z
  .string({ error: 'validation.schedule.shopRequired' })
  .trim()
  .min(1, 'validation.schedule.shopRequired')
  .max(64);
const ruleId = z
  .string({ error: 'validation.schedule.ruleRequired' })
  .trim()
  .min(1, 'validation.schedule.ruleRequired')
  .max(64);

/** One period a seller schedules: name, start and end in the marketplace's ad time, adjustment in percent. */
export const schedulePeriodInputSchema = z
  .object({
    name: z.enum(SCHEDULE_PERIOD_NAMES),
    start: clockTime,
    end: clockTime,
    bid_adjustment: z
      .number({ error: 'validation.schedule.adjustmentRange' })
      .finite()
      .min(SCHEDULE_ADJUSTMENT_RANGE.min, 'validation.schedule.adjustmentRange')
      .max(SCHEDULE_ADJUSTMENT_RANGE.max, 'validation.schedule.adjustmentRange'),
  })
  .refine((period) => minutesOf(period.start) % 1440 !== minutesOf(period.end) % 1440, {
    message: 'validation.schedule.periodEmpty',
    path: ['end'],
  });
export type SchedulePeriodInput = z.infer<typeof schedulePeriodInputSchema>;

/** The periods of one campaign: at least one, never overlapping (gaps keep the base bids). */
export const schedulePeriodListSchema = z
  .array(schedulePeriodInputSchema)
  .min(1, 'validation.schedule.periodsRequired')
  .max(SCHEDULE_PERIOD_NAMES.length * 4)
  .refine(
    (periods) => {
      const seen = new Set<number>();
      for (const period of periods)
        for (const minute of coveredMinutes(period.start, period.end)) {
          if (seen.has(minute)) return false;
          seen.add(minute);
        }
      return true;
    },
    { message: 'validation.schedule.periodsOverlap' },
  );

/** Where a rule's periods came from: hourly reports run through the schedule flow, or a schedule plan. */
export const SCHEDULE_RULE_SOURCES = ['hourly', 'plan'] as const;
export type ScheduleRuleSource = (typeof SCHEDULE_RULE_SOURCES)[number];

/** POST /shop_schedule_create: schedules the named campaigns of a linked shop. */
export const scheduleCreatePayloadSchema = z
  .object({
    shop_id: shopId,
    source: z.enum(SCHEDULE_RULE_SOURCES),
    /** The usage record's plan number when `source` is `plan`. */
    order_num: z.string().trim().max(64).optional(),
    campaigns: z
      .array(
        z.object({
          campaign_name: z.string().trim().min(1, 'validation.required').max(255),
          periods: schedulePeriodListSchema,
        }),
      )
      .min(1, 'validation.schedule.campaignsRequired')
      .max(SCHEDULE_MAX_CAMPAIGNS_PER_CALL, 'validation.schedule.tooManyCampaigns'),
  })
  .refine((payload) => payload.source !== 'plan' || (payload.order_num ?? '') !== '', {
    message: 'validation.schedule.orderNumRequired',
    path: ['order_num'],
  });
export type ScheduleCreatePayload = z.infer<typeof scheduleCreatePayloadSchema>;

/** A rule's life: running, paused (bids stay), stopping (restoring base bids), stopped. */
export const SCHEDULE_RULE_STATES = ['active', 'paused', 'stopping', 'stopped'] as const;
export type ScheduleRuleState = (typeof SCHEDULE_RULE_STATES)[number];

/** One period as answers show it, with its Beijing times on the next day it applies. */
export const schedulePeriodViewSchema = z.object({
  name: z.enum([...SCHEDULE_PERIOD_NAMES, 'base']),
  start: z.string(),
  end: z.string(),
  start_beijing: z.string(),
  end_beijing: z.string(),
  bid_adjustment: z.number(),
});
export type SchedulePeriodView = z.infer<typeof schedulePeriodViewSchema>;

/** One rule in a shop's list. */
export const scheduleRuleItemSchema = z.object({
  rule_id: z.string(),
  shop_id: z.string(),
  // Any marketplace of the table: the executor's bid rule and hours serve every one (a JP rule bids whole
  // yen at Tokyo hours), whichever of them can be linked today.
  marketplace: z.enum(MARKETPLACES),
  campaign_id: z.string(),
  campaign_name: z.string(),
  ad_product: z.enum(['SP', 'SB']),
  source: z.enum(SCHEDULE_RULE_SOURCES),
  order_num: z.string().nullable(),
  time_zone: z.string(),
  state: z.enum(SCHEDULE_RULE_STATES),
  /** The periods as the seller set them (gaps keep base bids). */
  periods: z.array(schedulePeriodViewSchema),
  /** The instant the next period starts, null unless the rule is running. */
  next_run_at: z.string().nullable(),
  /** The latest execution's result, null before the first one. */
  last_result: z.enum(['done', 'partial', 'failed', 'skipped', 'pending']).nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ScheduleRuleItem = z.infer<typeof scheduleRuleItemSchema>;

/** GET /shop_schedule_rules?shop_id= */
export const scheduleRulesPayloadSchema = z.object({ shop_id: shopId });
export const scheduleRulesDataSchema = z.object({ rules: z.array(scheduleRuleItemSchema) });
export type ScheduleRulesData = z.infer<typeof scheduleRulesDataSchema>;

/** What one execution did to one bid. */
export const scheduleBidChangeSchema = z.object({
  kind: z.enum(['spKeyword', 'spTarget', 'spAdGroup', 'sbKeyword', 'sbTarget']),
  target_id: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  base: z.number(),
  /** `manual`: the seller changed the bid by hand, which became the new base. */
  result: z.enum(['updated', 'unchanged', 'failed', 'manual']),
  reason: z.string().optional(),
});
export type ScheduleBidChange = z.infer<typeof scheduleBidChangeSchema>;

/** Execution kinds: a period start, the current period on resume, or the restore of base bids on stop. */
export const SCHEDULE_EXECUTION_KINDS = ['period', 'resume', 'restore'] as const;

/** One execution of a rule. */
export const scheduleExecutionSchema = z.object({
  execution_id: z.number(),
  kind: z.enum(SCHEDULE_EXECUTION_KINDS),
  period_name: z.string(),
  /** The instant the period started (or the resume/stop instant). */
  period_start: z.string(),
  bid_adjustment: z.number(),
  state: z.enum(['pending', 'running', 'done', 'partial', 'failed', 'skipped']),
  /** Applied after its start because the server was down or busy. */
  late: z.boolean(),
  attempts: z.number(),
  finished_at: z.string().nullable(),
  /** 50014 when it gave up. */
  error_code: z.number().nullable(),
  error_reason: z.string().nullable(),
  counts: z.object({ updated: z.number(), unchanged: z.number(), manual: z.number(), failed: z.number() }),
  changes: z.array(scheduleBidChangeSchema),
});
export type ScheduleExecution = z.infer<typeof scheduleExecutionSchema>;

/** GET /shop_schedule_detail?rule_id= */
export const scheduleRulePayloadSchema = z.object({ rule_id: ruleId });
export const scheduleDetailDataSchema = z.object({
  rule: scheduleRuleItemSchema,
  /** The next period starts (ISO instants) while the rule runs. */
  next_runs: z.array(z.object({ at: z.string(), period_name: z.string(), bid_adjustment: z.number() })),
  /** Newest first, at most 30 days. */
  history: z.array(scheduleExecutionSchema),
});
export type ScheduleDetailData = z.infer<typeof scheduleDetailDataSchema>;

/** The answer of create: the rules made. */
export const scheduleCreateDataSchema = z.object({ rules: z.array(scheduleRuleItemSchema) });

/** The answer of pause/resume/stop: the rule afterwards. */
export const scheduleRuleAnswerSchema = z.object({ rule: scheduleRuleItemSchema });

/** The params of POST /shop_schedule_preview (multipart, with the hourly CSVs as `hourly_files`). */
export const schedulePreviewParamsSchema = z.object({ shop_id: shopId });

/** The schedule the engine's schedule flow made from hourly reports, one entry per campaign. */
export const schedulePreviewDataSchema = z.object({
  campaigns: z.array(
    z.object({
      campaign_name: z.string(),
      /** Whether the shop has an enabled or paused campaign of that name. */
      in_shop: z.boolean(),
      periods: z.array(schedulePeriodViewSchema.extend({ reason: z.string().optional() })),
    }),
  ),
});
export type SchedulePreviewData = z.infer<typeof schedulePreviewDataSchema>;

/** The multipart field of the hourly report files. */
export const SCHEDULE_HOURLY_FIELD = 'hourly_files';
