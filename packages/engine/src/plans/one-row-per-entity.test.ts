// One row per entity (ADR 0020, issue 19): a campaign whose budget and bidding strategy both change in one
// run (keyword optimisation with a daily budget of an "up and down" campaign whose clicks cost 1.6 x the
// bids) is one Campaign Update row carrying both values and both explanations, the plan passes the
// engine's validator, and the rollback restores both values. Every SP optimisation scope is tried.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../model/bulk-row';
import { adGroupId, campaignId, keywordId } from '../model/ids';
import type { PlanFlow } from '../model/plan';
import { buildBulkWorkbook } from '../testing/bulk-workbook-builder';
import { MESSY_IDS as I, MESSY_PARAMS, MESSY_PRODUCTS, messyAccount } from '../testing/messy-account';
import { SP_BULK_FILE_NAME, SP_NOW } from '../testing/sp-flow-fixtures';
import { generatePlan, type GeneratedPlan } from '../use-cases/generate-plan';
import { validateWorkbook } from '../validate/validate-api';
import { readBulkWorkbook } from '../read/read-api';
import { entityKey, mergeEntityRows } from './shared/entity-rows';

const RED = MESSY_PRODUCTS.red.asin;
const RUNS: Array<[PlanFlow, Record<string, unknown>]> = [
  ['keyword-optimisation', { campaign_id: I.redUpDown }],
  ['keyword-optimisation', { asin: RED }],
  ['asin-optimisation', { asin: RED }],
  ['auto-optimisation', { asin: RED }],
  ['auto-optimisation', { campaign_id: I.redAuto }],
];
const generated = new Map<string, GeneratedPlan>();
let bytes: Uint8Array;

beforeAll(async () => {
  bytes = await buildBulkWorkbook(messyAccount());
  for (const [flow, scope] of RUNS) {
    const parameters = { ...MESSY_PARAMS, ...scope, daily_budget: 55 };
    const inputs = {
      parameters,
      bulk: { name: SP_BULK_FILE_NAME, bytes },
      reports: [],
      hourly: [],
      now: SP_NOW,
    };
    generated.set(`${flow} ${JSON.stringify(scope)}`, await generatePlan(flow, inputs, { language: 'en' }));
  }
}, 60_000);

describe('one Create/Update row per entity', () => {
  it('merges the budget and the "down only" switch of one campaign into one row with both explanations', () => {
    const plan = generated.get(`keyword-optimisation ${JSON.stringify({ campaign_id: I.redUpDown })}`)?.plan;
    const campaignRows = (plan?.rows ?? []).filter((r) => r.row.entity === 'campaign');
    expect(campaignRows).toHaveLength(1);
    const [only] = campaignRows;
    const row = only?.row as SpBulkRow;
    expect(row).toMatchObject({ operation: 'update', dailyBudget: 55, biddingStrategy: 'downOnly' });
    expect([only?.change.type, ...(only?.change.alsoChanged ?? [])].sort()).toEqual([
      'budgetChange',
      'strategyChange',
    ]);
    expect(only?.change).toMatchObject({ budgetBefore: 30, budgetAfter: 55 });
    expect(only?.explanation.ruleId).toContain('BID-STRATEGY-DOWN-ONLY');
    expect(only?.explanation.reason.en).toMatch(/down only/i);
    expect(only?.explanation.reason.en).toMatch(/budget/i);
    expect(plan?.summary.changeCounts).toMatchObject({ budgetChange: 1, strategyChange: 1 });
  });

  it('never writes two rows for one entity in any scope, and every workbook passes the validator', async () => {
    for (const [name, result] of generated) {
      const keys = result.plan.rows.map((r) => entityKey(r.row)).filter((k) => k !== undefined);
      expect(new Set(keys).size, name).toBe(keys.length);
      for (const workbook of result.workbooks.filter((w) => w.role !== 'explanation'))
        expect(
          await validateWorkbook(workbook.bytes, { marketplace: 'US', now: SP_NOW }),
          `${name} ${workbook.role}`,
        ).toEqual([]);
    }
  });

  it('the rollback restores every value the merged row changed (budget and strategy)', async () => {
    const result = generated.get(`keyword-optimisation ${JSON.stringify({ campaign_id: I.redUpDown })}`);
    const rollback = result?.workbooks.find((w) => w.role === 'rollback');
    expect(rollback).toBeDefined();
    const read = await readBulkWorkbook(rollback?.bytes ?? new Uint8Array());
    const restored = read.sponsoredProducts.campaigns.find((c) => c.id === I.redUpDown);
    expect(restored).toMatchObject({ dailyBudget: 30, biddingStrategy: 'upAndDown' });
  });

  it('merging keeps the first value before, the last value after, and a pause over a later bid', () => {
    const parent = {
      product: 'sponsoredProducts',
      campaignId: campaignId('C1'),
      adGroupId: adGroupId('G1'),
    } as const;
    const why = (ruleId: string) => ({ ruleId, reason: { zh: ruleId, en: ruleId }, figures: {} });
    const merged = mergeEntityRows([
      {
        row: {
          ...parent,
          entity: 'keyword',
          operation: 'update',
          keywordId: keywordId('K1'),
          state: 'paused',
        },
        change: { type: 'pause', bidBefore: 1 },
        explanation: why('A'),
      },
      {
        row: {
          ...parent,
          entity: 'keyword',
          operation: 'update',
          keywordId: keywordId('K1'),
          state: 'enabled',
          bid: 0.7,
        },
        change: { type: 'bidDecrease', bidBefore: 1, bidAfter: 0.7 },
        explanation: why('B'),
      },
      {
        row: {
          ...parent,
          entity: 'keyword',
          operation: 'update',
          keywordId: keywordId('K2'),
          state: 'enabled',
          bid: 2,
        },
        change: { type: 'bidIncrease', bidBefore: 1, bidAfter: 2 },
        explanation: why('C'),
      },
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]?.row).toMatchObject({ keywordId: 'K1', state: 'paused', bid: 0.7 });
    expect(merged[0]?.change).toEqual({
      type: 'pause',
      alsoChanged: ['bidDecrease'],
      bidBefore: 1,
      bidAfter: 0.7,
    });
    expect(merged[0]?.explanation.ruleId).toBe('A + B');
  });
});
