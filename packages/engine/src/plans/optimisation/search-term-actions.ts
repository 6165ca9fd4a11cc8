// Per campaign: every aggregated search term decided (harvest / negate / keep) and written: harvested
// terms as exact keywords or `asin="…"` targets in the flow's destination with a negative in the source
// (isolation), non-converters negated in the source, the protect list respected.
import type { EntityState, SpAdGroup, SpCampaign } from '../../model/account';
import type { AdGroupId, Asin, CampaignId } from '../../model/ids';
import type { Metrics } from '../../model/metrics';
import type { Money } from '../../model/units';
import type { SpPlanParameters } from '../parameters/plan-parameters';
import { expressionKey } from '../shared/account-lookup';
import { flowNotes } from '../shared/flow-messages';
import type { PlanBuilder } from '../shared/plan-builder';
import { decideSearchTermAction, TERM_RULES, type SearchTermDecision } from '../shared/search-term-decision';
import {
  asinExpression,
  createKeywordRow,
  createNegativeKeywordRow,
  createNegativeProductTargetRow,
  createProductTargetRow,
  updateKeywordRow,
  updateProductTargetRow,
} from '../shared/sp-rows';
import { negativeBlocksKeyword, termKey } from '../shared/close-variant-rules';
import { termNotes } from '../shared/term-messages';
import {
  asinOfSearchTerm,
  isProtectedTerm,
  keywordForm,
  keywordTextProblem,
  normaliseTerm,
  type ProtectList,
} from '../shared/text-rules';
import { calibratedPrior } from './campaign-calibration';
import { campaignIntentOf } from './campaign-intents';
import type { GroupKeys } from './group-keys';
import { asinKey, type AccountTermIndex, type ExistingExactTarget } from './account-terms';
import type { AggregatedTerm } from './search-term-groups';

/** Where harvested targets of one kind go. */
export interface HarvestDestination {
  campaignId: CampaignId;
  adGroupId: AdGroupId;
  name: string;
  existing?: SpAdGroup;
  /** Name of the destination campaign when it is not the source campaign. */
  campaignName?: string;
  /** State of the destination campaign when it exists already (a paused campaign serves nothing). */
  campaignState?: EntityState;
}

/** The flow's routing of harvested terms: a destination for keyword terms and one for ASIN terms. */
export interface TermRouting {
  /** Created lazily on first use (so a destination ad group appears only when something is harvested). */
  destination(kind: 'keyword' | 'asin', source: SpAdGroup): HarvestDestination | undefined;
}

/** An exact target this plan creates (a harvest), by term key: later campaigns of the plan isolate toward it. */
export interface PlannedHarvest {
  campaignName: string;
  groupName: string;
  adGroupId: AdGroupId;
  /** The new target will serve once uploaded (see harvestServes). */
  serving: boolean;
}

/** What the search-term step of one campaign works with. */
export interface TermContext {
  builder: PlanBuilder;
  params: SpPlanParameters;
  campaign: SpCampaign;
  keys: GroupKeys;
  protect: ProtectList;
  routing: TermRouting;
  /** Calibration factor of the campaign (see campaign-calibration.ts). */
  calibration: number;
  /** The source campaign's placement multiplier after this run, applied to harvest bids. */
  placementMultiplier: number;
  /** The source campaign's effective CPC / bid ratio after this run, when measured. */
  cpcRatio?: number;
  /** The ratio measured over the data window (what bought the terms' clicks), when measured. */
  sourceCpcRatio?: number;
  /** Whether the flow decides this ad group's terms of this kind (default: every term). */
  ownsTerm?: (campaign: SpCampaign, group: SpAdGroup, asin: boolean) => boolean;
  /** Exact targets harvested earlier in this plan (shared by every campaign of the run). */
  planned?: Map<string, PlannedHarvest>;
  /** Account-wide facts about the product's search terms (see account-terms.ts). */
  account?: AccountTermIndex;
  /**
   * Campaigns of this plan whose bids are still to be decided: a destination in one of them is not raised by
   * the term rules (its own bid rules will write its row).
   */
  pendingCampaigns?: ReadonlySet<CampaignId>;
  /**
   * Keys of search terms another flow harvests from the same export (keyword terms by close-variant key, ASIN
   * terms as `target|asin="…"`, keyword-harvest-precedence.ts): noted, never created here too.
   */
  harvestedElsewhere?: ReadonlySet<string>;
  /** A defensive campaign (campaign-intents.ts): its terms are never negated for cost alone (isolation still is). */
  holdNegations?: boolean;
  /** Floor of the "near the source" harvest-bid anchor for a deliberate low-bid catch-all (harvest-bid-anchor.ts). */
  anchorBid?: Money;
  days: number;
}

function negatedIn(campaign: SpCampaign, group: SpAdGroup, key: string, asin: Asin | undefined): boolean {
  if (asin)
    return group.negativeProductTargets.some(
      (t) => t.state !== 'archived' && expressionKey(t.expression) === expressionKey(asinExpression(asin)),
    );
  const negatives = [...group.negativeKeywords, ...campaign.campaignNegativeKeywords].filter(
    (n) => n.state !== 'archived',
  );
  return negatives.some((n) => {
    const text = termKey(n.text);
    return n.matchType === 'negativeExact' ? text === key : ` ${key} `.includes(` ${text} `);
  });
}

/** Protect list, or a positive keyword / ASIN target of the same ad group (the bid rules judge those). */
function isProtected(c: TermContext, term: AggregatedTerm, asin: Asin | undefined): boolean {
  const targetKey = asin ? expressionKey(asinExpression(asin)) : undefined;
  return (
    isProtectedTerm(term.key, c.protect) ||
    term.group.keywords.some((k) => termKey(k.text) === term.key) ||
    term.group.productTargets.some((t) => expressionKey(t.expression) === targetKey)
  );
}

function decide(c: TermContext, term: AggregatedTerm, asin: Asin | undefined): SearchTermDecision {
  const { params } = c;
  return decideSearchTermAction({
    marketplace: params.marketplace,
    searchTerm: term.searchTerm,
    metrics: term.metrics,
    sourcePriorConversionRate: calibratedPrior(params.organicConversionRate, term.sourceKind, c.calibration),
    harvestPriorConversionRate: calibratedPrior(
      params.organicConversionRate,
      asin ? 'asin' : 'exact',
      c.calibration,
    ),
    targetCostPerSale: params.targetCostPerSale,
    isProtected: isProtected(c, term, asin),
    alreadyTargeted: false,
    alreadyNegated: negatedIn(c.campaign, term.group, term.key, asin),
    placementMultiplier: c.placementMultiplier,
    ...(c.cpcRatio !== undefined ? { cpcRatio: c.cpcRatio } : {}),
    ...(c.sourceCpcRatio !== undefined ? { sourceCpcRatio: c.sourceCpcRatio } : {}),
    ...(c.anchorBid !== undefined ? { anchorBid: c.anchorBid } : {}),
  });
}

/**
 * The ad group's enabled keyword that a negative exact on the term would block (a close variant of it, see
 * negativeBlocksKeyword), if any: such a negative is never written.
 */
function blockedOwnKeyword(c: TermContext, group: SpAdGroup, text: string): string | undefined {
  if (c.campaign.state === 'archived' || group.state === 'archived') return undefined;
  return group.keywords.find(
    (k) => k.state === 'enabled' && negativeBlocksKeyword(text, 'negativeExact', k.text, k.matchType),
  )?.text;
}

/** Negative keywords need valid keyword text; negative products need an ad group without keywords. */
function negate(
  c: TermContext,
  term: AggregatedTerm,
  asin: Asin | undefined,
  ruleId: string,
  d: SearchTermDecision,
): boolean {
  const why = {
    ruleId,
    reason: ruleId === TERM_RULES.isolate ? (d.isolationReason ?? d.reason) : d.reason,
    figures: d.figures,
  };
  const source = { campaignId: c.campaign.id, adGroupId: term.group.id };
  const keys = c.keys.of(term.group.id, term.group);
  if (asin) {
    if (term.group.keywords.length > 0) {
      c.builder.note(flowNotes.asinTermInKeywordGroup(term.searchTerm));
      return false;
    }
    const key = `negative|${expressionKey(asinExpression(asin))}`;
    if (keys.has(key)) return false;
    keys.add(key);
    c.builder.add(
      createNegativeProductTargetRow(source, asinExpression(asin)),
      { type: 'negativeProductTarget' },
      why,
    );
    return true;
  }
  // A manual product-targeting ad group holds no keywords, negative ones included.
  if (c.campaign.targetingType === 'manual' && term.group.keywords.length === 0) return false;
  const text = keywordForm(term.searchTerm);
  const own = blockedOwnKeyword(c, term.group, text);
  if (own !== undefined) {
    c.builder.note(termNotes.negationBlocksOwnKeyword(term.searchTerm, own));
    return false;
  }
  const key = `negativeExact|${normaliseTerm(text)}`;
  const problem = keywordTextProblem(c.params.marketplace, text, 'negativeExact');
  if (problem) c.builder.note(flowNotes.skippedKeyword(text, problem));
  if (problem || keys.has(key)) return false;
  keys.add(key);
  c.builder.add(createNegativeKeywordRow(source, text, 'negativeExact'), { type: 'negativeKeyword' }, why);
  return true;
}

/**
 * True when the harvested target will serve the term once the plan is uploaded: its campaign and ad group are
 * enabled, and the target is created now or already enabled. Only then may the source stop serving the term;
 * isolating it next to a paused or archived target would stop the converting term from serving at all.
 */
function harvestServes(destination: HarvestDestination, asin: Asin | undefined, key: string): boolean {
  if (destination.campaignState !== undefined && destination.campaignState !== 'enabled') return false;
  const group = destination.existing;
  if (!group) return true;
  if (group.state !== 'enabled') return false;
  const existing = asin
    ? group.productTargets.filter((t) => expressionKey(t.expression) === expressionKey(asinExpression(asin)))
    : group.keywords.filter((k) => k.matchType === 'exact' && termKey(k.text) === key);
  // No such target in the export: it is created by this plan (now or for an earlier source ad group).
  return existing.length === 0 || existing.some((t) => t.state === 'enabled');
}

/** The destination campaign's name: the source campaign's, or the account's / plan's name for another one. */
function campaignNameOf(c: TermContext, destination: HarvestDestination): string {
  return destination.campaignId === c.campaign.id
    ? c.campaign.name
    : (destination.campaignName ?? destination.name);
}

function harvest(c: TermContext, term: AggregatedTerm, asin: Asin | undefined, d: SearchTermDecision): void {
  const destination = c.routing.destination(asin ? 'asin' : 'keyword', term.group);
  if (!destination) {
    c.builder.note(
      asin
        ? flowNotes.asinTermInKeywordGroup(term.searchTerm)
        : flowNotes.keywordTermWithoutDestination(term.searchTerm, c.campaign.name),
    );
    return;
  }
  const keys = c.keys.of(destination.adGroupId, destination.existing);
  const bid = d.harvestBid ?? 0;
  const text = keywordForm(term.searchTerm);
  const key = asin ? `target|${expressionKey(asinExpression(asin))}` : `exact|${normaliseTerm(text)}`;
  const problem = asin ? undefined : keywordTextProblem(c.params.marketplace, text, 'exact');
  if (problem) {
    c.builder.note(flowNotes.skippedKeyword(text, problem));
    return;
  }
  const serves = harvestServes(destination, asin, term.key);
  c.planned?.set(asin ? asinKey(asin) : term.key, {
    campaignName: campaignNameOf(c, destination),
    groupName: destination.name,
    adGroupId: destination.adGroupId,
    serving: serves,
  });
  if (!keys.has(key)) {
    keys.add(key);
    const row = asin
      ? createProductTargetRow(destination, asinExpression(asin), bid)
      : createKeywordRow(destination, text, 'exact', bid);
    c.builder.add(row, { type: asin ? 'harvestProductTarget' : 'harvestKeyword', bidAfter: bid }, d);
  }
  if (destination.adGroupId === term.group.id || negatedIn(c.campaign, term.group, term.key, asin)) return;
  if (serves) negate(c, term, asin, TERM_RULES.isolate, d);
  else c.builder.warn(flowNotes.harvestNotServing(term.searchTerm, destination.name));
}

const costPerSale = (m: Metrics): number => (m.orders > 0 ? m.spend / m.orders : Infinity);

/** The existing target served in the window: it, its ad group and campaign enabled, with impressions and clicks. */
const servedInWindow = (e: ExistingExactTarget): boolean =>
  e.serving && e.target.metrics.impressions > 0 && e.target.metrics.clicks > 0;

/**
 * True when an existing exact target may take the term's traffic (isolation toward it): it served in the
 * window and its cost per sale is no worse than the term's in its source (a non-converter's is infinite).
 */
function takesTraffic(e: ExistingExactTarget, term: AggregatedTerm): boolean {
  return servedInWindow(e) && costPerSale(e.target.metrics) <= costPerSale(term.metrics);
}

/** The spelling of the exact target when it is a close variant of the term (another text, same key). */
function closeVariantOf(
  e: ExistingExactTarget,
  term: AggregatedTerm,
  asin: Asin | undefined,
): string | undefined {
  return asin || normaliseTerm(e.text) === normaliseTerm(term.searchTerm) ? undefined : e.text;
}

/** The bid of an existing keyword or product target (own, else its ad group's default). */
const bidOf = (e: ExistingExactTarget): Money | undefined => e.target.bid ?? e.group.defaultBid;

/**
 * An enabled exact target that had no impressions or clicks: raised to the harvest bid in this plan when that
 * is above its bid, its campaign is not still to be optimised by this plan and no other rule changes its row;
 * the source keeps the term either way (a negative now could stop a converting term from serving at all).
 */
function raiseOrKeep(
  c: TermContext,
  term: AggregatedTerm,
  e: ExistingExactTarget,
  d: SearchTermDecision,
): void {
  const before = bidOf(e);
  const after = d.harvestBid;
  const id = e.target.id;
  const changed = c.builder.rows.some((r) => (r.row.keywordId ?? r.row.productTargetingId) === id);
  // A catch-all is never raised toward a harvest bid (its bids stay low, campaign-intents.ts).
  const catchAll = campaignIntentOf(e.campaign, c.params.campaignIntents) === 'catchAll';
  const raisable =
    !catchAll &&
    after !== undefined &&
    before !== undefined &&
    after > before &&
    !changed &&
    !(c.pendingCampaigns?.has(e.campaign.id) ?? false);
  if (!raisable) {
    c.builder.note(termNotes.destinationIdle(term.searchTerm, e.campaign.name, e.group.name));
    return;
  }
  const parent = { campaignId: e.campaign.id, adGroupId: e.group.id };
  const row =
    'matchType' in e.target
      ? updateKeywordRow(parent, e.target.id, { bid: after, state: 'enabled' })
      : updateProductTargetRow(parent, e.target.id, { bid: after, state: 'enabled' });
  c.builder.rememberName(e.campaign.id, e.campaign.name);
  c.builder.rememberName(e.group.id, e.group.name);
  c.builder.add(
    row,
    { type: 'bidIncrease', bidBefore: before, bidAfter: after },
    {
      ruleId: TERM_RULES.raiseDestination,
      reason: termNotes.destinationRaised(term.searchTerm, e.campaign.name, e.group.name),
      figures: { ...d.figures, bid: after },
    },
  );
}

/**
 * A harvest candidate that is already an exact keyword (or a close variant of one) or ASIN target elsewhere
 * in the account: no duplicate. Negated exact in its source only toward a target that takes its traffic
 * (served in the window at a cost per sale no worse than the source's) or one this plan creates; an enabled
 * target that did not serve is raised (or the source keeps the term), a costlier one leaves the source as it
 * is, a paused one is warned about. True when the account had such a target (the harvest is then settled).
 */
function isolateExisting(
  c: TermContext,
  term: AggregatedTerm,
  asin: Asin | undefined,
  d: SearchTermDecision,
): boolean {
  const key = asin ? asinKey(asin) : term.key;
  const existing = c.account?.exactTargets.get(key) ?? [];
  const planned = c.planned?.get(key);
  if (existing.length === 0 && !planned) return false;
  const variantNote = (e: ExistingExactTarget) => {
    const variant = closeVariantOf(e, term, asin);
    if (variant !== undefined)
      c.builder.note(termNotes.servedByCloseVariant(term.searchTerm, variant, e.campaign.name, e.group.name));
  };
  const own = existing.find((e) => e.group.id === term.group.id);
  if (own) variantNote(own);
  if (own || planned?.adGroupId === term.group.id) return true;
  const taker = existing.find((e) => takesTraffic(e, term));
  if (taker) variantNote(taker);
  const target = taker
    ? { campaign: taker.campaign.name, group: taker.group.name, variant: closeVariantOf(taker, term, asin) }
    : planned?.serving
      ? { campaign: planned.campaignName, group: planned.groupName, variant: undefined }
      : undefined;
  if (!target) {
    const idle = existing.find((e) => e.serving && !servedInWindow(e));
    const costlier = existing.find((e) => servedInWindow(e));
    const first = existing[0];
    // Never harvested either way; a close variant is named as such.
    const settledBy = costlier ?? idle ?? first;
    if (settledBy) variantNote(settledBy);
    if (costlier)
      c.builder.note(
        termNotes.destinationCostlier(term.searchTerm, costlier.campaign.name, costlier.group.name),
      );
    else if (idle) raiseOrKeep(c, term, idle, d);
    else
      c.builder.warn(
        first
          ? flowNotes.existingNotServing(term.searchTerm, first.campaign.name, first.group.name)
          : flowNotes.harvestNotServing(term.searchTerm, planned?.groupName ?? ''),
      );
    return true;
  }
  if (negatedIn(c.campaign, term.group, term.key, asin)) return true;
  const reason =
    target.variant !== undefined
      ? termNotes.isolatedTowardVariant(term.searchTerm, target.variant, target.campaign, target.group)
      : flowNotes.isolatedExisting(term.searchTerm, target.campaign, target.group);
  negate(c, term, asin, TERM_RULES.isolate, { ...d, isolationReason: reason });
  return true;
}

/**
 * A negation the account forbids: the term (or a close variant) converts for the product in another ad group
 * or campaign, with any match type, or is one of the product's enabled keywords.
 */
function negationBlocked(c: TermContext, term: AggregatedTerm): boolean {
  // The term has no order in this ad group (or it would not be negated): any order is elsewhere.
  const converters = c.account?.converters.get(term.key);
  if (converters && converters.size > 0) {
    c.builder.note(termNotes.negationSkippedConverter(term.searchTerm));
    return true;
  }
  if (c.account?.enabledKeywords.has(term.key)) {
    c.builder.note(flowNotes.negationSkippedOwnKeyword(term.searchTerm));
    return true;
  }
  return false;
}

/**
 * A non-converter that already has a serving exact target elsewhere for the product (in another ad group or
 * campaign, or harvested earlier in this plan): its negative is isolation toward that target, so it is written
 * even where the term converts in another campaign. True when such a target exists (the term is settled).
 */
function isolateNonConverter(
  c: TermContext,
  term: AggregatedTerm,
  asin: Asin | undefined,
  d: SearchTermDecision,
): boolean {
  const key = asin ? asinKey(asin) : term.key;
  const elsewhere = (c.account?.exactTargets.get(key) ?? []).filter((e) => e.group.id !== term.group.id);
  const serving = elsewhere.find((e) => takesTraffic(e, term));
  const planned = c.planned?.get(key);
  const variant = serving ? closeVariantOf(serving, term, asin) : undefined;
  const target = serving
    ? { campaign: serving.campaign.name, group: serving.group.name }
    : planned?.serving && planned.adGroupId !== term.group.id
      ? { campaign: planned.campaignName, group: planned.groupName }
      : undefined;
  if (!target) return false;
  const reason =
    variant !== undefined
      ? termNotes.isolatedTowardVariant(term.searchTerm, variant, target.campaign, target.group)
      : flowNotes.isolatedExisting(term.searchTerm, target.campaign, target.group);
  negate(c, term, asin, TERM_RULES.isolate, { ...d, isolationReason: reason });
  return true;
}

/**
 * The key under which a harvest is left to another flow (keyword-harvest-precedence.ts): a keyword term by
 * its close-variant key, an ASIN search term by its product-targeting expression, so the kinds never collide.
 */
export const harvestKey = {
  keyword: (text: string): string => termKey(text),
  productTarget: (expression: string): string => `target|${expressionKey(expression)}`,
};

/** The harvest key of a search term of this flow (an ASIN term as its `asin="…"` expression). */
function harvestedElsewhereKey(term: AggregatedTerm, asin: Asin | undefined): string {
  return asin ? harvestKey.productTarget(asinExpression(asin)) : term.key;
}

/** Decides and writes every search term of the campaign; returns the change of daily spend (negations). */
export function actOnSearchTerms(c: TermContext, terms: readonly AggregatedTerm[]): Money {
  let spendDelta = 0;
  for (const term of terms) {
    if (term.group.state === 'archived') continue;
    const asin = asinOfSearchTerm(term.key);
    if (c.ownsTerm && !c.ownsTerm(c.campaign, term.group, asin !== undefined)) continue;
    const d = decide(c, term, asin);
    if (d.action === 'harvest' && !isolateExisting(c, term, asin, d)) {
      if (c.harvestedElsewhere?.has(harvestedElsewhereKey(term, asin)))
        c.builder.note(
          asin
            ? termNotes.asinHarvestedByKeywordFlow(asin)
            : termNotes.harvestedByKeywordFlow(term.searchTerm),
        );
      else harvest(c, term, asin, d);
    }
    if (d.action !== 'negate' || isolateNonConverter(c, term, asin, d) || negationBlocked(c, term)) continue;
    if (c.holdNegations) continue;
    if (negate(c, term, asin, TERM_RULES.negate, d)) spendDelta -= term.metrics.spend / Math.max(1, c.days);
  }
  return spendDelta;
}
