// The summary a seller reads first: counts by change type, the bid moves, expected spend and the
// recommended budget (spec §9: 3 x planned daily spend).
import type { Marketplace } from '@adplan/contracts';
import type { SpBulkRow, BulkRow } from '../../model/bulk-row';
import type { ChangeType, PlanRow, PlanSummary } from '../../model/plan';
import type { LocalizedText, Money } from '../../model/units';
import { dailyBudgetAdvice } from './budget-advice';
import { changeTypesOf } from './entity-rows';
import { PLANNING_CONSTANTS } from './planning-constants';

/** What a flow adds to the counted rows. */
export interface SummaryExtras {
  marketplace: Marketplace;
  expectedDailySpend?: Money | undefined;
  notes: LocalizedText[];
  /** Readable label of a row for the bid list (names instead of IDs); a default is used when absent. */
  labelOf?: (row: SpBulkRow) => string;
}

function defaultLabel(row: BulkRow): string {
  const group = row.adGroupName ?? row.adGroupId ?? '';
  if (row.keywordText) {
    const match = (row as SpBulkRow).matchType ?? '';
    return `${group} / ${row.keywordText} [${match}]`;
  }
  if (row.productTargetingExpression) return `${group} / ${row.productTargetingExpression}`;
  return group || (row.campaignName ?? row.campaignId);
}

/**
 * Recommended daily budget for a planned daily spend: recommendedBudgetSpendMultiple x spend, never below
 * Amazon's minimum SP daily budget of the marketplace (a recommendation the upload would refuse is no advice).
 */
export function recommendedDailyBudget(expectedDailySpend: Money, marketplace?: Marketplace): Money {
  if (marketplace) return dailyBudgetAdvice(marketplace, expectedDailySpend).recommendedDailyBudget;
  return PLANNING_CONSTANTS.recommendedBudgetSpendMultiple * expectedDailySpend;
}

/** Builds the plan summary from its rows: every change counted by its type (a merged row once per change), every bid move listed. */
export function summarisePlan(rows: readonly PlanRow[], extras: SummaryExtras): PlanSummary {
  const changeCounts: Partial<Record<ChangeType, number>> = {};
  const bidChanges: PlanSummary['bidChanges'] = [];
  for (const { row, change } of rows) {
    for (const type of changeTypesOf(change)) changeCounts[type] = (changeCounts[type] ?? 0) + 1;
    if (change.bidAfter !== undefined && change.bidAfter !== change.bidBefore) {
      const label =
        extras.labelOf && row.product === 'sponsoredProducts' ? extras.labelOf(row) : defaultLabel(row);
      const entry: PlanSummary['bidChanges'][number] = { label, after: change.bidAfter };
      if (change.bidBefore !== undefined) entry.before = change.bidBefore;
      bidChanges.push(entry);
    }
  }
  const summary: PlanSummary = { changeCounts, bidChanges, notes: extras.notes };
  if (extras.expectedDailySpend !== undefined) {
    // The same rule and rounding as every budget warning of the plan (one figure per card, to the cent).
    const advice = dailyBudgetAdvice(extras.marketplace, extras.expectedDailySpend);
    summary.expectedDailySpend = advice.expectedDailySpend;
    summary.recommendedDailyBudget = advice.recommendedDailyBudget;
  }
  return summary;
}
