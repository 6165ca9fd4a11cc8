// The campaign and ad group skeleton every cold-start flow shares: a new campaign (with its cold-start
// placements) or an existing one read from the bulk sheet, and ad groups reused by name or created with
// a product ad for the SKU.
import { clampMoney, marketplaceInfo, marketplaceToday } from '@adplan/contracts';
import type { BiddingStrategy, SpAdGroup, SpCampaign, TargetingType } from '../../model/account';
import { adGroupId, campaignId, type AdGroupId, type CampaignId, type Sku } from '../../model/ids';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import {
  findAdGroupByName,
  findCampaign,
  requireAccount,
  requireNewCampaignName,
  requireTargetingType,
} from './account-lookup';
import { formatMoney } from './explain';
import { flowNotes, structureMessages, STRATEGY_NAMES } from './flow-messages';
import type { PlanBuilder } from './plan-builder';
import { coldStartPlacements } from './placement-adjustment';
import { PLANNING_CONSTANTS } from './planning-constants';
import type { PlanningData } from './planning-data';
import { amazonNameOf, NAME_LIMITS } from './amazon-names';
import {
  biddingAdjustmentRow,
  createAdGroupRow,
  createCampaignRow,
  createProductAdRow,
  updateCampaignBudgetRow,
} from './sp-rows';

/** The campaign a cold start writes into. */
export interface CampaignTarget {
  campaignId: CampaignId;
  name: string;
  /** The campaign as read from the bulk sheet (existing mode). */
  existing?: SpCampaign;
  dailyBudget?: Money;
}

/** An ad group a cold start writes into. */
export interface AdGroupTarget {
  campaignId: CampaignId;
  adGroupId: AdGroupId;
  name: string;
  existing?: SpAdGroup;
}

/** Rule identifiers of structure rows (docs/algorithms.md §Flows). */
export const STRUCTURE_RULES = {
  campaign: 'STRUCT-CAMPAIGN',
  adGroup: 'STRUCT-AD-GROUP',
  productAd: 'STRUCT-PRODUCT-AD',
  budget: 'BUDGET-PARAMETER',
} as const;

/** What a new campaign is made of. */
export interface NewCampaignSpec {
  name: string;
  dailyBudget: Money;
  targetingType: TargetingType;
  biddingStrategy: BiddingStrategy;
  placementKind: 'keyword' | 'auto' | 'asin';
}

/** Writes a new campaign (unique name checked against the account) with its cold-start placements. */
export function createNewCampaign(
  builder: PlanBuilder,
  spec: NewCampaignSpec,
  data: PlanningData,
): CampaignTarget {
  // A name derived from an existing one (a harvest campaign "<auto> exact") keeps only what Amazon takes.
  spec = { ...spec, name: amazonNameOf(spec.name, NAME_LIMITS.campaign, 'Campaign') };
  requireNewCampaignName(data.account, spec.name);
  const mp = builder.marketplace;
  const budget = clampMoney(mp, spec.dailyBudget, marketplaceInfo(mp).spDailyBudget);
  const id = campaignId(builder.temporaryId('campaign', spec.name));
  const row = createCampaignRow({
    campaignId: id,
    name: spec.name,
    dailyBudget: budget,
    targetingType: spec.targetingType,
    startDate: marketplaceToday(mp, data.now),
    biddingStrategy: spec.biddingStrategy,
  });
  builder.add(
    row,
    { type: 'createCampaign', budgetAfter: budget },
    {
      ruleId: STRUCTURE_RULES.campaign,
      reason: structureMessages.createCampaign(
        spec.name,
        formatMoney(mp, budget),
        STRATEGY_NAMES[spec.biddingStrategy],
        spec.targetingType,
      ),
      figures: { dailyBudget: budget },
    },
  );
  for (const p of coldStartPlacements(spec.placementKind).filter((cold) => cold.percentage !== 0)) {
    const change = {
      type: 'placementAdjustment' as const,
      percentageBefore: 0,
      percentageAfter: p.percentage,
    };
    builder.add(biddingAdjustmentRow('create', id, p.placement, p.percentage, spec.biddingStrategy), change, {
      ruleId: p.ruleId,
      reason: p.reason,
      figures: { percentage: p.percentage },
    });
  }
  return { campaignId: id, name: spec.name, dailyBudget: budget };
}

function createCampaign(
  builder: PlanBuilder,
  params: SpPlanParameters,
  data: PlanningData,
  type: TargetingType,
): CampaignTarget {
  const placementKind = params.flow.startsWith('asin') ? 'asin' : type === 'auto' ? 'auto' : 'keyword';
  const spec: NewCampaignSpec = {
    name: params.campaignName ?? '',
    dailyBudget: params.dailyBudget ?? 0,
    targetingType: type,
    biddingStrategy: params.biddingStrategy ?? 'downOnly',
    placementKind,
  };
  return createNewCampaign(builder, spec, data);
}

function useCampaign(
  builder: PlanBuilder,
  params: SpPlanParameters,
  data: PlanningData,
  type: TargetingType,
): CampaignTarget {
  const campaign = findCampaign(requireAccount(data.account), params);
  requireTargetingType(campaign, type);
  builder.rememberName(campaign.id, campaign.name);
  // What a cold start adds to a paused campaign serves only once the seller enables it: say so by name.
  if (campaign.state !== 'enabled') builder.warn(flowNotes.campaignNotEnabled(campaign.name, campaign.state));
  if (campaign.metrics.clicks > PLANNING_CONSTANTS.optimisationHintClicks)
    builder.warn(flowNotes.optimisationHint(campaign.name, campaign.metrics.clicks));
  const budget = applyBudgetParameter(builder, params, campaign);
  return { campaignId: campaign.id, name: campaign.name, existing: campaign, dailyBudget: budget };
}

/** Writes a budget update when the seller gave a daily budget that differs from the campaign's; returns the budget. */
export function applyBudgetParameter(
  builder: PlanBuilder,
  params: SpPlanParameters,
  campaign: SpCampaign,
): Money | undefined {
  const mp = params.marketplace;
  if (params.dailyBudget === undefined) return campaign.dailyBudget;
  const after = clampMoney(mp, params.dailyBudget, marketplaceInfo(mp).spDailyBudget);
  if (after === campaign.dailyBudget) return after;
  const before = campaign.dailyBudget;
  const change =
    before === undefined
      ? { type: 'budgetChange' as const, budgetAfter: after }
      : { type: 'budgetChange' as const, budgetBefore: before, budgetAfter: after };
  builder.add(updateCampaignBudgetRow(campaign, after), change, {
    ruleId: STRUCTURE_RULES.budget,
    reason: structureMessages.budgetChange(
      before === undefined ? '-' : formatMoney(mp, before),
      formatMoney(mp, after),
    ),
    figures: { dailyBudget: after },
  });
  return after;
}

/** The campaign of a cold start: created (mode new) or found in the bulk sheet (mode existing, 20006 when absent). */
export function setUpCampaign(
  builder: PlanBuilder,
  params: SpPlanParameters,
  data: PlanningData,
  type: TargetingType,
): CampaignTarget {
  for (const warning of params.warnings) builder.warn(warning);
  return params.campaignMode === 'new'
    ? createCampaign(builder, params, data, type)
    : useCampaign(builder, params, data, type);
}

function addProductAd(builder: PlanBuilder, target: AdGroupTarget, sku: Sku): void {
  builder.add(
    createProductAdRow(target, sku),
    { type: 'createAd' },
    {
      ruleId: STRUCTURE_RULES.productAd,
      reason: structureMessages.createProductAd(sku),
      figures: { sku },
    },
  );
}

/**
 * The ad group named `name` in the campaign: reused when it exists (a product ad for the SKU is added when
 * the group has no active ad, or when `explicitSku` says the seller named this SKU), otherwise created with
 * `defaultBid` and a product ad for the SKU.
 */
export function setUpAdGroup(
  builder: PlanBuilder,
  campaign: CampaignTarget,
  name: string,
  defaultBid: Money,
  sku: Sku,
  explicitSku = false,
): AdGroupTarget {
  const existing = campaign.existing ? findAdGroupByName(campaign.existing, name) : undefined;
  if (existing) {
    builder.rememberName(existing.id, existing.name);
    const target = { campaignId: campaign.campaignId, adGroupId: existing.id, name: existing.name, existing };
    const active = existing.productAds.filter((ad) => ad.state !== 'archived');
    if (active.length === 0 || (explicitSku && !active.some((ad) => ad.sku === sku)))
      addProductAd(builder, target, sku);
    return target;
  }
  // A new group named after an existing campaign or group keeps only what Amazon takes on new names.
  const newName = amazonNameOf(name, NAME_LIMITS.adGroup);
  const id = adGroupId(builder.temporaryId('adGroup', newName));
  const target = { campaignId: campaign.campaignId, adGroupId: id, name: newName };
  builder.add(
    createAdGroupRow(target, newName, defaultBid),
    { type: 'createAdGroup', bidAfter: defaultBid },
    {
      ruleId: STRUCTURE_RULES.adGroup,
      reason: structureMessages.createAdGroup(newName, formatMoney(builder.marketplace, defaultBid)),
      figures: { defaultBid },
    },
  );
  addProductAd(builder, target, sku);
  return target;
}

const TARGET_ENTITIES: ReadonlySet<string> = new Set(['keyword', 'productTargeting']);

/**
 * Removes every ad group this plan creates in a manual campaign that ends up with no keyword or product
 * target (every one it would hold already runs in the account), with its product ad and negatives, and
 * notes it by name: Amazon would keep an ad group that serves nothing.
 */
export function dropEmptyNewAdGroups(builder: PlanBuilder): void {
  const filled = new Set(
    builder.rows
      .filter(({ row }) => row.operation === 'create' && TARGET_ENTITIES.has(row.entity))
      .map(({ row }) => row.adGroupId),
  );
  const empty = builder.rows
    .filter(({ row }) => row.entity === 'adGroup' && row.operation === 'create' && !filled.has(row.adGroupId))
    .map(({ row }) => row);
  if (empty.length === 0) return;
  const ids = new Set(empty.map((row) => row.adGroupId));
  builder.removeWhere(({ row }) => row.adGroupId !== undefined && ids.has(row.adGroupId));
  for (const row of empty)
    builder.note(flowNotes.emptyAdGroupLeftOut(row.adGroupName ?? row.adGroupId ?? ''));
}
