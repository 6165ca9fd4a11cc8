// Customer search terms of a campaign, aggregated per source ad group and normalised term (a term can
// reach an ad group through several keywords), with the kind of the target that brought most clicks.
import type { SearchTermRow, SpAdGroup, SpCampaign } from '../../model/account';
import { addMetrics, emptyMetrics, type Metrics } from '../../model/metrics';
import { targetKindOfExpression } from '../shared/conversion-estimate';
import type { TargetKind } from '../shared/planning-constants';
import { termKey } from '../shared/close-variant-rules';
import { normaliseTerm } from '../shared/text-rules';

/** One search term in one ad group over the window. */
export interface AggregatedTerm {
  group: SpAdGroup;
  /** The term as shoppers typed it: of its close variants, the spelling with the most orders, then clicks. */
  searchTerm: string;
  /** The close-variant key (close-variant-rules.ts): close variants are one term. */
  key: string;
  metrics: Metrics;
  /** Kind of the keyword or target that brought the most clicks. */
  sourceKind: TargetKind;
}

function rowKind(row: SearchTermRow): TargetKind {
  if (row.matchType) return row.matchType;
  return row.targetingExpression ? targetKindOfExpression(row.targetingExpression) : 'other';
}

function groupOf(campaign: SpCampaign, row: SearchTermRow): SpAdGroup | undefined {
  if (row.adGroupId) {
    const byId = campaign.adGroups.find((g) => g.id === row.adGroupId);
    if (byId) return byId;
  }
  const name = row.adGroupName === undefined ? '' : normaliseTerm(row.adGroupName);
  return name ? campaign.adGroups.find((g) => normaliseTerm(g.name) === name) : undefined;
}

/** True when a search-term row belongs to the campaign (by ID, or by name ignoring case and width when the report has no IDs). */
export function belongsTo(campaign: SpCampaign, row: SearchTermRow): boolean {
  if (row.campaignId) return row.campaignId === campaign.id;
  return row.campaignName !== undefined && normaliseTerm(row.campaignName) === normaliseTerm(campaign.name);
}

/** Code-point order (locale-independent, so plans do not depend on the machine's ICU data). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type Entry = AggregatedTerm & { sourceClicks: Map<TargetKind, number>; spellings: Map<string, Metrics> };

/** The spelling of a close-variant family shoppers bought through most (orders, then clicks, then text). */
function mainSpelling(spellings: Map<string, Metrics>): string | undefined {
  return [...spellings.entries()].sort(
    (a, b) => b[1].orders - a[1].orders || b[1].clicks - a[1].clicks || compareText(a[0], b[0]),
  )[0]?.[0];
}

/**
 * Aggregates the campaign's search-term rows per (ad group, close-variant key): "yoga mats" and "Yoga Mat"
 * in one ad group are one term with their metrics summed. Sorted for determinism.
 */
export function aggregateSearchTerms(campaign: SpCampaign, rows: readonly SearchTermRow[]): AggregatedTerm[] {
  const byKey = new Map<string, Entry>();
  for (const row of rows) {
    if (row.product !== 'sponsoredProducts' || !belongsTo(campaign, row)) continue;
    const group = groupOf(campaign, row);
    const key = termKey(row.searchTerm);
    if (!group || key.length === 0) continue;
    const id = `${group.id}|${key}`;
    const entry: Entry = byKey.get(id) ?? {
      group,
      searchTerm: row.searchTerm.trim(),
      key,
      metrics: emptyMetrics(),
      sourceKind: rowKind(row),
      sourceClicks: new Map(),
      spellings: new Map(),
    };
    entry.metrics = addMetrics(entry.metrics, row.metrics);
    const spelling = row.searchTerm.trim();
    entry.spellings.set(spelling, addMetrics(entry.spellings.get(spelling) ?? emptyMetrics(), row.metrics));
    const kind = rowKind(row);
    entry.sourceClicks.set(kind, (entry.sourceClicks.get(kind) ?? 0) + row.metrics.clicks);
    byKey.set(id, entry);
  }
  return [...byKey.values()]
    .map(({ sourceClicks, spellings, ...term }) => ({
      ...term,
      searchTerm: mainSpelling(spellings) ?? term.searchTerm,
      sourceKind: [...sourceClicks.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? term.sourceKind,
    }))
    .sort((a, b) => compareText(a.group.id, b.group.id) || compareText(a.key, b.key));
}
