// What an apply will change, for the confirmation before anything is sent to Amazon: the items still to
// send counted by kind (entity and operation), and the money they move: new daily budgets, the change of
// existing budgets per day, and how many bids go up or down (with the sum of the moves per click).
import type { ChangeEntity, ChangeItem, ChangeOperation, ShopPlanData } from '@adplan/contracts';

/** A count of items of one kind. */
export interface ImpactKind {
  entity: ChangeEntity;
  operation: ChangeOperation;
  count: number;
}

/** What an apply will do. */
export interface ApplyImpact {
  /** Items the apply sends (not applied yet). */
  total: number;
  kinds: ImpactKind[];
  /** Sum of the daily budgets of the campaigns it creates. */
  newDailyBudgets: number;
  /** Change of the daily budgets of existing campaigns (after - before), per day. */
  budgetChangePerDay: number;
  bidsUp: number;
  bidsDown: number;
  /** Sum of the bid moves up and down (per click, marketplace currency). */
  bidUpTotal: number;
  bidDownTotal: number;
  paused: number;
  enabled: number;
  archived: number;
}

const CAMPAIGNS: readonly ChangeEntity[] = ['campaign', 'sbCampaign'];

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const cents = (value: number): number => Math.round(value * 100) / 100;

/** The values an item had: the live ones read at apply, else what the shop held when the plan was made. */
export function beforeOf(item: ChangeItem): ChangeItem['before'] {
  return item.before ?? item.planned_before;
}

/** What applying the plan now will change (items already applied are not sent again). */
export function applyImpact(plan: Pick<ShopPlanData, 'items'>): ApplyImpact {
  const impact: ApplyImpact = {
    total: 0,
    kinds: [],
    newDailyBudgets: 0,
    budgetChangePerDay: 0,
    bidsUp: 0,
    bidsDown: 0,
    bidUpTotal: 0,
    bidDownTotal: 0,
    paused: 0,
    enabled: 0,
    archived: 0,
  };
  const kinds = new Map<string, ImpactKind>();
  for (const item of plan.items) {
    if (item.state === 'applied') continue;
    impact.total += 1;
    const key = `${item.operation}:${item.entity}`;
    const kind = kinds.get(key) ?? { entity: item.entity, operation: item.operation, count: 0 };
    kind.count += 1;
    kinds.set(key, kind);
    const before = beforeOf(item) ?? {};
    const budget = numberOf(item.after['budget']);
    if (CAMPAIGNS.includes(item.entity) && budget !== undefined) {
      if (item.operation === 'create') impact.newDailyBudgets += budget;
      else impact.budgetChangePerDay += budget - (numberOf(before['budget']) ?? budget);
    }
    for (const field of ['bid', 'defaultBid']) {
      const after = numberOf(item.after[field]);
      const was = numberOf(before[field]);
      if (item.operation === 'create' || after === undefined || was === undefined || after === was) continue;
      if (after > was) {
        impact.bidsUp += 1;
        impact.bidUpTotal += after - was;
      } else {
        impact.bidsDown += 1;
        impact.bidDownTotal += was - after;
      }
    }
    const state = String(item.after['state'] ?? '').toUpperCase();
    const wasState = String(before['state'] ?? '').toUpperCase();
    if (item.operation !== 'create' && state !== wasState) {
      if (state === 'PAUSED') impact.paused += 1;
      if (state === 'ENABLED') impact.enabled += 1;
      if (state === 'ARCHIVED') impact.archived += 1;
    }
  }
  impact.kinds = [...kinds.values()];
  impact.newDailyBudgets = cents(impact.newDailyBudgets);
  impact.budgetChangePerDay = cents(impact.budgetChangePerDay);
  impact.bidUpTotal = cents(impact.bidUpTotal);
  impact.bidDownTotal = cents(impact.bidDownTotal);
  return impact;
}
