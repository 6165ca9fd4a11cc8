// The account overview call (issue 23): a generation from uploaded files stores the files' overview, a
// whole-shop diagnosis stores the shop's from the reports it pulled, the call answers the newest or the one
// asked for, another seller's shop answers 404, and snapshots expire with the plans' retention.
import { OVERVIEW_CALLS, PLANS_CALLS, type AccountOverviewAnswer } from '@adplan/contracts';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/clock';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { overviewRetention } from '../src/modules/overview/overview-service';
import { expectAnswerOf, expectRefusal } from './helpers/call-answers';
import { WINDOW } from './helpers/diagnostics-account';
import { diagnose, startDiagnosticsApp, type DiagnosticsTestApp } from './helpers/diagnostics-app';
import { postForm } from './helpers/plan-calls';
import { flowRequest, requestParts } from './helpers/plan-inputs';
import { describeEachDatabase } from './helpers/test-database';

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

describeEachDatabase('account overview', (target) => {
  let d: DiagnosticsTestApp;
  beforeEach(async () => {
    d = await startDiagnosticsApp(target, { planEngine: engine, uses: 3 });
  });
  afterEach(() => d.t.close());

  const overview = async (payload: Record<string, unknown> = {}, session = d.seller.session) => {
    const response = await d.call(OVERVIEW_CALLS.accountOverview, payload, { session });
    expectAnswerOf(OVERVIEW_CALLS.accountOverview, response);
    return OVERVIEW_CALLS.accountOverview.answer.parse(response.json()).data as AccountOverviewAnswer;
  };

  it('answers no overview before any upload or diagnosis, and refuses a malformed source', async () => {
    expect(await overview()).toEqual({ overview: null, snapshots: [] });
    const refusal = expectRefusal(await d.call(OVERVIEW_CALLS.accountOverview, { source: 'disk:1' }), 400);
    expect(refusal.msg).toContain('linked shops');
  });

  it('keeps the overview of the files a plan was generated from, in the marketplace currency', async () => {
    const request = await flowRequest('keyword-optimisation');
    d.t.clock.set(request.now);
    await d.signInAgain();
    const response = await postForm(d.t, d.seller.session, '/op_kt_v4', requestParts(request));
    expectAnswerOf(PLANS_CALLS.keywordOptimisation, response);
    const { overview: shown, snapshots } = await overview();
    expect(snapshots).toEqual([
      expect.objectContaining({ source: 'upload', marketplace: 'US', shop_name: null }),
    ]);
    expect(shown).toMatchObject({
      source: 'upload',
      currency: 'USD',
      window_start: '2026-01-01',
      window_end: '2026-03-01',
    });
    // The fixture's "Board manual" campaign: its keywords' figures summed by the bulk sheet's roll-up.
    const manual = shown?.campaigns.find((c) => c.campaign_name === 'Board manual');
    expect(manual?.campaign_id).toBe('100000000000001');
    expect(shown?.totals.spend).toBeCloseTo(shown?.campaigns.reduce((sum, c) => sum + c.spend, 0) ?? -1, 2);
    // The fixture's weak ASIN target (80 clicks, no order) wastes most; "wooden board" (60 clicks, 30.00) too.
    expect(shown?.wasters[0]).toMatchObject({
      target: 'asin="B0WEAK0001"',
      reason: 'no-orders',
      tool: 'asin-optimisation',
    });
    expect(shown?.wasters.map((w) => [w.target, w.tool])).toContainEqual([
      'wooden board',
      'keyword-optimisation',
    ]);
    expect(shown?.converters.map((c) => c.target)).toContain('cutting board');
  });

  it('keeps a whole-shop diagnosis’ reports as the shop’s overview; another seller’s shop answers 404', async () => {
    await diagnose(d);
    const shown = (await overview({ source: 'shop:shop-us-1', marketplace: 'US' })).overview;
    expect(shown).toMatchObject({
      source: 'shop:shop-us-1',
      shop_name: 'Acme Kitchen/US',
      currency: 'USD',
      window_start: WINDOW.start,
      window_end: WINDOW.end,
    });
    expect(shown?.campaigns.map((c) => c.campaign_name).sort()).toEqual(
      ['Auto A', 'Auto B', 'Broad problems', 'Budget capped', 'Clean', 'Fresh', 'SB video', 'Thin'].sort(),
    );
    // The trend is the campaign DAILY reports summed per day, and the days sum to the totals.
    expect(shown?.days[0]?.date).toBe(WINDOW.start);
    const daySpend = shown?.days.reduce((sum, day) => sum + day.spend, 0) ?? -1;
    expect(daySpend).toBeCloseTo(shown?.totals.spend ?? -2, 1);
    expect(shown?.placements.some((p) => p.placement === 'productPage')).toBe(true);
    const other = await d.otherSeller();
    expectRefusal(
      await d.call(OVERVIEW_CALLS.accountOverview, { source: 'shop:shop-us-1' }, { session: other.session }),
      404,
    );
    expect(await overview({}, other.session)).toEqual({ overview: null, snapshots: [] });
  });

  it('a diagnosis of some campaigns leaves the shop’s overview alone; snapshots expire after 30 days', async () => {
    await diagnose(d, { shop_id: 'shop-us-1', campaign_ids: ['102'] });
    expect((await overview()).snapshots).toEqual([]);
    await diagnose(d);
    expect((await overview()).snapshots).toHaveLength(1);
    d.t.clock.set(d.t.clock.now() + 31 * DAY_MS);
    await d.signInAgain();
    expect((await overview()).overview).toBeNull();
    expect(await overviewRetention(d.t.database)(d.t.clock.now())).toBe(1);
  });
});
