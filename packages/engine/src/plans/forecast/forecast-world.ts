// The account as the forecast simulates it (docs/algorithms.md Part D3): per campaign the serving targets
// (each with its pooled estimate, its bid before and after, paused or not), the search terms the plan negates
// or moves (each with its own pooled estimate under its target), the new targets, the budget and the
// placement factor after the plan. Built once per forecast from the account, the estimates and the rows.
import type { AccountModel, SearchTermRow, SpCampaign } from '../../model/account';
import type { Money } from '../../model/units';
import { highestPaidRatio } from '../optimisation/campaign-calibration';
import { placementBidMultiplier } from '../shared/placement-adjustment';
import { normaliseTerm } from '../shared/text-rules';
import { FORECAST_CONSTANTS } from './forecast-constants';
import { HarvestSources } from './harvest-sources';
import type { PooledEstimates, TargetEstimate } from './pooled-estimates';
import { poolKey } from './pooling-tree';
import type { RowEffect } from './row-effects';

/** A search term of a serving target that the plan negates or moves, with its pooled estimate. */
export interface TermUnit {
  index: number;
  campaignId: string;
  adGroupId: string;
  term: string;
  owner: TargetUnit;
  clicks: number;
  days: number;
  /** Posterior Beta of its conversion rate (prior: its target's rate). */
  alpha: number;
  beta: number;
  /** Posterior of ln(CPC / owner's bid). */
  logRatioMean: number;
  logRatioVariance: number;
  fate: 'removed' | 'moved';
}

/** A serving target of a campaign the plan touches. */
export interface TargetUnit {
  index: number;
  estimate: TargetEstimate;
  campaignId: string;
  days: number;
  bidBefore: Money;
  bidAfter: Money;
  paused: boolean;
  terms: TermUnit[];
}

/** A target the plan creates: fed by moved search terms (a harvest) or, without any, by the planning prior. */
export interface NewUnit {
  index: number;
  campaignId: string;
  bid: Money;
  sources: TermUnit[];
  prior: { mean: number; pseudoClicks: number; logRatioMean: number; logRatioVariance: number };
  /** Without moved terms: the median clicks per day of its serving siblings and their median bid, if any. */
  siblings?: { clicksPerDay: number; bid: Money };
}

/** A campaign the plan touches, with its units and what changes at campaign level. */
export interface CampaignWorld {
  id: string;
  name: string;
  units: TargetUnit[];
  newUnits: NewUnit[];
  budgetBefore?: Money;
  budgetAfter?: Money;
  /** Placement multiplier after / before (Part A §2's m̄): every bid of the campaign moves with it. */
  placementFactor: number;
  /** The most a click can cost as a multiple of the bid before and after the plan (highestPaidRatio). */
  maxPaidRatioBefore: number;
  maxPaidRatio: number;
  /** It spent at least cappedSpendRatio of its budget a day: its window shows a budget's cut of its demand. */
  capped: boolean;
}

/** The simulated world of one forecast. */
export interface ForecastWorld {
  campaigns: Map<string, CampaignWorld>;
  units: Map<string, TargetUnit>;
  terms: TermUnit[];
  newUnitsByRow: Map<number, NewUnit>;
  termsByRow: Map<number, TermUnit[]>;
}

const DAY_MS = 86_400_000;
const NEW_CAMPAIGN_MAX_PAID_RATIO = 2;

/** Days the campaign served in the window: the window, or fewer when it started inside it. */
function servingDays(campaign: SpCampaign, window: { end: string; days: number } | undefined): number {
  const days = window?.days ?? FORECAST_CONSTANTS.defaultWindowDays;
  const start = campaign.startDate;
  if (!window || !start || !/^\d{8}$/.test(start)) return days;
  const iso = `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}`;
  const ran =
    Math.round((Date.parse(`${window.end}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS) + 1;
  return Number.isFinite(ran) ? Math.max(1, Math.min(days, ran)) : days;
}

const serves = (campaign: SpCampaign, e: TargetEstimate) =>
  campaign.state === 'enabled' && e.target.group.state === 'enabled' && e.target.state === 'enabled';

/** The search terms of a serving target, keyed by ad group and normalised text. */
function termsOf(searchTerms: readonly SearchTermRow[]) {
  const byGroup = new Map<string, SearchTermRow[]>();
  for (const row of searchTerms) {
    if (!row.adGroupId) continue;
    const rows = byGroup.get(row.adGroupId) ?? [];
    rows.push(row);
    byGroup.set(row.adGroupId, rows);
  }
  return byGroup;
}

interface Builder {
  world: ForecastWorld;
  estimates: PooledEstimates;
  searchTerms: Map<string, SearchTermRow[]>;
  termKeys: Map<string, TermUnit>;
  /** Serving units by ad group ID (a search term's owner is looked up once per term, never by a scan). */
  unitsOfGroup: Map<string, TargetUnit[]>;
  termsByText?: Map<string, SearchTermRow[]>;
  harvest: HarvestSources;
  window: { end: string; days: number } | undefined;
  termTotals: Map<TermUnit, TermTotals>;
  newCampaignPaidRatios: ReadonlyMap<string, number>;
}

/** What the forecast reads of the structure a plan creates (plan-structure.ts). */
export interface NewStructure {
  /** The products each new ad group advertises. */
  groupProducts: ReadonlyMap<string, ReadonlySet<string>>;
  /** The most a click may cost, as a multiple of the bid, in each new campaign. */
  campaignPaidRatios: ReadonlyMap<string, number>;
}

/** The search-term rows a term unit adds up (one term of one target may come in several rows, e.g. "Mat" and "mat"). */
interface TermTotals {
  rows: Set<SearchTermRow>;
  clicks: number;
  spend: number;
  orders: number;
}

/** A term's pooled beliefs under its owner target from its summed rows (see {@link termUnit}). */
function termBeliefs(b: Builder, owner: TargetUnit, totals: TermTotals) {
  const rate = owner.estimate.conversionRate;
  const kappa = b.estimates.rates.concentration.target;
  const m = rate.alpha / (rate.alpha + rate.beta);
  // The term's clicks lose orders to the lag like its target's.
  const lagShare = owner.estimate.clicks > 0 ? owner.estimate.effectiveClicks / owner.estimate.clicks : 1;
  const n = totals.clicks * lagShare;
  const y = Math.min(n, totals.orders);
  const ownerCpc = owner.estimate.costPerClick;
  const priorVariance = ownerCpc.logRatioVariance + b.estimates.cpc.levelVariance.target;
  const measurementVariance = FORECAST_CONSTANTS.cpcPerClickLogSd ** 2 / Math.max(1, totals.clicks);
  const x =
    totals.clicks > 0 && totals.spend > 0 ? Math.log(totals.spend / totals.clicks / ownerCpc.bid) : undefined;
  const precision = 1 / priorVariance + (x === undefined ? 0 : 1 / measurementVariance);
  return {
    clicks: totals.clicks,
    alpha: kappa * m + y,
    beta: kappa * (1 - m) + n - y,
    logRatioMean:
      (ownerCpc.logRatioMean / priorVariance + (x === undefined ? 0 : x / measurementVariance)) / precision,
    logRatioVariance: 1 / precision,
  };
}

/**
 * The term unit of a search term of one target in one ad group, pooled under that target: created at its
 * first row, and every further row of the same normalised text and owner adds its clicks, spend and orders.
 */
function termUnit(b: Builder, row: SearchTermRow, owner: TargetUnit, fate: TermUnit['fate']): TermUnit {
  const term = normaliseTerm(row.searchTerm);
  const key = `${row.adGroupId ?? ''}|${owner.index}|${term}`;
  const found = b.termKeys.get(key);
  if (found) {
    if (fate === 'moved') found.fate = 'moved';
    const totals = b.termTotals.get(found) as TermTotals;
    if (!totals.rows.has(row)) {
      totals.rows.add(row);
      totals.clicks += row.metrics.clicks;
      totals.spend += row.metrics.spend;
      totals.orders += row.metrics.orders;
      Object.assign(found, termBeliefs(b, owner, totals));
    }
    return found;
  }
  const totals: TermTotals = {
    rows: new Set([row]),
    clicks: row.metrics.clicks,
    spend: row.metrics.spend,
    orders: row.metrics.orders,
  };
  const unit: TermUnit = {
    index: b.world.terms.length,
    campaignId: owner.campaignId,
    adGroupId: row.adGroupId ?? '',
    term,
    owner,
    days: owner.days,
    ...termBeliefs(b, owner, totals),
    fate,
  };
  b.termTotals.set(unit, totals);
  b.termKeys.set(key, unit);
  b.world.terms.push(unit);
  owner.terms.push(unit);
  return unit;
}

/**
 * The serving target a search-term row belongs to: its keyword or target ID, else the keyword (text and match
 * type) or targeting expression that matched it, else its ad group's busiest target.
 */
function ownerOf(b: Builder, row: SearchTermRow): TargetUnit | undefined {
  const id = (row.keywordId as string | undefined) ?? (row.targetId as string | undefined);
  if (id) return b.world.units.get(id);
  const units = b.unitsOfGroup.get(row.adGroupId ?? '') ?? [];
  const via = (row.keywordText ?? row.targetingExpression ?? '').trim().toLowerCase();
  const matched = units.find((u) => {
    const t = u.estimate.target;
    const kindFits = t.entity === 'productTarget' || row.matchType === undefined || t.kind === row.matchType;
    return via !== '' && t.text.trim().toLowerCase() === via && kindFits;
  });
  return matched ?? [...units].sort((x, y) => y.estimate.clicks - x.estimate.clicks)[0];
}

/** The owner of a harvested term's row, its campaign added to the world when no row touched it. */
function sourceOwner(b: Builder, row: SearchTermRow): TargetUnit | undefined {
  const campaign = b.harvest.campaignOf(row.adGroupId ?? '');
  const group = campaign?.adGroups.find((g) => g.id === row.adGroupId);
  if (campaign && group && !b.world.campaigns.has(campaign.id)) {
    if (campaign.state !== 'enabled' || group.state !== 'enabled') return undefined;
    b.world.campaigns.set(campaign.id, campaignWorld(b, campaign, b.window));
  }
  return ownerOf(b, row);
}

/** The term rows in a campaign (or one ad group of it) whose text `matches`, with their serving owners. */
function matchingTerms(
  b: Builder,
  campaignId: string,
  adGroupId: string | undefined,
  matches: (term: string) => boolean,
) {
  const campaign = b.world.campaigns.get(campaignId);
  if (!campaign) return [];
  const groups = adGroupId
    ? [adGroupId]
    : [...new Set(campaign.units.map((u) => u.estimate.target.group.id as string))];
  return groups.flatMap((group) =>
    (b.searchTerms.get(group) ?? []).flatMap((row) => {
      if (!matches(row.searchTerm)) return [];
      const owner = ownerOf(b, row);
      return owner && owner.campaignId === campaignId ? [{ row, owner }] : [];
    }),
  );
}

/** The search-term rows of the serving ad groups of the touched campaigns by normalised text (built once). */
function termsByText(b: Builder): Map<string, SearchTermRow[]> {
  if (b.termsByText) return b.termsByText;
  const index = new Map<string, SearchTermRow[]>();
  for (const group of b.unitsOfGroup.keys())
    for (const row of b.searchTerms.get(group) ?? []) {
      const key = normaliseTerm(row.searchTerm);
      const rows = index.get(key) ?? [];
      rows.push(row);
      index.set(key, rows);
    }
  b.termsByText = index;
  return index;
}

/** The estimates of an ad group's targets, from its node of the pooling tree (only these are estimated). */
function targetsOfGroup(b: Builder, adGroupId: string): TargetEstimate[] {
  const group = b.estimates.tree.nodes.get(poolKey.adGroup(adGroupId));
  return (group?.children ?? []).flatMap((node) => {
    const estimate = node.target ? b.estimates.targets.get(node.target.id) : undefined;
    return estimate ? [estimate] : [];
  });
}

function campaignWorld(
  b: Builder,
  campaign: SpCampaign,
  window: { end: string; days: number } | undefined,
): CampaignWorld {
  const days = servingDays(campaign, window);
  const world: CampaignWorld = {
    id: campaign.id,
    name: campaign.name,
    units: [],
    newUnits: [],
    ...(campaign.dailyBudget !== undefined
      ? { budgetBefore: campaign.dailyBudget, budgetAfter: campaign.dailyBudget }
      : {}),
    placementFactor: 1,
    maxPaidRatioBefore: highestPaidRatio(campaign),
    maxPaidRatio: highestPaidRatio(campaign),
    capped:
      campaign.dailyBudget !== undefined &&
      campaign.dailyBudget > 0 &&
      campaign.metrics.spend / days >= FORECAST_CONSTANTS.cappedSpendRatio * campaign.dailyBudget,
  };
  for (const group of campaign.adGroups)
    for (const e of targetsOfGroup(b, group.id)) {
      if (!serves(campaign, e)) continue;
      const bid = e.target.bid ?? e.costPerClick.bid;
      const unit: TargetUnit = {
        index: b.world.units.size,
        estimate: e,
        campaignId: campaign.id,
        days,
        bidBefore: bid,
        bidAfter: bid,
        paused: false,
        terms: [],
      };
      world.units.push(unit);
      b.world.units.set(e.target.id, unit);
      const siblings = b.unitsOfGroup.get(group.id) ?? [];
      siblings.push(unit);
      b.unitsOfGroup.set(group.id, siblings);
    }
  return world;
}

function applyPlacements(campaign: SpCampaign, world: CampaignWorld, effects: readonly RowEffect[]): void {
  const changed = effects.flatMap((e) => (e.kind === 'placement' && e.campaignId === campaign.id ? [e] : []));
  if (changed.length === 0) return;
  const after = campaign.biddingAdjustments.map((a) => ({
    ...a,
    percentage: changed.find((c) => c.placement === a.placement)?.after ?? a.percentage,
  }));
  world.placementFactor = placementBidMultiplier(after) / placementBidMultiplier(campaign.biddingAdjustments);
  world.maxPaidRatio = highestPaidRatio({ ...campaign, biddingAdjustments: after });
}

/**
 * Builds the world of a plan: every campaign a row touches (existing ones with their serving targets), then
 * each row's effect on it; a harvest adds the campaigns its term's traffic moves from. `searchTerms` are the
 * rows the plan was made from; `newStructure` what the plan's new ad groups advertise and what a click may cost
 * in its new campaigns.
 */
export function buildForecastWorld(
  account: AccountModel,
  estimates: PooledEstimates,
  effects: readonly RowEffect[],
  searchTerms: readonly SearchTermRow[],
  window: { end: string; days: number } | undefined,
  newStructure: NewStructure = { groupProducts: new Map(), campaignPaidRatios: new Map() },
): ForecastWorld {
  const world: ForecastWorld = {
    campaigns: new Map(),
    units: new Map(),
    terms: [],
    newUnitsByRow: new Map(),
    termsByRow: new Map(),
  };
  const byGroup = termsOf(searchTerms);
  const b: Builder = {
    world,
    estimates,
    searchTerms: byGroup,
    termKeys: new Map(),
    unitsOfGroup: new Map(),
    harvest: new HarvestSources(account, newStructure.groupProducts, byGroup),
    newCampaignPaidRatios: newStructure.campaignPaidRatios,
    window,
    termTotals: new Map(),
  };
  const touched = new Set(
    effects.flatMap((e) =>
      'campaignId' in e
        ? [e.campaignId]
        : e.kind === 'bid' || e.kind === 'pause'
          ? [estimates.targets.get(e.targetId)?.campaignId ?? '']
          : [],
    ),
  );
  for (const campaign of account.sponsoredProducts.campaigns)
    if (touched.has(campaign.id)) {
      world.campaigns.set(campaign.id, campaignWorld(b, campaign, window));
      applyPlacements(campaign, world.campaigns.get(campaign.id) as CampaignWorld, effects);
    }
  for (const id of touched) if (id && !world.campaigns.has(id)) newCampaign(b, id);
  effects.forEach((effect, row) => applyEffect(b, effect, row));
  return world;
}

function applyEffect(b: Builder, effect: RowEffect, row: number): void {
  const { world, estimates } = b;
  if (effect.kind === 'bid' || effect.kind === 'pause') {
    const unit = world.units.get(effect.targetId);
    if (!unit) return;
    if (effect.kind === 'pause') unit.paused = true;
    else unit.bidAfter = effect.bidAfter;
  } else if (effect.kind === 'pauseScope') {
    for (const unit of world.campaigns.get(effect.campaignId)?.units ?? [])
      if (!effect.adGroupId || unit.estimate.target.group.id === effect.adGroupId) unit.paused = true;
  } else if (effect.kind === 'budget') {
    const campaign = world.campaigns.get(effect.campaignId);
    if (campaign && effect.budgetAfter !== undefined) campaign.budgetAfter = effect.budgetAfter;
  } else if (effect.kind === 'negative') {
    const found = matchingTerms(b, effect.campaignId, effect.adGroupId, effect.matches);
    world.termsByRow.set(row, [
      ...new Set(found.map(({ row: term, owner }) => termUnit(b, term, owner, 'removed'))),
    ]);
  } else if (effect.kind === 'newTarget') {
    newTarget(b, effect, row, estimates);
  }
}

function newTarget(
  b: Builder,
  effect: Extract<RowEffect, { kind: 'newTarget' }>,
  row: number,
  estimates: PooledEstimates,
): void {
  const { world } = b;
  const nodeKey =
    effect.adGroupId && estimates.tree.nodes.has(poolKey.adGroup(effect.adGroupId))
      ? poolKey.adGroup(effect.adGroupId)
      : poolKey.campaign(effect.campaignId);
  const prior = estimates.newTargetPrior(nodeKey);
  // A harvest takes its term's traffic from every ad group of the account that advertises the destination's
  // product and served the term, in any campaign (Amazon prefers the exact keyword identical to the search
  // term); where the destination's product is unknown, from the touched campaigns. A plain new target starts
  // from the prior.
  const rows = effect.harvest
    ? (b.harvest.rowsFor(effect.term, effect.adGroupId) ??
      termsByText(b)
        .get(effect.term)
        ?.filter((term) => term.adGroupId !== effect.adGroupId) ??
      [])
    : [];
  const sources = [
    ...new Set(
      rows.flatMap((term) => {
        const owner = sourceOwner(b, term);
        return owner && owner.campaignId === term.campaignId ? [termUnit(b, term, owner, 'moved')] : [];
      }),
    ),
  ];
  const campaign = world.campaigns.get(effect.campaignId) ?? newCampaign(b, effect.campaignId);
  const siblings = siblingVolume(world, effect.campaignId, effect.adGroupId);
  const unit: NewUnit = {
    ...(siblings ? { siblings } : {}),
    index: world.newUnitsByRow.size,
    campaignId: effect.campaignId,
    bid: effect.bid ?? Math.exp(prior.logRatio.mean),
    sources,
    prior: {
      mean: prior.rate.mean,
      pseudoClicks: prior.rate.pseudoClicks,
      logRatioMean: prior.logRatio.mean,
      logRatioVariance: prior.logRatio.variance,
    },
  };
  campaign.newUnits.push(unit);
  world.newUnitsByRow.set(row, unit);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * The account's evidence of what a new target gets: the median clicks per day and bid of the serving targets of
 * its ad group, else of its campaign, else of every campaign the plan touches; undefined when none serve.
 */
function siblingVolume(world: ForecastWorld, campaignId: string, adGroupId: string | undefined) {
  const all = [...world.units.values()];
  const scopes = [
    all.filter((u) => adGroupId !== undefined && u.estimate.target.group.id === adGroupId),
    all.filter((u) => u.campaignId === campaignId),
    all,
  ];
  const units = scopes.find((scope) => scope.length > 0);
  if (!units) return undefined;
  return {
    clicksPerDay: median(units.map((u) => u.estimate.clicks / Math.max(1, u.days))),
    bid: median(units.map((u) => u.bidBefore)),
  };
}

/**
 * A campaign the plan creates: no traffic before, no budget known until its row sets one; a click costs at most
 * what its strategy and placement rows allow, and up to twice the bid ("up and down") where the plan has no
 * campaign row for it.
 */
function newCampaign(b: Builder, id: string): CampaignWorld {
  const paidRatio = b.newCampaignPaidRatios.get(id) ?? NEW_CAMPAIGN_MAX_PAID_RATIO;
  const world: CampaignWorld = {
    id,
    name: id,
    units: [],
    newUnits: [],
    placementFactor: 1,
    maxPaidRatioBefore: paidRatio,
    maxPaidRatio: paidRatio,
    capped: false,
  };
  b.world.campaigns.set(id, world);
  return world;
}
