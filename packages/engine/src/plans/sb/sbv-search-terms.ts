// Harvesting and negation from the SB search term report (reference §5.4) with Sponsored Products' rules:
// converters become exact keywords in the same SB ad group (ASIN terms become `asin="…"` targets in
// product-targeting ad groups), wasted terms become negative exact keywords or negative product targets.
import { marketplaceInfo } from '@adplan/contracts';
import type { SbAdGroup, SbCampaign, SearchTermRow } from '../../model/account';
import type { SbBulkRow } from '../../model/bulk-row';
import type { Asin } from '../../model/ids';
import { addMetrics, emptyMetrics, type Metrics } from '../../model/metrics';
import type { LocalizedText } from '../../model/units';
import { priorConversionRate } from '../shared/conversion-estimate';
import { joinText } from '../shared/explain';
import { decideSearchTermAction, type SearchTermDecision } from '../shared/search-term-decision';
import { termKey } from '../shared/close-variant-rules';
import {
  asinOfSearchTerm,
  isProtectedTerm,
  keywordForm,
  keywordTextProblem,
  normaliseTerm,
} from '../shared/text-rules';
import { sbMessages } from './sb-messages';
import { nameKey } from './sbv-name-key';
import type { SbvOptimisationSettings } from './sbv-optimisation';
import { sbvPlanRow, type SbvPlanRows } from './sbv-plan-row';

/** One search term of one ad group with its summed metrics and the match type of the keyword that matched it. */
interface TermGroup {
  group: SbAdGroup;
  /** The term as first seen, normalised (NFKC, lower case): the text written into a new keyword. */
  term: string;
  /** The close-variant key (close-variant-rules.ts): close variants are one term. */
  key: string;
  matchType?: SearchTermRow['matchType'];
  metrics: Metrics;
}

/** What an ad group already targets and negates (keywords by close-variant key), updated as rows are planned. */
interface GroupState {
  exactKeywords: Set<string>;
  negatedKeywords: Set<string>;
  asinTargets: Set<string>;
  negatedAsins: Set<string>;
  /** Keyword ad groups cannot take product targets and vice versa. */
  keywordGroup: boolean;
}

const ASIN_IN_EXPRESSION = /asin="([A-Za-z0-9]{10})"/;

function asinOf(expression: string): string | undefined {
  return ASIN_IN_EXPRESSION.exec(expression)?.[1]?.toUpperCase();
}

function groupState(group: SbAdGroup): GroupState {
  const live = <T extends { state: string }>(items: readonly T[]) =>
    items.filter((item) => item.state !== 'archived');
  return {
    exactKeywords: new Set(
      live(group.keywords)
        .filter((k) => k.matchType === 'exact')
        .map((k) => termKey(k.text)),
    ),
    negatedKeywords: new Set(
      live(group.negativeKeywords)
        .filter((k) => k.matchType === 'negativeExact')
        .map((k) => termKey(k.text)),
    ),
    asinTargets: new Set(live(group.productTargets).flatMap((t) => asinOf(t.expression) ?? [])),
    negatedAsins: new Set(live(group.negativeProductTargets).flatMap((t) => asinOf(t.expression) ?? [])),
    keywordGroup: group.keywords.length > 0 || group.productTargets.length === 0,
  };
}

/** Sums the campaign's search-term rows per ad group and close-variant key. */
function termGroups(campaign: SbCampaign, rows: readonly SearchTermRow[]): TermGroup[] {
  const byKey = new Map<string, TermGroup>();
  for (const row of rows) {
    const group = campaign.adGroups.find((g) =>
      row.adGroupId !== undefined
        ? g.id === row.adGroupId
        : row.adGroupName !== undefined && nameKey(g.name) === nameKey(row.adGroupName),
    );
    if (!group || group.state === 'archived') continue;
    const term = normaliseTerm(row.searchTerm);
    const id = `${group.id}|${termKey(term)}`;
    const existing = byKey.get(id);
    if (existing) existing.metrics = addMetrics(existing.metrics, row.metrics);
    else
      byKey.set(id, {
        group,
        term,
        key: termKey(term),
        matchType: row.matchType,
        metrics: addMetrics(emptyMetrics(), row.metrics),
      });
  }
  return [...byKey.values()];
}

/**
 * True when the term is one of the ad group's own keywords (any match type) or ASIN targets: a negative on it
 * in the same ad group would switch that target off, so its own bid rules judge it instead (as in SP).
 */
function isOwnTarget(item: TermGroup, asin: Asin | undefined): boolean {
  const live = <T extends { state: string }>(items: readonly T[]) =>
    items.filter((entry) => entry.state !== 'archived');
  if (asin) return live(item.group.productTargets).some((t) => asinOf(t.expression) === asin);
  return live(item.group.keywords).some((k) => termKey(k.text) === item.key);
}

function decide(
  item: TermGroup,
  state: GroupState,
  asin: Asin | undefined,
  s: SbvOptimisationSettings,
  placementMultiplier: number,
): SearchTermDecision {
  const sourceKind = item.matchType ?? (state.keywordGroup ? 'broad' : 'asin');
  return decideSearchTermAction({
    marketplace: s.marketplace,
    searchTerm: item.term,
    metrics: item.metrics,
    sourcePriorConversionRate: priorConversionRate(s.organicConversionRate, sourceKind),
    harvestPriorConversionRate: priorConversionRate(s.organicConversionRate, asin ? 'asin' : 'exact'),
    targetCostPerSale: s.targetCostPerSale,
    isProtected: isProtectedTerm(item.term, s.protect) || isOwnTarget(item, asin),
    alreadyTargeted: asin ? state.asinTargets.has(asin) : state.exactKeywords.has(item.key),
    alreadyNegated: asin ? state.negatedAsins.has(asin) : state.negatedKeywords.has(item.key),
    bidRange: marketplaceInfo(s.marketplace).sbVideoBid,
    placementMultiplier,
  });
}

/** Why a harvest cannot be written in this ad group (a note, or nothing to say), or undefined when it can. */
function harvestBlocked(
  item: TermGroup,
  state: GroupState,
  asin: Asin | undefined,
  s: SbvOptimisationSettings,
): SbvPlanRows | undefined {
  if (asin && state.keywordGroup) return { rows: [], warnings: [sbMessages.asinHarvestInKeywordGroup(asin)] };
  if (!asin && !state.keywordGroup) return { rows: [], warnings: [] };
  const problem = asin ? undefined : keywordTextProblem(s.marketplace, keywordForm(item.term), 'exact');
  return problem ? { rows: [], warnings: [sbMessages.textSkipped(item.term, problem)] } : undefined;
}

function harvestRow(
  item: TermGroup,
  state: GroupState,
  asin: Asin | undefined,
  decision: SearchTermDecision,
  campaign: SbCampaign,
  s: SbvOptimisationSettings,
): SbvPlanRows {
  const bid = decision.harvestBid;
  if (bid === undefined) return { rows: [], warnings: [] };
  const blocked = harvestBlocked(item, state, asin, s);
  if (blocked) return blocked;
  const base = {
    product: 'sponsoredBrands',
    operation: 'create',
    campaignId: campaign.id,
    adGroupId: item.group.id,
    state: 'enabled',
    bid,
  } as const;
  const row: SbBulkRow = asin
    ? { ...base, entity: 'productTargeting', productTargetingExpression: `asin="${asin}"` }
    : { ...base, entity: 'keyword', keywordText: keywordForm(item.term), matchType: 'exact' };
  if (asin) state.asinTargets.add(asin);
  else state.exactKeywords.add(item.key);
  const reason = asin ? decision.reason : joinText(decision.reason, sbMessages.harvestNoIsolation());
  const change = { type: asin ? 'harvestProductTarget' : 'harvestKeyword', bidAfter: bid } as const;
  const figures = { ...decision.figures, searchTerm: item.term };
  return { rows: [sbvPlanRow(row, change, decision.ruleId, reason, figures, s.dataWindow)], warnings: [] };
}

function negativeRow(
  item: TermGroup,
  state: GroupState,
  asin: Asin | undefined,
  decision: SearchTermDecision,
  campaign: SbCampaign,
  s: SbvOptimisationSettings,
): SbvPlanRows {
  const base = {
    product: 'sponsoredBrands',
    operation: 'create',
    campaignId: campaign.id,
    adGroupId: item.group.id,
    state: 'enabled',
  } as const;
  // A product-targeting ad group holds no keywords, negative ones included: a note instead of the row.
  if (!asin && !state.keywordGroup)
    return {
      rows: [],
      warnings: [],
      notes: [sbMessages.negativeKeywordInTargetingGroup(item.term, item.group.name)],
    };
  const text = keywordForm(item.term);
  const problem = asin ? undefined : keywordTextProblem(s.marketplace, text, 'negativeExact');
  if (problem) return { rows: [], warnings: [sbMessages.textSkipped(item.term, problem)] };
  const row: SbBulkRow = asin
    ? { ...base, entity: 'negativeProductTargeting', productTargetingExpression: `asin="${asin}"` }
    : { ...base, entity: 'negativeKeyword', keywordText: text, matchType: 'negativeExact' };
  if (asin) state.negatedAsins.add(asin);
  else state.negatedKeywords.add(item.key);
  const type = asin ? 'negativeProductTarget' : 'negativeKeyword';
  return {
    rows: [
      sbvPlanRow(
        row,
        { type },
        decision.ruleId,
        decision.reason,
        { ...decision.figures, searchTerm: item.term },
        s.dataWindow,
      ),
    ],
    warnings: [],
  };
}

/**
 * Harvest and negation rows of one SB video campaign from its search-term rows; harvested bids are divided by
 * the campaign's placement multiplier after this run (1 under automated bidding), as the keyword bids are.
 */
export function optimiseSbvSearchTerms(
  campaign: SbCampaign,
  rows: readonly SearchTermRow[],
  s: SbvOptimisationSettings,
  placementMultiplier = 1,
): SbvPlanRows {
  const states = new Map(campaign.adGroups.map((group) => [group.id, groupState(group)]));
  const parts = termGroups(campaign, rows).map((item): SbvPlanRows => {
    const state = states.get(item.group.id);
    if (!state) return { rows: [], warnings: [] };
    const asin = asinOfSearchTerm(item.term);
    const decision = decide(item, state, asin, s, placementMultiplier);
    if (decision.action === 'harvest') return harvestRow(item, state, asin, decision, campaign, s);
    if (decision.action === 'negate') return negativeRow(item, state, asin, decision, campaign, s);
    return { rows: [], warnings: [] };
  });
  const warnings: LocalizedText[] = [];
  const notes: LocalizedText[] = [];
  for (const part of parts) {
    for (const w of part.warnings) if (!warnings.some((x) => x.en === w.en)) warnings.push(w);
    for (const n of part.notes ?? []) if (!notes.some((x) => x.en === n.en)) notes.push(n);
  }
  return { rows: parts.flatMap((part) => part.rows), warnings, notes };
}
