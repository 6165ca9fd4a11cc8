// Per campaign: every aggregated search term decided (harvest / negate / keep) and written: harvested
// terms as exact keywords or `asin="…"` targets in the flow's destination with a negative in the source
// (isolation), non-converters negated in the source, the protect list respected.
import type { EntityState, SpAdGroup, SpCampaign } from '../../model/account';
import type { AdGroupId, Asin, CampaignId } from '../../model/ids';
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
} from '../shared/sp-rows';
import {
  asinOfSearchTerm,
  isProtectedTerm,
  keywordForm,
  keywordTextProblem,
  normaliseTerm,
  type ProtectList,
} from '../shared/text-rules';
import { calibratedPrior } from './campaign-calibration';
import type { GroupKeys } from './group-keys';
import { asinKey, type AccountTermIndex } from './account-terms';
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
    const text = normaliseTerm(n.text);
    return n.matchType === 'negativeExact' ? text === key : ` ${key} `.includes(` ${text} `);
  });
}

/** Protect list, or a positive keyword / ASIN target of the same ad group (the bid rules judge those). */
function isProtected(c: TermContext, term: AggregatedTerm, asin: Asin | undefined): boolean {
  const targetKey = asin ? expressionKey(asinExpression(asin)) : undefined;
  return (
    isProtectedTerm(term.key, c.protect) ||
    term.group.keywords.some((k) => normaliseTerm(k.text) === term.key) ||
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
  });
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
    : group.keywords.filter((k) => k.matchType === 'exact' && normaliseTerm(k.text) === key);
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
  const serves = harvestServes(destination, asin, normaliseTerm(text));
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

/**
 * A harvest candidate that is already an exact keyword or ASIN target elsewhere in the account: no
 * duplicate; negated exact in its source when that target serves (isolation), else a warning. True when
 * the account had such a target (the harvest is then settled).
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
  if (existing.some((e) => e.group.id === term.group.id) || planned?.adGroupId === term.group.id) return true;
  const serving = existing.find((e) => e.serving);
  const target = serving
    ? { campaign: serving.campaign.name, group: serving.group.name }
    : planned?.serving
      ? { campaign: planned.campaignName, group: planned.groupName }
      : undefined;
  if (!target) {
    const first = existing[0];
    c.builder.warn(
      first
        ? flowNotes.existingNotServing(term.searchTerm, first.campaign.name, first.group.name)
        : flowNotes.harvestNotServing(term.searchTerm, planned?.groupName ?? ''),
    );
    return true;
  }
  if (negatedIn(c.campaign, term.group, term.key, asin)) return true;
  const reason = flowNotes.isolatedExisting(term.searchTerm, target.campaign, target.group);
  negate(c, term, asin, TERM_RULES.isolate, { ...d, isolationReason: reason });
  return true;
}

/** A negation the account forbids: the term converts in another campaign, or is an enabled keyword. */
function negationBlocked(c: TermContext, term: AggregatedTerm): boolean {
  const converters = c.account?.converters.get(term.key);
  if (converters && [...converters].some((id) => id !== c.campaign.id)) {
    c.builder.note(flowNotes.negationSkippedConverter(term.searchTerm));
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
  const serving = elsewhere.find((e) => e.serving);
  const planned = c.planned?.get(key);
  const target = serving
    ? { campaign: serving.campaign.name, group: serving.group.name }
    : planned?.serving && planned.adGroupId !== term.group.id
      ? { campaign: planned.campaignName, group: planned.groupName }
      : undefined;
  if (!target) return false;
  const reason = flowNotes.isolatedExisting(term.searchTerm, target.campaign, target.group);
  negate(c, term, asin, TERM_RULES.isolate, { ...d, isolationReason: reason });
  return true;
}

/** Decides and writes every search term of the campaign; returns the change of daily spend (negations). */
export function actOnSearchTerms(c: TermContext, terms: readonly AggregatedTerm[]): Money {
  let spendDelta = 0;
  for (const term of terms) {
    if (term.group.state === 'archived') continue;
    const asin = asinOfSearchTerm(term.key);
    if (c.ownsTerm && !c.ownsTerm(c.campaign, term.group, asin !== undefined)) continue;
    const d = decide(c, term, asin);
    if (d.action === 'harvest' && !isolateExisting(c, term, asin, d)) harvest(c, term, asin, d);
    if (d.action !== 'negate' || isolateNonConverter(c, term, asin, d) || negationBlocked(c, term)) continue;
    if (negate(c, term, asin, TERM_RULES.negate, d)) spendDelta -= term.metrics.spend / Math.max(1, c.days);
  }
  return spendDelta;
}
