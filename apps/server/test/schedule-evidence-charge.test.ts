// A schedule carries its evidence to the seller, and one whose gain is within noise is not produced and
// takes no use (issue 20; algorithms B4.9). The server charges only when a plan changes something to upload.
import { PLANS_CALLS } from '@adplan/contracts';
import { buildHourlyReport, hourlyRows, withSpreadOrderValues } from '@adplan/engine/testing';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { balanceOf, getAs, postForm, sellerAt } from './helpers/plan-calls';
import { flowRequest, requestParts } from './helpers/plan-inputs';
import { startTestApp, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

/**
 * `Board manual` at a flat 10 % conversion rate with widely spread order values: the period rules propose
 * an adjustment, the evidence over days finds its gain within noise.
 */
async function noisyHourlyReport(): Promise<Uint8Array> {
  const rows = hourlyRows({
    campaignName: 'Board manual',
    from: '2026-10-04',
    days: 14,
    clicksPerHour: () => 10,
    conversionRate: () => 0.1,
    costPerClick: 0.8,
    averageOrderValue: 25,
    seed: 3,
  });
  const spread = withSpreadOrderValues(rows, { sigma: 1.2, averageOrderValue: 25, seed: 3 * 7919 });
  return buildHourlyReport({
    rows: spread.map(({ campaignName, date, hour, metrics }) => ({ campaignName, date, hour, metrics })),
  });
}

describeEachDatabase('schedule evidence and charging', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
  });
  afterEach(() => t.close());

  it('refuses a schedule within noise with its figures, writes no period workbook and takes no use', async () => {
    const request = await flowRequest('schedule');
    request.hourly = [{ name: 'hourly.csv', bytes: await noisyHourlyReport() }];
    const seller = await sellerAt(t, request.now, 2);
    const response = await postForm(t, seller.session, '/schedule_plan', requestParts(request), 'en');
    expect(response.statusCode, response.body).toBe(200);
    const data = PLANS_CALLS.schedulePlan.answer.parse(response.json()).data;
    expect(data.use_charged).toBe(false);
    expect(data.balance).toBe(2);
    expect(await balanceOf(t, seller.session)).toBe(2);
    expect(data.workbooks.some((workbook) => workbook.role === 'schedule-period')).toBe(false);
    const rule = data.schedule?.[0];
    expect(rule?.periods.every((period) => period.bid_adjustment === 0)).toBe(true);
    expect(rule?.evidence?.verdict).toBe('within_noise');
    expect(rule?.evidence?.periods.some((period) => period.bid_adjustment !== 0)).toBe(true);
    expect(rule?.evidence?.gain_at_equal_spend.low).toBeLessThanOrEqual(0);
    expect(data.summary.notes.join(' ')).toMatch(
      /No schedule for campaign "Board manual".*no use is consumed/,
    );
    // The record shows the same evidence later, in the caller's language for the words around it.
    const log = await getAs(t, seller.session, `/period_log?order_num=${data.plan_id}`, 'zh');
    expect(PLANS_CALLS.periodLog.answer.parse(log.json()).data.schedule[0]?.evidence).toEqual(rule?.evidence);
    // The file's first generation starts the engine's worker thread, and the evidence re-chooses 400 times.
  }, 60_000);

  it('carries the evidence of a produced schedule: 24 hours, each period with its intervals, one use', async () => {
    const request = await flowRequest('schedule');
    const seller = await sellerAt(t, request.now, 2);
    const response = await postForm(t, seller.session, '/schedule_plan', requestParts(request), 'zh');
    const data = PLANS_CALLS.schedulePlan.answer.parse(response.json()).data;
    expect(data.use_charged).toBe(true);
    expect(await balanceOf(t, seller.session)).toBe(1);
    const evidence = data.schedule?.[0]?.evidence;
    expect(evidence?.verdict).toBe('produced');
    expect(evidence?.hours).toHaveLength(24);
    expect(evidence?.gain_at_equal_spend.low).toBeGreaterThan(0);
    const sleep = evidence?.periods.find((period) => period.name === 'sleep');
    expect(sleep?.bid_adjustment).toBeLessThan(0);
    expect(sleep?.spend_saved.expected).toBeGreaterThan(0);
  }, 60_000);
});
