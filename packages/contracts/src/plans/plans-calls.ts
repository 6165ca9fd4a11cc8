// The plan calls of spec §7 (issue 9): flow generation, parameter and file checks, ASIN checks, the
// pre-upload workbook check, usage records, schedule-rule records, generation progress and downloads.
// Upload calls travel as multipart form data: the field `params` holds the flow's snake_case parameters
// as JSON (the same names as the CLI's parameter file), the files are `bulk_file`, `report_files` and
// `hourly_files`. Texts in answers are already in the caller's language.
import { z } from 'zod';
import { MARKETPLACES } from '../marketplaces/marketplace-table';
import { ASIN_PATTERN, PLAN_FLOWS } from './plan-parameters';
import { SCHEDULE_PERIOD_NAMES } from './schedule-cache';
import { planForecastViewSchema } from './plan-forecast-calls';
import { scheduleEvidenceSchema } from './schedule-evidence';

// ---- Multipart form fields ----

/** Names of the multipart fields of the upload calls. */
export const PLAN_FORM_FIELDS = {
  /** JSON text of the flow's snake_case parameters. */
  params: 'params',
  /** `/param_check*` only: which flow the parameters are for. */
  flow: 'flow',
  /** Client-chosen id under which `/plan_progress` reports the stages of this request. */
  requestId: 'request_id',
  /**
   * The id of files uploaded before (a check's answer carries it): the generation reads those stored files
   * instead of receiving them again.
   */
  uploadId: 'upload_id',
  /** One bulk-operations workbook (xls/xlsx, at most 10 MB). */
  bulkFile: 'bulk_file',
  /** Search-term or other console reports (CSV/xlsx, at most 10). */
  reportFiles: 'report_files',
  /** Hourly campaign reports for schedule bidding (CSV/xlsx, at most 10). */
  hourlyFiles: 'hourly_files',
} as const;

/** File extensions (lower case, no dot) accepted for `report_files` and `hourly_files`. */
export const PLAN_REPORT_FILE_EXTENSIONS: readonly string[] = ['csv', 'xlsx'];

/** Largest report or hourly file accepted, in bytes (20 MiB; the bulk sheet has its own 10 MiB limit). */
export const PLAN_REPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A client-chosen progress id: 8-64 letters, digits, `-` or `_` (a UUID fits). */
export const PLAN_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Rows of a plan the preview lists; the rest are counted in `total_rows` and are in the workbook. */
export const PLAN_PREVIEW_MAX_ROWS = 500;

/** Usage records per page of `/ad_history` at most. */
export const AD_HISTORY_MAX_PAGE_SIZE = 100;

// ---- Flows ----

/** Every plan flow (the engine's names, kebab-case); the same list as `PLAN_FLOWS` of the parameter schemas. */
export const PLAN_CALL_FLOWS = PLAN_FLOWS;

/** One plan flow. */
export const planCallFlowSchema = z.enum(PLAN_CALL_FLOWS);
export type PlanCallFlow = z.infer<typeof planCallFlowSchema>;

const marketplace = z.enum(MARKETPLACES);

/**
 * The `params` JSON of a call that serves any flow (the checks): a JSON object of snake_case parameters.
 * Generation calls use their flow's schema from `PLAN_PARAMETER_SCHEMAS`.
 */
export const planParamsSchema = z.record(z.string(), z.unknown());
export type PlanParams = z.infer<typeof planParamsSchema>;

// ---- Generation answer ----

/** Kinds of change a plan row makes (the engine's change types). */
export const PLAN_CHANGE_TYPES = [
  'createCampaign',
  'createAdGroup',
  'createAd',
  'createKeyword',
  'createProductTarget',
  'harvestKeyword',
  'harvestProductTarget',
  'negativeKeyword',
  'negativeProductTarget',
  'bidIncrease',
  'bidDecrease',
  'pause',
  'enable',
  'placementAdjustment',
  'budgetChange',
  'strategyChange',
] as const;
export const planChangeTypeSchema = z.enum(PLAN_CHANGE_TYPES);
export type PlanChangeType = z.infer<typeof planChangeTypeSchema>;

const money = z.number().finite();

/** What a seller reads first: counts by change type, expected spend, bid moves and notes. */
export const planSummarySchema = z.object({
  change_counts: z.partialRecord(planChangeTypeSchema, z.number().int().nonnegative()),
  expected_daily_spend: money.optional(),
  recommended_daily_budget: money.optional(),
  bid_changes: z.array(z.object({ label: z.string(), before: money.optional(), after: money })),
  notes: z.array(z.string()),
});
export type PlanSummaryData = z.infer<typeof planSummarySchema>;

/** One row of the preview: what changes, where, before/after, and why (in the caller's language). */
export const planPreviewRowSchema = z.object({
  change_type: planChangeTypeSchema,
  /** Bulk entity of the row (`keyword`, `campaign`, `productTargeting` …). */
  entity: z.string(),
  /** Bulk operation (`create`, `update`, `archive`). */
  operation: z.string(),
  campaign_name: z.string().optional(),
  ad_group_name: z.string().optional(),
  /** Keyword text or targeting expression the row concerns. */
  target: z.string().optional(),
  match_type: z.string().optional(),
  placement: z.string().optional(),
  bid_before: money.optional(),
  bid_after: money.optional(),
  percentage_before: z.number().finite().optional(),
  percentage_after: z.number().finite().optional(),
  budget_before: money.optional(),
  budget_after: money.optional(),
  /** Rule identifier documented in docs/algorithms.md. */
  rule_id: z.string(),
  reason: z.string(),
  /** The row's index in the plan (what `/plan_edits` names it by); absent in plans stored before edits. */
  index: z.number().int().nonnegative().optional(),
  /** False when the seller left the row out (or a new campaign / ad group it belongs to). */
  included: z.boolean().optional(),
  /** Whether the seller may change the row's bid / daily budget. */
  bid_editable: z.boolean().optional(),
  budget_editable: z.boolean().optional(),
  /** What the seller changed on this row. */
  seller_changed: z.array(z.enum(['bid', 'budget'])).optional(),
});
export type PlanPreviewRow = z.infer<typeof planPreviewRowSchema>;

/** The plan as a seller reads it before downloading; rows capped at PLAN_PREVIEW_MAX_ROWS. */
export const planPreviewSchema = z.object({
  change_counts: z.partialRecord(planChangeTypeSchema, z.number().int().nonnegative()),
  total_rows: z.number().int().nonnegative(),
  rows: z.array(planPreviewRowSchema),
  /** Search terms and ASINs added as new targets from the search-term report. */
  harvested_terms: z.array(z.string()),
  /** Search terms and ASINs added as negatives. */
  negated_terms: z.array(z.string()),
});
export type PlanPreview = z.infer<typeof planPreviewSchema>;

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** One period of a schedule rule; times `HH:mm` in the marketplace's ad time zone and in Beijing time. */
export const schedulePeriodDataSchema = z.object({
  name: z.enum(SCHEDULE_PERIOD_NAMES),
  start: clockTime,
  end: clockTime,
  start_beijing: clockTime,
  end_beijing: clockTime,
  /** Bid adjustment in percent (+20 raises bids by 20 %). */
  bid_adjustment: z.number().finite(),
  reason: z.string().optional(),
});
export type SchedulePeriodData = z.infer<typeof schedulePeriodDataSchema>;

/** The schedule-rule record of one campaign (spec §3 usage record). */
export const scheduleRuleDataSchema = z.object({
  campaign_name: z.string(),
  time_zone: z.string(),
  reference_date: z.string().optional(),
  periods: z.array(schedulePeriodDataSchema),
  /** What the schedule would have done on the uploaded history, and whether it was produced. */
  evidence: scheduleEvidenceSchema.optional(),
});
export type ScheduleRuleData = z.infer<typeof scheduleRuleDataSchema>;

/**
 * What a downloadable workbook is for: the plan, one schedule period's upload, the plan's undo (all three
 * uploaded to Amazon), or the explanation workbook (reading only, never uploaded).
 */
export const planWorkbookRoleSchema = z.enum(['plan', 'schedule-period', 'rollback', 'explanation']);
export type PlanWorkbookRole = z.infer<typeof planWorkbookRoleSchema>;

/** One downloadable file of a plan. */
export const planWorkbookDataSchema = z.object({
  role: planWorkbookRoleSchema,
  file_name: z.string(),
  download_url: z.string(),
  size_bytes: z.number().int().nonnegative(),
  /** Schedule periods: which period, and when to upload it (marketplace and Beijing time). */
  period: z
    .object({ name: z.enum(SCHEDULE_PERIOD_NAMES), start: clockTime, start_beijing: clockTime })
    .optional(),
});
export type PlanWorkbookData = z.infer<typeof planWorkbookDataSchema>;

// ---- Edits (ADR 0030) ----

/** Money a seller types: finite, at most two decimals, positive (Amazon's ranges are checked by the engine). */
const editedMoney = z.number().finite().positive();

/** A seller's edits of a plan: row indexes left out, new bids and daily budgets by row index. */
export const planEditsSchema = z.object({
  removed: z.array(z.number().int().nonnegative()).max(100_000),
  bids: z.record(z.string().regex(/^\d+$/), editedMoney),
  budgets: z.record(z.string().regex(/^\d+$/), editedMoney),
});
export type PlanEditsData = z.infer<typeof planEditsSchema>;

/** Answer data of a generation call. */
export const generatedPlanDataSchema = z.object({
  plan_id: z.string(),
  flow: planCallFlowSchema,
  marketplace,
  /** Plan name shown in the usage records. */
  plan_name: z.string(),
  /** The main workbook's file name and link (the `plan` workbook, else the first one). */
  file_name: z.string(),
  download_url: z.string(),
  created_at: z.string(),
  /** When the plan and its files are deleted (30 days, spec §4). */
  expires_at: z.string(),
  summary: planSummarySchema,
  warnings: z.array(z.string()),
  schedule: z.array(scheduleRuleDataSchema).optional(),
  /** Uses left after this plan. */
  balance: z.number().int(),
  /** False when the plan changes nothing to upload and so took no use (issue 23). */
  use_charged: z.boolean().optional(),
  preview: planPreviewSchema,
  workbooks: z.array(planWorkbookDataSchema),
  /** True when the seller may still edit the plan (`/plan_edits`); false once applied, or for schedules. */
  editable: z.boolean().optional(),
  /** The seller's edits in force (rows left out, bids and budgets by row index); absent when none. */
  edits: planEditsSchema.optional(),
  /** What the plan is expected to do (plans that change an existing account); of the plan as generated. */
  forecast: planForecastViewSchema.optional(),
});
export type GeneratedPlanData = z.infer<typeof generatedPlanDataSchema>;

// ---- Checks ----

/** Answer data of `/param_check*`: field problems (field -> messages), their product codes, warnings. */
export const paramCheckDataSchema = z.object({
  valid: z.boolean(),
  /** Field (a parameter or a file field) -> messages in the caller's language. */
  fields: z.record(z.string(), z.array(z.string())),
  /** Field -> spec §8 product code, for file problems that have one. */
  codes: z.record(z.string(), z.number().int()),
  warnings: z.array(z.string()),
  /** The stored upload the check read; a generation may send it instead of the files (ADR 0024). */
  upload_id: z.string().optional(),
});
export type ParamCheckData = z.infer<typeof paramCheckDataSchema>;

/** Answer data of `/get_struct_name`: the campaigns and ad groups of an uploaded bulk sheet. */
export const structNameDataSchema = z.object({
  campaigns: z.array(
    z.object({
      product: z.enum(['sponsoredProducts', 'sponsoredBrands']),
      campaign_id: z.string(),
      campaign_name: z.string(),
      state: z.string(),
      targeting_type: z.string().optional(),
      daily_budget: money.optional(),
      clicks: z.number().int().nonnegative(),
      orders: z.number().int().nonnegative(),
      ad_groups: z.array(
        z.object({
          ad_group_id: z.string(),
          ad_group_name: z.string(),
          state: z.string(),
          keyword_count: z.number().int().nonnegative(),
          product_target_count: z.number().int().nonnegative(),
          skus: z.array(z.string()),
          asins: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type StructNameData = z.infer<typeof structNameDataSchema>;

/** Answer data of `/get_competitor_asin`: suggestions from the seller's own search-term data. */
export const competitorAsinDataSchema = z.object({
  suggestions: z.array(
    z.object({
      asin: z.string(),
      clicks: z.number().int().nonnegative(),
      orders: z.number().int().nonnegative(),
      spend: money,
      sales: money,
      smoothed_conversion_rate: z.number().finite(),
      cost_per_sale: money.optional(),
      already_targeted: z.boolean(),
      campaign_names: z.array(z.string()),
      reason: z.string(),
    }),
  ),
});
export type CompetitorAsinData = z.infer<typeof competitorAsinDataSchema>;

const asin = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .toUpperCase()
    .min(1, requiredKey)
    .regex(ASIN_PATTERN, 'validation.asin.invalid');

const country = z.enum(MARKETPLACES, {
  error: 'validation.marketplace.required',
});

/** POST /asin_check and /asin_check_v3: `asin` or `advertised_asin`, optional competitor, marketplace. */
export const asinCheckPayloadSchema = z
  .object({
    asin: asin('validation.asin.required').optional(),
    advertised_asin: asin('validation.asin.required').optional(),
    competitor_asin: asin('validation.asin.required').optional(),
    country,
    func: z.string().trim().max(40).optional(),
  })
  .refine((p) => p.asin !== undefined || p.advertised_asin !== undefined, {
    message: 'validation.asin.required',
    path: ['asin'],
  });
export type AsinCheckPayload = z.infer<typeof asinCheckPayloadSchema>;

/** Answer data of a verified ASIN check. */
export const asinCheckDataSchema = z.object({ asin: z.string(), exists: z.literal(true) });

/** POST /check_competitor_asin (spec §3 ad check request). */
export const checkCompetitorAsinPayloadSchema = z.object({
  advertised_asin: asin('validation.asin.required'),
  competitor_asin: asin('validation.asin.required'),
  country,
  func: z.string().trim().max(40).optional(),
});
export type CheckCompetitorAsinPayload = z.infer<typeof checkCompetitorAsinPayloadSchema>;

/** Answer data of `/check_competitor_asin`: 1 a good competitor, 0 a weak one (spec §4). */
export const checkCompetitorAsinDataSchema = z.object({
  good_competitor_asin: z.union([z.literal(1), z.literal(0)]),
});

/** POST /get_asin_price. */
export const asinPricePayloadSchema = z.object({ asin: asin('validation.asin.required'), country });
export type AsinPricePayload = z.infer<typeof asinPricePayloadSchema>;

/** Answer data of `/get_asin_price`: the listing price in the marketplace currency. */
export const asinPriceDataSchema = z.object({ asin: z.string(), price: money, currency: z.string() });

/** One broken upload rule of `/check_workbook`: where and what, in the caller's language. */
export const workbookViolationSchema = z.object({
  sheet: z.string(),
  row: z.number().int().positive(),
  column: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type WorkbookViolation = z.infer<typeof workbookViolationSchema>;

/** Most violations `/check_workbook` lists (the total counts all of them). */
export const WORKBOOK_CHECK_MAX_VIOLATIONS = 1000;

/** Answer data of `/check_workbook`. */
export const workbookCheckDataSchema = z.object({
  valid: z.boolean(),
  total: z.number().int().nonnegative(),
  violations: z.array(workbookViolationSchema),
});
export type WorkbookCheckData = z.infer<typeof workbookCheckDataSchema>;

// ---- Records ----

/** GET /ad_history query: page (1-based) and page size. */
export const adHistoryPayloadSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(AD_HISTORY_MAX_PAGE_SIZE).default(20),
});
export type AdHistoryPayload = z.infer<typeof adHistoryPayloadSchema>;

/** One usage record: a generated plan still kept. */
export const adHistoryItemSchema = z.object({
  plan_id: z.string(),
  /** The order number `/period_log` takes (the plan id). */
  order_num: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  plan_name: z.string(),
  flow: planCallFlowSchema,
  marketplace,
  file_name: z.string(),
  download_url: z.string(),
  workbooks: z.array(planWorkbookDataSchema),
  schedule: z.array(scheduleRuleDataSchema).optional(),
  /** Linked-shop plans: the shop, the plan's apply status and how many changes Amazon holds. */
  shop: z.object({ shop_name: z.string(), status: z.string(), applied_changes: z.number().int() }).optional(),
});
export type AdHistoryItem = z.infer<typeof adHistoryItemSchema>;

/** Answer data of `/ad_history`, newest first. */
export const adHistoryDataSchema = z.object({
  items: z.array(adHistoryItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type AdHistoryData = z.infer<typeof adHistoryDataSchema>;

/** GET /period_log query. */
export const periodLogPayloadSchema = z.object({
  order_num: z
    .string({ error: 'validation.orderNum.required' })
    .trim()
    .min(1, 'validation.orderNum.required')
    .max(64),
});
export type PeriodLogPayload = z.infer<typeof periodLogPayloadSchema>;

/** Answer data of `/period_log`: the schedule-rule record of a plan (empty for plans without one). */
export const periodLogDataSchema = z.object({
  order_num: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  schedule: z.array(scheduleRuleDataSchema),
});
export type PeriodLogData = z.infer<typeof periodLogDataSchema>;

// ---- Progress ----

/** Stages of a generation as `/plan_progress` reports them (the upload itself is measured by the client). */
export const PLAN_STAGES = [
  'queued',
  'reading',
  'planning',
  'validating',
  'writing',
  'storing',
  'done',
  'failed',
] as const;
export const planStageSchema = z.enum(PLAN_STAGES);
export type PlanStage = z.infer<typeof planStageSchema>;

/** GET /plan_progress query. */
export const planProgressPayloadSchema = z.object({
  request_id: z.string().trim().regex(PLAN_REQUEST_ID_PATTERN, 'validation.requestId.invalid'),
});

/** Answer data of `/plan_progress`: `pending` until the server has received the upload. */
export const planProgressDataSchema = z.object({
  request_id: z.string(),
  stage: z.union([planStageSchema, z.literal('pending')]),
  updated_at: z.string().optional(),
  /** While `queued`: the request's place in the queue (1 runs next). */
  place: z.number().int().positive().optional(),
});
export type PlanProgressData = z.infer<typeof planProgressDataSchema>;

// ---- Downloads ----

/** Path (under the API prefix) of a plan file; only its owner gets it, anyone else a 404. */
export const PLAN_FILE_PATH = '/plans/:plan_id/files/:file_name';

/** The download path of one file of a plan (under the API prefix). */
export function planFilePath(planId: string, fileName: string): string {
  return `/plans/${encodeURIComponent(planId)}/files/${encodeURIComponent(fileName)}`;
}

/** Payload of `/plan_edits`: the plan and the whole set of edits (empty lists reset the plan). */
export const planEditsPayloadSchema = planEditsSchema.extend({ plan_id: z.string().min(1).max(64) });
export type PlanEditsPayload = z.infer<typeof planEditsPayloadSchema>;

/** Payload of `GET /plan`: one of the user's plans, to show it again. */
export const planShowPayloadSchema = z.object({ plan_id: z.string().min(1).max(64) });
