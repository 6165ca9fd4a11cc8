// The authorised (linked-shop) plan calls of spec §7 and issue 13: one generation call per flow whose
// account data is loaded from the shop through the Amazon Ads API (JSON `{shop_id, ...parameters}`, no
// files), the stored plan with its change-set, applying it to Amazon item by item, and undoing it.
import { z } from 'zod';
import { planForecastViewSchema } from '../plans/plan-forecast-calls';
import { generatedPlanDataSchema, planPreviewRowSchema } from '../plans/plans-calls';
import { SHOP_GENERATIONS, SHOP_PLAN_FLOW_BY_PATH, type ShopPlanPath } from '../plans/plan-flow-table';

/** SBV calls fix the targeting of the video campaign: keywords (`_vc`) or products (`_pt_vc`). */
export const SHOP_PLAN_TARGET_TYPE: Partial<Record<ShopPlanPath, 'keyword' | 'product'>> = Object.fromEntries(
  SHOP_GENERATIONS.flatMap((generation) =>
    'targetType' in generation ? [[generation.path, generation.targetType]] : [],
  ),
);

/**
 * The body of a linked-shop generation: the shop and the flow's parameters (plan-parameters.ts names;
 * the marketplace follows the shop). The flow's schema checks the parameters on the server.
 */
export const shopPlanPayloadSchema = z.looseObject({
  shop_id: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
  request_id: z.string().max(64).optional(),
});
export type ShopPlanPayload = z.infer<typeof shopPlanPayloadSchema>;

/** The linked-shop generation paths, as the job start names them. */
export const SHOP_PLAN_PATHS = Object.keys(SHOP_PLAN_FLOW_BY_PATH) as [ShopPlanPath, ...ShopPlanPath[]];

/** The body of a linked-shop generation job: the generation's body and the call it stands for. */
export const shopPlanJobPayloadSchema = shopPlanPayloadSchema.extend({
  plan_call: z.enum(SHOP_PLAN_PATHS, { error: 'validation.required' }),
});

/** What one change-set item does. */
export const CHANGE_OPERATIONS = ['create', 'update', 'archive'] as const;
export type ChangeOperation = (typeof CHANGE_OPERATIONS)[number];

/** The Amazon entities a change-set touches (SP v3 and SB v4/v3). */
export const CHANGE_ENTITIES = [
  'campaign',
  'adGroup',
  'productAd',
  'keyword',
  'negativeKeyword',
  'campaignNegativeKeyword',
  'productTarget',
  'negativeProductTarget',
  'placement',
  'sbCampaign',
  'sbAdGroup',
  'sbVideoAd',
  'sbKeyword',
  'sbTarget',
  'sbNegativeKeyword',
  'sbPlacement',
] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

/** An item's state on Amazon: not sent yet, applied, refused by Amazon, or skipped (its parent failed). */
export const CHANGE_ITEM_STATES = ['pending', 'applied', 'failed', 'skipped'] as const;
export type ChangeItemState = (typeof CHANGE_ITEM_STATES)[number];

/** A value of a before/after pair: text, number, or null when the field had no value. */
const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One operation of a change-set, with its result on Amazon, its read-back and its undo. */
export const changeItemSchema = z.object({
  item_id: z.number().int(),
  /** Campaign the item belongs to (for grouping); a new campaign's name until it exists. */
  campaign_name: z.string(),
  operation: z.enum(CHANGE_OPERATIONS),
  entity: z.enum(CHANGE_ENTITIES),
  /** What the item is by name: the keyword text, the target expression, the ad group name, the placement. */
  name: z.string(),
  /** The ad group the item belongs to, by name (items inside an ad group). */
  ad_group_name: z.string().nullable(),
  /** A keyword's match type in the bulk spelling (exact, phrase, broad, negativeExact, negativePhrase). */
  match_type: z.string().nullable(),
  /** What the shop held of the changed fields when the plan was generated (updates); null for creations. */
  planned_before: z.record(z.string(), changeValue).nullable(),
  /** Live values right before apply (updates); null for creations or before apply. */
  before: z.record(z.string(), changeValue).nullable(),
  after: z.record(z.string(), changeValue),
  state: z.enum(CHANGE_ITEM_STATES),
  /** Amazon's id once the entity exists. */
  amazon_id: z.string().nullable(),
  /** Why the item failed or was skipped, in the caller's language. */
  reason: z.string().nullable(),
  /** Amazon's own words (errorType/reason: message), kept as the detail of a failure. */
  detail: z.string().nullable(),
  /** After apply: Amazon's entity equals what was asked (`match`), differs, or is not found. */
  read_back: z.enum(['match', 'mismatch', 'missing']).nullable(),
  /** What Amazon holds now where it differs from `after`. */
  read_back_values: z.record(z.string(), changeValue).nullable(),
  undo_state: z.enum(['pending', 'undone', 'failed', 'none']),
  undo_reason: z.string().nullable(),
});
export type ChangeItem = z.infer<typeof changeItemSchema>;

/**
 * A generated plan is applied within this many days or not at all: its bids and budgets were decided on the
 * shop's data of that day, and after a week a new plan from fresh data is the honest answer (ADR 0019).
 */
export const SHOP_PLAN_APPLY_WITHIN_DAYS = 7;

/** The life of a stored linked-shop plan (`expired`: generated, never applied, past its apply window). */
export const SHOP_PLAN_STATUSES = [
  'generated',
  'expired',
  'applying',
  'applied',
  'partial',
  'interrupted',
  'undoing',
  'undone',
] as const;
export type ShopPlanStatus = (typeof SHOP_PLAN_STATUSES)[number];

/** Counts of a change-set's items by state. */
export const changeCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  applied: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  matched: z.number().int(),
  mismatched: z.number().int(),
  undone: z.number().int(),
});

/** A linked-shop plan: the shop, its status, the change-set with every item's state and the counts. */
export const shopPlanSchema = z.object({
  plan_id: z.string(),
  shop_id: z.string(),
  shop_name: z.string(),
  marketplace: z.enum(['US', 'CA']),
  flow: z.string(),
  status: z.enum(SHOP_PLAN_STATUSES),
  /** Why the last apply or undo stopped early (Amazon unreachable), in the caller's language. */
  status_reason: z.string().nullable(),
  created_at: z.string(),
  /** Until when a generated plan may be applied (null once it was applied). */
  apply_until: z.string().nullable(),
  applied_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  counts: changeCountsSchema,
  items: z.array(changeItemSchema),
  /**
   * What the plan is expected to do (plans that change the shop's existing campaigns), made from the shop's
   * account over the report window it was read for, and made again after the seller's edits (ADR 0041).
   */
  forecast: planForecastViewSchema.optional(),
  /** The plan's preview rows the forecast's rows describe (reason, campaign, target), in the caller's language. */
  forecast_rows: z.array(planPreviewRowSchema).optional(),
});
export type ShopPlanData = z.infer<typeof shopPlanSchema>;

/** The answer of a linked-shop generation: the usual plan (preview, workbooks, balance) plus the change-set. */
export const shopGeneratedPlanSchema = z.object({
  plan: generatedPlanDataSchema,
  shop_plan: shopPlanSchema,
});
export type ShopGeneratedPlanData = z.infer<typeof shopGeneratedPlanSchema>;

/** GET /shop_plan?plan_id= ; POST /apply_plan and /undo_plan {plan_id}. */
export const shopPlanIdPayloadSchema = z.object({
  plan_id: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
});
