// The one harvest-destination rule of every SP optimisation flow (keyword, ASIN, auto) for terms that have no
// home in their own ad group, a dedicated destination per targeting type. Keyword terms: the manual campaign
// the seller names (created when a name is given that does not exist yet), else an existing manual campaign
// of the same SKU with an exact-only ad group (never a single-keyword campaign, unless it is the engine's own
// harvest group), else one new manual campaign `<source name> exact`. ASIN terms: never a product-targeting
// ad group inside a keyword campaign, but an existing product-targeting-only manual campaign of the same SKU,
// else one new manual campaign `<source name> asin`. A plan creates each harvest campaign at most once (per
// SKU and kind), whichever flow or source campaign needs it first.
import { EngineError } from '../../errors/engine-error';
import type { SpAdGroup, SpCampaign } from '../../model/account';
import type { Sku } from '../../model/ids';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import {
  existingCampaignNames,
  findCampaign,
  requireAccount,
  requireTargetingType,
  resolveSku,
} from '../shared/account-lookup';
import { coldStartBid } from '../shared/bid-math';
import { createNewCampaign, setUpAdGroup, type CampaignTarget } from '../shared/cold-start-structure';
import { priorConversionRate } from '../shared/conversion-estimate';
import { flowErrors, flowNotes } from '../shared/flow-messages';
import type { PlanBuilder } from '../shared/plan-builder';
import { PLANNING_CONSTANTS } from '../shared/planning-constants';
import type { PlanningData } from '../shared/planning-data';
import type { HarvestDestination, TermRouting } from '../optimisation/search-term-actions';
import { MAX_CAMPAIGN_NAME_LENGTH } from '../shared/text-rules';
import { campaignIntentOf, withoutIntentWords } from '../optimisation/campaign-intents';

/** A catch-all campaign is never expanded: no automatic harvest destination (the seller may still name one). */
const isCatchAll = (params: SpPlanParameters, c: SpCampaign): boolean =>
  campaignIntentOf(c, params.campaignIntents) === 'catchAll';

/** Default ad group names in a harvest campaign when the seller names none. */
export const HARVEST_GROUP_NAMES = { keyword: 'exact', asin: 'asin' } as const;

interface HarvestCampaign {
  campaign: CampaignTarget;
  keywordGroupName: string;
  asinGroupName: string;
}

// Only an enabled group can receive harvested terms: the auto campaign stops serving them (isolation).
const isExactOnly = (g: SpAdGroup): boolean =>
  g.state === 'enabled' && g.keywords.length > 0 && g.keywords.every((k) => k.matchType === 'exact');

function groupNames(params: SpPlanParameters, found?: SpAdGroup) {
  const keyword = params.harvestAdGroupName ?? found?.name ?? HARVEST_GROUP_NAMES.keyword;
  const asin = params.harvestAdGroupName ? `${params.harvestAdGroupName}_asin` : HARVEST_GROUP_NAMES.asin;
  return { keywordGroupName: keyword, asinGroupName: asin };
}

/** A campaign built around one keyword (a "SKAG"): harvesting more terms into it would undo its purpose. */
export const isSingleKeywordCampaign = (c: SpCampaign): boolean =>
  c.adGroups.flatMap((g) => g.keywords.filter((k) => k.state !== 'archived')).length === 1;

/**
 * The engine's own harvest ad group (its default or the seller's harvest ad group name): a harvest campaign
 * with its first keyword looks like a single-keyword campaign but is where harvests go.
 */
const isHarvestGroup = (params: SpPlanParameters, g: SpAdGroup): boolean =>
  g.name.trim() === (params.harvestAdGroupName ?? HARVEST_GROUP_NAMES.keyword);

/** A manual campaign that targets products only: the right home of harvested ASIN terms. */
const isProductTargetingCampaign = (c: SpCampaign): boolean =>
  c.adGroups.every((g) => g.keywords.length === 0) && c.adGroups.some((g) => g.productTargets.length > 0);

function sameSkuAsinGroup(
  params: SpPlanParameters,
  campaigns: readonly SpCampaign[],
  sku: Sku,
): { campaign: SpCampaign; group: SpAdGroup } | undefined {
  return campaigns
    .filter(
      (c) =>
        c.targetingType === 'manual' &&
        c.state === 'enabled' &&
        isProductTargetingCampaign(c) &&
        !isCatchAll(params, c),
    )
    .flatMap((campaign) =>
      campaign.adGroups
        .filter(
          (g) =>
            g.state === 'enabled' &&
            g.productTargets.some((t) => /^asin="/i.test(t.expression)) &&
            g.productAds.some((ad) => ad.sku === sku),
        )
        .map((group) => ({ campaign, group })),
    )
    .sort((a, b) => b.group.metrics.clicks - a.group.metrics.clicks || (a.group.id < b.group.id ? -1 : 1))[0];
}

function sameSkuExactGroup(
  params: SpPlanParameters,
  campaigns: readonly SpCampaign[],
  sku: Sku,
): { campaign: SpCampaign; group: SpAdGroup } | undefined {
  const candidates = campaigns
    .filter((c) => c.targetingType === 'manual' && c.state === 'enabled' && !isCatchAll(params, c))
    .flatMap((campaign) =>
      campaign.adGroups
        .filter(
          (g) =>
            isExactOnly(g) &&
            g.productAds.some((ad) => ad.sku === sku) &&
            (!isSingleKeywordCampaign(campaign) || isHarvestGroup(params, g)),
        )
        .map((group) => ({ campaign, group })),
    );
  return candidates.sort(
    (a, b) => b.group.metrics.clicks - a.group.metrics.clicks || (a.group.id < b.group.id ? -1 : 1),
  )[0];
}

/**
 * `<source name> <suffix>`, unique among `taken`: the source name (not the suffix) is cut so that the suffix
 * and a ` NN` counter fit Amazon's 128 characters, so two harvest campaigns of one long source name never
 * end up with the same name.
 */
function uniqueName(source: string, suffix: string, taken: readonly string[]): string {
  const room = MAX_CAMPAIGN_NAME_LENGTH - suffix.length - 1 - 4;
  // A "catch-all" or "brand" source's harvest campaign serves another purpose: it must not inherit the intent.
  const plain = withoutIntentWords(source);
  const stem = `${[...plain].slice(0, room).join('').trimEnd()} ${suffix}`;
  let name = stem;
  for (let n = 2; taken.includes(name); n += 1) name = `${stem} ${n}`;
  return name;
}

function newHarvestCampaign(
  builder: PlanBuilder,
  auto: SpCampaign,
  name: string,
  data: PlanningData,
  placementKind: 'keyword' | 'asin' = 'keyword',
): CampaignTarget {
  const budget = auto.dailyBudget ?? PLANNING_CONSTANTS.lowDailyBudget[builder.marketplace];
  return createNewCampaign(
    builder,
    {
      name,
      dailyBudget: budget,
      targetingType: 'manual',
      biddingStrategy: 'downOnly',
      placementKind,
    },
    data,
  );
}

function resolveHarvestCampaign(
  builder: PlanBuilder,
  params: SpPlanParameters,
  auto: SpCampaign,
  data: PlanningData,
): HarvestCampaign {
  const account = requireAccount(data.account);
  if (params.harvestCampaignId !== undefined || params.harvestCampaignName !== undefined) {
    const reference = { campaignId: params.harvestCampaignId, campaignName: params.harvestCampaignName };
    const found =
      params.harvestCampaignId !== undefined ||
      existingCampaignNames(account).includes(params.harvestCampaignName ?? '')
        ? findCampaign(account, reference)
        : undefined;
    if (found) requireTargetingType(found, 'manual');
    const campaign = found
      ? { campaignId: found.id, name: found.name, existing: found }
      : newHarvestCampaign(builder, auto, params.harvestCampaignName ?? '', data);
    return { campaign, ...groupNames(params) };
  }
  const sku = resolveSku(params.sku, auto);
  const match = sameSkuExactGroup(params, account.sponsoredProducts.campaigns, sku);
  if (match)
    return {
      campaign: { campaignId: match.campaign.id, name: match.campaign.name, existing: match.campaign },
      ...groupNames(params, match.group),
    };
  const name = uniqueName(auto.name, 'exact', existingCampaignNames(account));
  return { campaign: newHarvestCampaign(builder, auto, name, data), ...groupNames(params) };
}

/**
 * The campaign of harvested ASIN terms: the keyword harvest campaign only when it targets products alone
 * (a seller's named product-targeting campaign); else an enabled product-targeting-only campaign of the SKU;
 * else a new `<auto name> asin` campaign. A product-targeting ad group never goes into a keyword campaign.
 */
function resolveAsinCampaign(
  builder: PlanBuilder,
  params: SpPlanParameters,
  auto: SpCampaign,
  data: PlanningData,
  keywordHarvest: HarvestCampaign | undefined,
): HarvestCampaign {
  const account = requireAccount(data.account);
  const named = keywordHarvest?.campaign.existing;
  if (named && isProductTargetingCampaign(named)) return keywordHarvest;
  const sku = resolveSku(params.sku, auto);
  const match = sameSkuAsinGroup(params, account.sponsoredProducts.campaigns, sku);
  const names = groupNames(params);
  if (match)
    return {
      campaign: { campaignId: match.campaign.id, name: match.campaign.name, existing: match.campaign },
      ...names,
      asinGroupName: match.group.name,
    };
  const taken = [
    ...existingCampaignNames(account),
    ...(keywordHarvest ? [keywordHarvest.campaign.name] : []),
  ];
  const name = uniqueName(auto.name, 'asin', taken);
  return { campaign: newHarvestCampaign(builder, auto, name, data, 'asin'), ...names };
}

/** What one plan has resolved so far, per SKU: harvest campaigns and destination ad groups, each once. */
interface PlanHarvests {
  campaigns: Map<string, HarvestCampaign>;
  groups: Map<string, HarvestDestination>;
}

// Keyed by the plan's builder (one per plan): every campaign and flow of the plan shares its destinations.
const harvestsOfPlan = new WeakMap<PlanBuilder, PlanHarvests>();

function planHarvests(builder: PlanBuilder): PlanHarvests {
  let found = harvestsOfPlan.get(builder);
  if (!found) {
    found = { campaigns: new Map(), groups: new Map() };
    harvestsOfPlan.set(builder, found);
  }
  return found;
}

/**
 * The product's harvest destination for a source campaign's terms (the shared rule above), resolved lazily
 * and at most once per plan, SKU and kind.
 */
export function productHarvestRouting(
  builder: PlanBuilder,
  params: SpPlanParameters,
  source: SpCampaign,
  data: PlanningData,
): TermRouting {
  const shared = planHarvests(builder);
  const named = params.harvestCampaignId !== undefined || params.harvestCampaignName !== undefined;
  const sku = (): string => resolveSku(params.sku, source);
  const campaignOf = (kind: 'keyword' | 'asin'): HarvestCampaign => {
    const key = `${kind}|${sku()}`;
    const known = shared.campaigns.get(key);
    if (known) return known;
    let resolved: HarvestCampaign;
    if (kind === 'keyword') resolved = resolveHarvestCampaign(builder, params, source, data);
    else {
      // A named harvest campaign that targets products only takes the ASIN terms too.
      const keywordHarvest = named ? campaignOf('keyword') : shared.campaigns.get(`keyword|${sku()}`);
      resolved = resolveAsinCampaign(builder, params, source, data, keywordHarvest);
    }
    shared.campaigns.set(key, resolved);
    return resolved;
  };
  const ensure = (kind: 'keyword' | 'asin'): HarvestDestination | undefined => {
    const groupKey = `${kind}|${sku()}`;
    const known = shared.groups.get(groupKey);
    if (known) return known;
    const harvest = campaignOf(kind);
    const name = kind === 'keyword' ? harvest.keywordGroupName : harvest.asinGroupName;
    const bid = coldStartBid(
      params.marketplace,
      params.targetCostPerSale,
      priorConversionRate(params.organicConversionRate, kind === 'keyword' ? 'exact' : 'asin'),
    );
    const target = setUpAdGroup(builder, harvest.campaign, name, bid, resolveSku(params.sku, source));
    const usable =
      kind === 'keyword'
        ? !target.existing || target.existing.productTargets.length === 0
        : !target.existing || target.existing.keywords.length === 0;
    if (!usable)
      throw new EngineError(
        20006,
        flowErrors.campaignWrongType(`${harvest.campaign.name} / ${name}`, 'manual'),
      );
    builder.note(flowNotes.harvestDestination(harvest.campaign.name, name));
    const withName = { ...target, campaignName: harvest.campaign.name };
    const destination = harvest.campaign.existing
      ? { ...withName, campaignState: harvest.campaign.existing.state }
      : withName;
    shared.groups.set(groupKey, destination);
    return destination;
  };
  return { destination: (kind) => ensure(kind) };
}

/** The auto flow's routing: every converting term of an auto campaign goes to the product's harvest destination. */
export const autoHarvestRouting = productHarvestRouting;
