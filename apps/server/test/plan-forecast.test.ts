// The plan forecast through HTTP (issue 20, ADR 0031): a generation that changes an existing account
// answers its forecast and stores it with the plan (GET /plan shows it again); GET /plan_forecast_check
// compares it per campaign with the seller's newer upload of the same account, says when there is none,
// when the newer window overlaps the plan's day or is too short; another user's plan is 404.
import {
  FORECAST_CHECK_MIN_DAYS,
  PLANS_CALLS,
  type ForecastCheckData,
  type GeneratedPlanData,
} from '@adplan/contracts';
import type { AccountOverview } from '@adplan/engine';
import { buildBulkWorkbook } from '@adplan/engine/testing';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareForecast, verdictOf } from '../src/modules/plans/plan-forecast-check';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { expectAnswerOf } from './helpers/call-answers';
import { getAs, postForm, sellerAt } from './helpers/plan-calls';
import { flowRequest, requestParts, SP_ACCOUNT } from './helpers/plan-inputs';
import { loginAs, startTestApp, type BrowserSession, type TestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-database';

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

/** A later export of the same account: 2026-03-01 – 2026-03-20, downloaded 2026-03-21. */
const NEWER_BULK_NAME = 'bulk-a3snsjclchkfi8-20260301-20260320-1774094400000.xlsx';
const NEWER_NOW = Date.parse('2026-03-21T12:00:00Z');

describeEachDatabase('plan forecast', (target) => {
  let t: TestApp;
  let seller: { id: number; session: BrowserSession };
  let plan: GeneratedPlanData;

  const check = async (planId: string, session = seller.session, language: 'zh' | 'en' = 'en') => {
    const response = await getAs(t, session, `/plan_forecast_check?plan_id=${planId}`, language);
    expectAnswerOf(PLANS_CALLS.planForecastCheck, response);
    return PLANS_CALLS.planForecastCheck.answer.parse(response.json()).data as ForecastCheckData;
  };

  beforeEach(async () => {
    t = await startTestApp(target, {}, undefined, { planEngine: engine });
    const request = await flowRequest('keyword-optimisation');
    seller = await sellerAt(t, request.now, 3);
    const response = await postForm(t, seller.session, '/op_kt_v4', requestParts(request));
    expect(response.statusCode, response.body).toBe(200);
    plan = PLANS_CALLS.keywordOptimisation.answer.parse(response.json()).data;
  });
  afterEach(() => t.close());

  it('answers the forecast with the plan and shows the same one again from the records', async () => {
    const forecast = plan.forecast!;
    expect(forecast.rows.length).toBeGreaterThan(0);
    expect(forecast.data_window).toEqual({ start: '2026-01-01', end: '2026-03-01' });
    // Every forecast row is a row the preview shows, and a campaign the forecast names.
    const indexes = new Set(plan.preview.rows.map((row) => row.index));
    for (const row of forecast.rows) expect(indexes.has(row.row)).toBe(true);
    expect(forecast.campaigns.map((c) => c.name)).toContain('Board manual');
    const shown = await getAs(t, seller.session, `/plan?plan_id=${plan.plan_id}`);
    expect(PLANS_CALLS.planShow.answer.parse(shown.json()).data.forecast).toEqual(forecast);
  });

  it('says there is no newer upload until one comes, then compares each campaign with what happened', async () => {
    const before = await check(plan.plan_id);
    expect(before).toMatchObject({ status: 'no_newer_upload', campaigns: [] });
    expect(before.forecast).toEqual(plan.forecast);
    // The seller exports the account again later and generates another plan from it.
    t.clock.set(NEWER_NOW);
    const session = await loginAs(t, await userOf(t, seller.id));
    const request = await flowRequest('keyword-optimisation');
    const newer = await postForm(
      t,
      session,
      '/op_kt_v4',
      requestParts({
        ...request,
        bulk: { name: NEWER_BULK_NAME, bytes: await buildBulkWorkbook(SP_ACCOUNT) },
      }),
    );
    expect(newer.statusCode, newer.body).toBe(200);
    const compared = await check(plan.plan_id, session);
    expect(compared.status).toBe('compared');
    expect(compared.newer_upload?.window).toEqual({ start: '2026-03-01', end: '2026-03-20', days: 20 });
    // The plan was made on 2026-03-10: ten days of the newer window are from before it.
    expect(compared).toMatchObject({ overlap_days: 10, days_after_plan: 10, too_short: false });
    const manual = compared.campaigns.find((c) => c.name === 'Board manual')!;
    expect(manual.actual?.clicks).toBeGreaterThan(0);
    expect(manual.verdicts?.clicks).toBe(verdictOf(manual.actual!.clicks, manual.forecast.after.clicks));
    expect(manual.forecast.after).toEqual(
      plan.forecast!.campaigns.find((c) => c.name === 'Board manual')!.after,
    );
  });

  it("answers 404 for another user's plan and for an unknown one", async () => {
    const other = await sellerAt(t, t.clock.now(), 0);
    const response = await getAs(t, other.session, `/plan_forecast_check?plan_id=${plan.plan_id}`);
    expect(response.statusCode).toBe(404);
    expect((await getAs(t, seller.session, '/plan_forecast_check?plan_id=nope')).statusCode).toBe(404);
  });
});

/** The stored user's login name and password as createUser made them (sellerAt keeps only the id). */
async function userOf(t: TestApp, id: number) {
  const row = await t.database.db
    .selectFrom('users')
    .select(['user_name', 'phone_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { user_name: row.user_name, phone_number: row.phone_number, password: 'Secret#123' };
}

describe('compareForecast', () => {
  const interval = (expected: number, low: number, high: number | null) => ({ expected, low, high });
  const figures = {
    clicks: interval(10, 8, 12),
    spend: interval(10, 8, 12),
    orders: interval(1, 0.5, 1.5),
    cost_per_sale: interval(10, 6, null),
  };
  const forecast = {
    horizon_days: 14,
    draws: 400,
    rows: [],
    campaigns: [{ campaign_id: '1', name: 'A', before: figures, after: figures }],
    totals: { before: figures, after: figures },
    rows_without_forecast: 0,
  };
  const stored = { id: 'p', planName: 'P', marketplace: 'US', createdAt: '2026-03-10T12:00:00.000Z' };
  const overview = (window: AccountOverview['window'], clicks: number, orders: number): AccountOverview => {
    const counts = { impressions: 0, clicks, spend: 100, sales: 0, orders };
    return {
      marketplace: 'US',
      currency: 'USD',
      ...(window ? { window } : {}),
      totals: counts,
      campaigns: [{ adProduct: 'SP', campaignId: '1', name: 'A', ...counts }],
      targets: [],
      placements: [],
      days: [],
      wasters: [],
      converters: [],
      campaignCount: 1,
      targetCount: 0,
    };
  };

  it('judges each figure against the interval; an unbounded end is never exceeded', () => {
    expect(verdictOf(7.9, figures.clicks)).toBe('below');
    expect(verdictOf(12, figures.clicks)).toBe('within');
    expect(verdictOf(12.1, figures.clicks)).toBe('above');
    expect(verdictOf(1e9, figures.cost_per_sale)).toBe('within');
  });

  it('flags a newer window mostly before the plan as too short, and refuses one without a day after it', () => {
    const uploadedAt = '2026-03-14T00:00:00.000Z';
    const short = compareForecast(stored, forecast, {
      overview: overview({ start: '2026-03-01', end: '2026-03-13' }, 130, 0),
      uploadedAt,
    });
    expect(short).toMatchObject({
      status: 'compared',
      overlap_days: 10,
      days_after_plan: 3,
      too_short: true,
    });
    expect(3).toBeLessThan(FORECAST_CHECK_MIN_DAYS);
    // 130 clicks over 13 days = 10 a day (within); no order: no cost per sale to judge.
    expect(short.campaigns[0]?.verdicts).toEqual({ clicks: 'within', spend: 'below', orders: 'below' });
    const same = compareForecast(stored, forecast, {
      overview: overview({ start: '2026-01-01', end: '2026-03-10' }, 1, 1),
      uploadedAt,
    });
    expect(same.status).toBe('no_newer_upload');
    const undated = compareForecast(stored, forecast, {
      overview: overview(undefined, 1, 1),
      uploadedAt,
    });
    expect(undated.status).toBe('no_window');
    expect(compareForecast(stored, undefined, undefined).status).toBe('no_forecast');
  });
});
