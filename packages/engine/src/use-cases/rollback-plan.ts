// The rollback of a plan: Update rows that put every existing entity the plan changes back to its values
// before the plan (bid, state, budget, placement percentage, bidding strategy). Entities the plan CREATES
// get Amazon's IDs only when the upload runs, and Update/Archive rows need those IDs, so no file made
// before the upload can archive them: they are listed for the seller instead (explanation workbook), to
// archive from a fresh bulk sheet.
import type { AccountModel } from '../model/account';
import type { BulkRow } from '../model/bulk-row';
import type { ChangeType, Plan, PlanRow } from '../model/plan';
import type { LocalizedText } from '../model/units';
import { changeTypesOf } from '../plans/shared/entity-rows';
import { explain } from '../plans/shared/explain';
import { summarisePlan } from '../plans/shared/plan-summary';

/** Rule identifier of rollback rows (docs/algorithms.md, "The deliverable"). */
export const ROLLBACK_RULE = 'ROLLBACK-RESTORE';

/** The rollback of a plan: the restoring plan and the created rows the seller archives by hand. */
export interface RollbackPlan {
  plan: Plan;
  /** Created rows of the plan (new campaigns, ad groups, ads, keywords, targets, negatives). */
  created: PlanRow[];
}

const reason: LocalizedText = {
  zh: '撤销方案：恢复为方案上传前的值',
  en: 'Rollback: restores the value before the plan was uploaded',
};

/** The bidding strategy of the row's campaign as the account had it, when the plan changes it. */
function strategyBefore(row: BulkRow, account: AccountModel | undefined) {
  if (row.product !== 'sponsoredProducts' || row.biddingStrategy === undefined) return undefined;
  return account?.sponsoredProducts.campaigns.find((c) => c.id === row.campaignId)?.biddingStrategy;
}

/** The identity of a row: what Amazon uses to find the entity, without anything it sets. */
function identityOf(row: BulkRow): BulkRow {
  const base = {
    entity: row.entity,
    operation: 'update' as const,
    campaignId: row.campaignId,
    ...(row.adGroupId === undefined ? {} : { adGroupId: row.adGroupId }),
    ...(row.adId === undefined ? {} : { adId: row.adId }),
    ...(row.keywordId === undefined ? {} : { keywordId: row.keywordId }),
    ...(row.productTargetingId === undefined ? {} : { productTargetingId: row.productTargetingId }),
    ...(row.placement === undefined ? {} : { placement: row.placement }),
    // A campaign row repeats its end date and portfolio: a blank End Date on an Update row removes it.
    ...(row.entity === 'campaign' && row.endDate ? { endDate: row.endDate } : {}),
    ...(row.entity === 'campaign' && row.portfolioId ? { portfolioId: row.portfolioId } : {}),
  };
  return row.product === 'sponsoredProducts'
    ? ({ product: 'sponsoredProducts', ...base } as BulkRow)
    : ({ product: 'sponsoredBrands', ...base } as BulkRow);
}

/** The Update row that restores what one Update row of the plan changed, or undefined when nothing can be. */
function restoreRow(planRow: PlanRow, account: AccountModel | undefined): BulkRow | undefined {
  const { row, change } = planRow;
  const restored = identityOf(row) as BulkRow & Record<string, unknown>;
  let restores = false;
  if (change.bidBefore !== undefined && row.bid !== undefined) {
    restored.bid = change.bidBefore;
    restores = true;
  }
  if (change.percentageBefore !== undefined && row.percentage !== undefined) {
    restored.percentage = change.percentageBefore;
    restores = true;
  }
  if (change.budgetBefore !== undefined) {
    if (row.product === 'sponsoredProducts' && row.dailyBudget !== undefined) {
      restored.dailyBudget = change.budgetBefore;
      restores = true;
    }
    if (row.product === 'sponsoredBrands' && row.budget !== undefined) {
      restored.budget = change.budgetBefore;
      restores = true;
    }
  }
  // A merged row (ADR 0020) may pause or enable besides its main change: the state is restored too.
  const types = changeTypesOf(change);
  if (types.includes('pause') || types.includes('enable')) {
    restored.state = types.includes('pause') ? 'enabled' : 'paused';
    restores = true;
  } else if (row.state !== undefined) {
    // The plan writes the state it found; writing it back keeps the row complete for the uploader.
    restored.state = row.state;
  }
  const strategy = strategyBefore(row, account);
  if (strategy !== undefined) {
    restored.biddingStrategy = strategy;
    restores = true;
  }
  return restores ? restored : undefined;
}

const REVERSED: Partial<Record<ChangeType, ChangeType>> = {
  pause: 'enable',
  enable: 'pause',
  bidIncrease: 'bidDecrease',
  bidDecrease: 'bidIncrease',
};
const reversed = (type: ChangeType): ChangeType => REVERSED[type] ?? type;

/**
 * The rollback of `plan`: for each Update row an Update row with the before values; undefined when the
 * plan changes no existing entity (a cold start into a new campaign has nothing to restore).
 */
export function buildRollbackPlan(plan: Plan, account: AccountModel | undefined): RollbackPlan | undefined {
  const rows: PlanRow[] = [];
  for (const planRow of plan.rows) {
    if (planRow.row.operation !== 'update') continue;
    const restored = restoreRow(planRow, account);
    if (!restored) continue;
    const change: PlanRow['change'] = {
      type: reversed(planRow.change.type),
      ...(planRow.change.alsoChanged === undefined
        ? {}
        : { alsoChanged: planRow.change.alsoChanged.map(reversed) }),
      ...(planRow.change.bidAfter === undefined ? {} : { bidBefore: planRow.change.bidAfter }),
      ...(planRow.change.bidBefore === undefined ? {} : { bidAfter: planRow.change.bidBefore }),
      ...(planRow.change.percentageAfter === undefined
        ? {}
        : { percentageBefore: planRow.change.percentageAfter }),
      ...(planRow.change.percentageBefore === undefined
        ? {}
        : { percentageAfter: planRow.change.percentageBefore }),
      ...(planRow.change.budgetAfter === undefined ? {} : { budgetBefore: planRow.change.budgetAfter }),
      ...(planRow.change.budgetBefore === undefined ? {} : { budgetAfter: planRow.change.budgetBefore }),
    };
    rows.push({ row: restored, change, explanation: explain(ROLLBACK_RULE, reason, {}) });
  }
  if (rows.length === 0) return undefined;
  const created = plan.rows.filter((planRow) => planRow.row.operation === 'create');
  const rollback: Plan = {
    flow: plan.flow,
    marketplace: plan.marketplace,
    rows,
    summary: summarisePlan(rows, { marketplace: plan.marketplace, notes: [] }),
    warnings: [],
  };
  return { plan: rollback, created };
}
