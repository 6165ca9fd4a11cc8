// One row per entity (ADR 0020): Amazon refuses a file that creates or updates one entity twice, so every
// change a plan makes to one campaign, placement, ad group, ad, keyword, target or negative is merged into
// a single row that carries every changed value and the explanations of every change.
import type { BulkRow } from '../../model/bulk-row';
import type { ChangeType, PlanRow, RowChange, RowExplanation } from '../../model/plan';

/** Rule identifiers of a merged row are joined with this separator (each one stays documented). */
export const MERGED_RULE_SEPARATOR = ' + ';

const lower = (text: string | undefined): string => (text ?? '').trim().toLowerCase();

/** The key of the entity a Create or Update row writes; undefined for Archive rows (never merged). */
export function entityKey(row: BulkRow): string | undefined {
  if (row.operation === 'archive') return undefined;
  const scope = `${row.product}|${row.campaignId}`;
  const group = `${scope}|${row.adGroupId ?? ''}`;
  switch (row.entity) {
    case 'campaign':
      return `campaign|${scope}`;
    case 'biddingAdjustment':
    case 'biddingAdjustmentByPlacement':
      return `placement|${scope}|${row.placement ?? ''}`;
    case 'adGroup':
      return `adGroup|${group}`;
    case 'keyword':
    case 'negativeKeyword':
    case 'campaignNegativeKeyword':
      return row.keywordId
        ? `keywordId|${row.product}|${row.keywordId}`
        : `${row.entity}|${row.entity === 'campaignNegativeKeyword' ? scope : group}|${lower(row.keywordText)}|${row.matchType ?? ''}`;
    case 'productTargeting':
    case 'negativeProductTargeting':
      return row.productTargetingId
        ? `targetId|${row.product}|${row.productTargetingId}`
        : `${row.entity}|${group}|${lower(row.productTargetingExpression)}`;
    default:
      return adKey(row, group);
  }
}

/** Ads: by Ad ID, else by what they advertise in their ad group (SKU or ASIN; SB ads by name). */
function adKey(row: BulkRow, group: string): string {
  if (row.adId) return `adId|${row.product}|${row.adId}`;
  const what =
    row.product === 'sponsoredProducts'
      ? (row.sku ?? '')
      : (row.adName ?? (row.creativeAsins ?? []).join(','));
  return `${row.entity}|${group}|${what}`;
}

/** The change types of a row: its type first, then the merged ones. */
export const changeTypesOf = (change: RowChange): ChangeType[] => [
  change.type,
  ...(change.alsoChanged ?? []),
];

function mergeChange(first: RowChange, second: RowChange): RowChange {
  const types = [...new Set([...changeTypesOf(first), ...changeTypesOf(second)])];
  const merged: RowChange = { type: first.type };
  if (types.length > 1) merged.alsoChanged = types.slice(1);
  // The value before is the one the account had (the first change); the value after is the last one set.
  const pairs = [
    ['bidBefore', 'bidAfter'],
    ['percentageBefore', 'percentageAfter'],
    ['budgetBefore', 'budgetAfter'],
  ] as const;
  for (const [before, after] of pairs) {
    const was = first[before] ?? second[before];
    const now = second[after] ?? first[after];
    if (was !== undefined) merged[before] = was;
    if (now !== undefined) merged[after] = now;
  }
  return merged;
}

function mergeExplanation(first: RowExplanation, second: RowExplanation): RowExplanation {
  const sameRule = first.ruleId === second.ruleId && first.reason.en === second.reason.en;
  const merged: RowExplanation = {
    ruleId: sameRule ? first.ruleId : `${first.ruleId}${MERGED_RULE_SEPARATOR}${second.ruleId}`,
    reason: sameRule
      ? first.reason
      : { zh: `${first.reason.zh}；${second.reason.zh}`, en: `${first.reason.en}; ${second.reason.en}` },
    figures: { ...first.figures, ...second.figures },
  };
  const window = first.dataWindow ?? second.dataWindow;
  if (window !== undefined) merged.dataWindow = window;
  return merged;
}

function mergeRow(first: BulkRow, second: BulkRow, change: RowChange): BulkRow {
  const defined = Object.fromEntries(Object.entries(second).filter(([, value]) => value !== undefined));
  const merged = { ...first, ...defined } as BulkRow;
  // A Create stays a Create (the entity does not exist yet); a pause is never undone by a later bid change.
  if (first.operation === 'create' || second.operation === 'create') merged.operation = 'create';
  if (changeTypesOf(change).includes('pause')) merged.state = 'paused';
  return merged;
}

/** One plan row carrying both rows' changes and explanations (`first` was added before `second`). */
export function mergePlanRows(first: PlanRow, second: PlanRow): PlanRow {
  const change = mergeChange(first.change, second.change);
  return {
    row: mergeRow(first.row, second.row, change),
    change,
    explanation: mergeExplanation(first.explanation, second.explanation),
  };
}

/** The rows with every entity's Create/Update rows merged into its first one (order kept). */
export function mergeEntityRows(rows: readonly PlanRow[]): PlanRow[] {
  const merged: PlanRow[] = [];
  const at = new Map<string, number>();
  for (const planRow of rows) {
    const key = entityKey(planRow.row);
    const index = key === undefined ? undefined : at.get(key);
    if (key === undefined || index === undefined) {
      if (key !== undefined) at.set(key, merged.length);
      merged.push(planRow);
      continue;
    }
    merged[index] = mergePlanRows(merged[index] as PlanRow, planRow);
  }
  return merged;
}
