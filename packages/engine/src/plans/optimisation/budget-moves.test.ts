// Budget moves (docs/algorithms.md §17.3): within the sum of today's budgets, a campaign that runs out of
// budget at a good cost per sale gets budget from one that wastes it, by the one budget rule (3 x spend); the
// total never grows, a defensive campaign never gives, and a seller's own daily budget is left to its rule.
import { describe, expect, it } from 'vitest';
import type { SpCampaign } from '../../model/account';
import type { Plan } from '../../model/plan';
import { fixtureAccount, fixtureCampaign, fixtureKeyword } from '../../testing/account-fixtures';
import { assertPlanValid } from '../../validate/validate-api';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';
import { BUDGET_MOVE_RULE } from './budget-moves';

const NOW = new Date('2026-03-10T12:00:00Z');

/** Runs out of its 10 a day (9.50 a day over 60 days) at 5 a sale: the shared rule asks 3 x 9.50 = 28.50. */
const capped = (): SpCampaign =>
  fixtureCampaign({
    id: '130000000000001',
    name: 'Lamp exact',
    dailyBudget: 10,
    adGroups: [
      {
        id: '230000000000001',
        name: 'exact',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000001', 'lamp', 'exact', 0.5, { clicks: 1140, orders: 114, spend: 570 }),
        ],
      },
    ],
  });

/** Spends 5 of its 50 a day at 30 a sale: it keeps 3 x its planned spend and gives the rest. */
const wasting = (name = 'Lamp broad'): SpCampaign =>
  fixtureCampaign({
    id: '130000000000002',
    name,
    dailyBudget: 50,
    adGroups: [
      {
        id: '230000000000002',
        name: 'broad',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000002', 'desk lamp', 'broad', 1, { clicks: 300, orders: 10, spend: 300 }),
        ],
      },
    ],
  });

function plan(campaigns: SpCampaign[], extra: Record<string, unknown> = {}): Plan {
  const account = fixtureAccount(campaigns, []);
  const data: PlanningData = {
    now: NOW,
    account,
    searchTerms: [],
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
  };
  const params = checkPlanParameters('keyword-optimisation', {
    marketplace: 'US',
    asin: 'B0OWNASIN1',
    organic_conversion_rate: 10,
    target_cps: 10,
    ...extra,
  });
  return planKeywordOptimisation(params, data);
}

const moves = (p: Plan) => p.rows.filter((r) => r.explanation.ruleId.includes(BUDGET_MOVE_RULE));

describe('budget moves', () => {
  it('moves budget from the waster to the capped campaign, the total unchanged, each move explained', () => {
    const p = plan([capped(), wasting()]);
    const byCampaign = new Map(moves(p).map((r) => [String(r.row.campaignId), r.change]));
    expect(byCampaign.get('130000000000001')).toEqual(
      expect.objectContaining({ type: 'budgetChange', budgetBefore: 10, budgetAfter: 28.5 }),
    );
    const donor = byCampaign.get('130000000000002');
    expect(donor?.budgetBefore).toBe(50);
    expect(donor?.budgetAfter).toBe(31.5);
    const reasons = moves(p).map((r) => r.explanation.reason.en);
    expect(reasons[0]).toContain('runs out of budget (spends $9.50 a day of its $10.00)');
    expect(reasons[0]).toContain('the total stays the same');
    expect(reasons[1]).toContain('costs $30.00 per sale against the $10.00 target');
    expect(moves(p)[0]?.explanation.reason.zh).toContain('总预算不变');
    expect(() => assertPlanValid(p, { now: NOW })).not.toThrow();
  });

  it('never takes budget from a defensive campaign, and leaves a budget the seller gives to its own rule', () => {
    expect(moves(plan([capped(), wasting('Lamp brand defense')]))).toEqual([]);
    expect(moves(plan([capped(), wasting()], { daily_budget: 60 }))).toEqual([]);
  });

  it('moves nothing when no campaign runs out of budget', () => {
    const roomy = capped();
    roomy.dailyBudget = 40;
    expect(moves(plan([roomy, wasting()]))).toEqual([]);
  });
});
