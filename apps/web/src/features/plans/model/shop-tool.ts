// The linked-shop tools as data: the upload tool's fields without the marketplace (it follows the shop),
// with the SKU optional (the server finds the SKU of the ASIN in the shop) and the campaign, brand and
// video asset picked from lists read from the shop, and the generation call of each flow from the
// contracts' flow table (an SBV call fixes keyword or product targeting).
import { PLAN_FLOW_TABLE, type ShopPlanFlowName } from '@adplan/contracts';
import type { ShopGenerationCall } from '../api/shop-plans-api';
import { TOOL_DEFINITIONS, type FormValues, type ToolDefinition } from './tool-definitions';

/** The eight linked-shop flows. */
export type ShopFlow = ShopPlanFlowName;

/** The fields a shop tool fills from lists read from the shop instead of typed ids. */
export const SHOP_PICKED_FIELDS = ['campaign_id', 'brand_entity_id', 'asset_id'] as const;
/** A field picked from the shop. */
export type ShopPickedField = (typeof SHOP_PICKED_FIELDS)[number];

/** Whether `name` is filled from a list read from the shop. */
export function isShopPicked(name: string): name is ShopPickedField {
  return (SHOP_PICKED_FIELDS as readonly string[]).includes(name);
}

/**
 * Which campaigns a flow acts on: SB for the video flows, automatic-targeting SP campaigns for the auto
 * flows, manual SP campaigns for the keyword and ASIN flows.
 */
export function shopCampaignKind(flow: ShopFlow): 'sb' | 'auto' | 'manual' {
  if (flow.startsWith('sbv-')) return 'sb';
  return flow.startsWith('auto-') ? 'auto' : 'manual';
}

/** The upload tool's definition adapted to a linked shop. */
export function shopToolDefinition(flow: ShopFlow): ToolDefinition {
  const tool = TOOL_DEFINITIONS[flow];
  return {
    ...tool,
    sections: tool.sections.map((section) => ({
      ...section,
      fields: section.fields
        .filter((field) => field.name !== 'marketplace')
        .map((field) =>
          field.name === 'sku' ? { ...field, required: false, hintKey: 'shop.skuHint' } : field,
        ),
    })),
  };
}

/** The generation call of a flow; SBV product targeting has its own calls (`/hb_pt_vc`, `/op_pt_vc`). */
export function shopGenerationCall(flow: ShopFlow, values: FormValues): ShopGenerationCall {
  const generations: ReadonlyArray<{ call: ShopGenerationCall; targetType?: 'keyword' | 'product' }> =
    PLAN_FLOW_TABLE[flow].shop;
  const wanted = values.target_type === 'product' ? 'product' : 'keyword';
  const chosen = generations.find((g) => g.targetType === undefined || g.targetType === wanted);
  if (!chosen) throw new Error(`The flow table has no linked-shop call for ${flow}.`);
  return chosen.call;
}

/** The form's problems a linked shop solves itself: the SKU of a given ASIN is looked up in the shop. */
export function withoutShopSolved(
  problems: Record<string, string[]>,
  values: FormValues,
): Record<string, string[]> {
  const rest = { ...problems };
  if (typeof values.asin === 'string' && values.asin.trim() !== '') delete rest['sku'];
  delete rest['marketplace'];
  return rest;
}
