// Every name a plan flow goes by, written once (issue 22): its upload-tool generation call (name in
// PLANS_CALLS and spec §7 path) and its linked-shop generation calls (SBV has one per targeting). The
// path-to-flow maps, the call tables, the server's routes and the web's shop calls are derived from it, so
// a flow without its entry, or an entry without its flow, is a type error.
import { PLAN_FLOWS, type PlanFlowName } from './plan-parameters';

/** One generation call: its name in a call table and its path (spec §7). */
export interface FlowCallNames {
  readonly call: string;
  readonly path: `/${string}`;
}

/** A linked-shop generation call; SBV calls fix the video campaign's targeting (keywords or products). */
export interface ShopFlowCallNames extends FlowCallNames {
  readonly targetType?: 'keyword' | 'product';
}

/** The names of one flow: its upload generation and its linked-shop generations (none: no shop tool). */
export interface PlanFlowNames {
  readonly upload: FlowCallNames;
  readonly shop: readonly ShopFlowCallNames[];
}

/** What the flow table must be: one entry for every flow of PLAN_FLOWS, no other. */
export type PlanFlowTable = Readonly<Record<PlanFlowName, PlanFlowNames>>;

/** The flow table, in PLAN_FLOWS order. */
export const PLAN_FLOW_TABLE = {
  'keyword-cold-start': {
    upload: { call: 'keywordColdStart', path: '/hb_kt_v4' },
    shop: [{ call: 'shopKeywordColdStart', path: '/hb_kt' }],
  },
  'keyword-optimisation': {
    upload: { call: 'keywordOptimisation', path: '/op_kt_v4' },
    shop: [{ call: 'shopKeywordOptimisation', path: '/op_kt' }],
  },
  'asin-cold-start': {
    upload: { call: 'asinColdStart', path: '/hb_pt_v4' },
    shop: [{ call: 'shopAsinColdStart', path: '/hb_pt' }],
  },
  'asin-optimisation': {
    upload: { call: 'asinOptimisation', path: '/op_pt_v4' },
    shop: [{ call: 'shopAsinOptimisation', path: '/op_pt' }],
  },
  'auto-cold-start': {
    upload: { call: 'autoColdStart', path: '/hb_auto' },
    // `/hb_auto` and `/op_auto` already name the upload tools' automatic-targeting calls.
    shop: [{ call: 'shopAutoColdStart', path: '/hb_auto_shop' }],
  },
  'auto-optimisation': {
    upload: { call: 'autoOptimisation', path: '/op_auto' },
    shop: [{ call: 'shopAutoOptimisation', path: '/op_auto_shop' }],
  },
  'sbv-cold-start': {
    // `/sbv_hb` and `/sbv_op` serve keyword or product targets by the `target_type` parameter.
    upload: { call: 'sbvColdStart', path: '/sbv_hb' },
    shop: [
      { call: 'shopSbvKeywordColdStart', path: '/hb_vc', targetType: 'keyword' },
      { call: 'shopSbvProductColdStart', path: '/hb_pt_vc', targetType: 'product' },
    ],
  },
  'sbv-optimisation': {
    upload: { call: 'sbvOptimisation', path: '/sbv_op' },
    shop: [
      { call: 'shopSbvKeywordOptimisation', path: '/op_vc', targetType: 'keyword' },
      { call: 'shopSbvProductOptimisation', path: '/op_pt_vc', targetType: 'product' },
    ],
  },
  schedule: {
    upload: { call: 'schedulePlan', path: '/schedule_plan' },
    shop: [],
  },
} as const satisfies PlanFlowTable;

type Table = typeof PLAN_FLOW_TABLE;

/** The upload generation call of a flow, by its name in PLANS_CALLS. */
export type UploadGenerationCallName = Table[PlanFlowName]['upload']['call'];

/** One linked-shop generation with the flow it runs. */
export type ShopGeneration = {
  [Flow in PlanFlowName]: Table[Flow]['shop'][number] & { readonly flow: Flow };
}[PlanFlowName];

/** The flows that have a linked-shop tool (all but the schedule). */
export type ShopPlanFlowName = ShopGeneration['flow'];

/** The flow each upload generation path runs. */
export const PLAN_FLOW_BY_PATH = Object.fromEntries(
  PLAN_FLOWS.map((flow) => [PLAN_FLOW_TABLE[flow].upload.path, flow]),
) as { readonly [Flow in PlanFlowName as Table[Flow]['upload']['path']]: Flow };

/** Every linked-shop generation with its flow, in PLAN_FLOWS order. */
export const SHOP_GENERATIONS = PLAN_FLOWS.flatMap((flow) =>
  PLAN_FLOW_TABLE[flow].shop.map((names) => ({ ...names, flow })),
) as readonly ShopGeneration[];

/** The linked-shop generation paths (spec §7 names) and the engine flow each runs. */
export const SHOP_PLAN_FLOW_BY_PATH = Object.fromEntries(
  SHOP_GENERATIONS.map((generation) => [generation.path, generation.flow]),
) as { readonly [Generation in ShopGeneration as Generation['path']]: Generation['flow'] };

/** A linked-shop generation path. */
export type ShopPlanPath = ShopGeneration['path'];
