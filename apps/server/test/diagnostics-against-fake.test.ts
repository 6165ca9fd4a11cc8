// Ad diagnostics end to end against the standalone Amazon fake with the REAL client: a seller links a shop
// through the real calls, the tool makes its campaigns the way a seller does (keyword cold starts generated
// from the shop and applied through /apply_plan), the shared clock moves 70 days on, and the fake is given
// the daily history those campaigns ran up — with one planted problem of each kind. The fake has no history
// for entities created through its API, so planting exact daily figures on the applied entities is the only
// way to give them 60 days of data; everything else (entities, negatives, placements, budgets, reports) is
// what the apply made. /ad_diagnose must find each problem through real Reporting v3 runs over HTTP.
import { DIAGNOSTICS_CALLS, type DiagnosticFinding, type ShopPlanData } from '@adplan/contracts';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import type { FakePlacement, FakeProfile } from '../src/amazon/fake/fake-state';
import { PlanEnginePool } from '../src/modules/plans/plan-engine-pool';
import { expectRefusal } from './helpers/call-answers';
import {
  applyColdStart,
  linkUsShop,
  startFakeShopApp,
  type FakeShopApp,
} from './helpers/diagnostics-fake-app';
import { describeEachDatabase } from './helpers/test-database';

const DAY_MS = 86_400_000;
const LINKED_AT = Date.parse('2026-01-05T20:00:00Z');
/** Two days after linking the shop is usable; the tool applies its plans on 2026-01-08 (Los Angeles). */
const APPLIED_AT = LINKED_AT + 3 * DAY_MS;
/** 70 days later: today 2026-03-19 in Los Angeles, so the window is 2026-01-16..2026-03-16. */
const DIAGNOSED_AT = APPLIED_AT + 70 * DAY_MS;
/** 20:00 on 2026-03-18 in Los Angeles, 03:00 on 2026-03-19 in UTC. */
const FRESH_APPLIED_AT = Date.parse('2026-03-19T03:00:00Z');
const WINDOW = { start: '2026-01-16', end: '2026-03-16' };

const engine = new PlanEnginePool({ threads: 1 });
afterAll(() => engine.close());

function windowDays(): string[] {
  const days: string[] = [];
  for (
    let day = Date.parse(`${WINDOW.start}T00:00:00Z`);
    day <= Date.parse(`${WINDOW.end}T00:00:00Z`);
    day += DAY_MS
  )
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

interface Figures {
  impressions: number;
  clicks: number;
  cost: number;
  purchases?: number;
  sales?: number;
}

/** The applied entities of one cold start, by role. */
function entitiesOf(plan: ShopPlanData) {
  const id = (predicate: (item: ShopPlanData['items'][number]) => boolean) => {
    const item = plan.items.find(predicate);
    if (!item?.amazon_id) throw new Error('an applied item is missing');
    return item.amazon_id;
  };
  const keyword = (matchType: string) =>
    id((item) => item.entity === 'keyword' && item.after['matchType'] === matchType);
  const target = (expression: string) =>
    id((item) => item.entity === 'productTarget' && item.after['expression'] === expression);
  return {
    manual: id((item) => item.entity === 'campaign' && item.after['targetingType'] === 'MANUAL'),
    auto: id((item) => item.entity === 'campaign' && item.after['targetingType'] === 'AUTO'),
    exact: keyword('EXACT'),
    phrase: keyword('PHRASE'),
    broad: keyword('BROAD'),
    closeMatch: target('close-match'),
    otherTargets: [target('loose-match'), target('substitutes'), target('complements')],
  };
}

/** Plants daily facts for an applied keyword or target (its campaign and ad group read from the fake). */
function plant(
  profile: FakeProfile,
  targetId: string,
  days: string[],
  figures: (date: string) => Figures & { searchTerm?: string; placement?: FakePlacement },
): void {
  const owner = [...profile.sp.keywords, ...profile.sp.targets].find(
    (record) => String(record.keywordId ?? record.targetId) === targetId,
  );
  if (!owner) throw new Error(`no keyword or target ${targetId} in the fake`);
  for (const date of days) {
    const day = figures(date);
    profile.planted.push({
      adProduct: 'SPONSORED_PRODUCTS',
      date,
      campaignId: String(owner.campaignId),
      adGroupId: String(owner.adGroupId),
      targetId,
      searchTerm: day.searchTerm ?? String(owner.keywordText ?? 'auto term'),
      placement: day.placement ?? 'TOP',
      impressions: day.impressions,
      clicks: day.clicks,
      cost: day.cost,
      purchases: day.purchases ?? 0,
      sales: day.sales ?? 0,
      units: day.purchases ?? 0,
    });
  }
}

/** The daily budget the apply gave a campaign, as the fake holds it. */
function dailyBudgetOf(profile: FakeProfile, campaignId: string): number {
  const campaign = profile.sp.campaigns.find((record) => record.campaignId === campaignId);
  return Number((campaign?.budget as { budget?: number } | undefined)?.budget);
}

function figuresOf(finding: DiagnosticFinding | undefined): Record<string, number> {
  return Object.fromEntries((finding?.figures ?? []).map(({ name, value }) => [name, value]));
}

describeEachDatabase('ad diagnostics against the Amazon fake (real client)', (target) => {
  let s: FakeShopApp;
  let shopId: string;
  let profile: FakeProfile;
  let capped: ReturnType<typeof entitiesOf>;
  let clean: ReturnType<typeof entitiesOf>;
  let problems: ReturnType<typeof entitiesOf>;
  let fresh: ReturnType<typeof entitiesOf>;

  const coldStart = async (name: string, term: string, budget: number, asinIndex: number) =>
    entitiesOf(
      await applyColdStart(s, {
        shop_id: shopId,
        campaign_mode: 'new',
        campaign_name: name,
        ad_group_name_broad: `${name} broad`,
        daily_budget: budget,
        asin: profile.products[asinIndex]?.asin,
        main_search_terms: [term],
        organic_conversion_rate: 10,
        target_cps: 10,
      }),
    );

  beforeEach(async () => {
    s = await startFakeShopApp(target, engine, LINKED_AT, 10);
    const linked = await linkUsShop(s);
    shopId = linked.shopId;
    const found = s.fake.state.profile(linked.profileId);
    if (!found) throw new Error('the linked profile is not in the fake');
    profile = found;
    s.t.clock.set(APPLIED_AT);
    capped = await coldStart('Capped', 'dog bed', 40, 0);
    clean = await coldStart('Clean', 'dog leash', 100, 1);
    problems = await coldStart('Problems', 'dog harness', 200, 2);
    plantHistory();
    // A campaign the tool made yesterday evening in Los Angeles (already "today" in UTC): too fresh to judge.
    s.t.clock.set(FRESH_APPLIED_AT);
    await s.signInAgain();
    fresh = await coldStart('Fresh', 'dog bowl', 60, 4);
    s.t.clock.set(DIAGNOSED_AT);
    await s.signInAgain();
    s.fake.state.changed();
    // Only the diagnosis' own requests are counted (the cold starts read reports too).
    s.fake.requests.length = 0;
  });
  afterEach(() => s.close());

  function plantHistory(): void {
    const days = windowDays();
    const lastFourteen = days.slice(-14);
    const cappedDays = new Set([0, 3, 6, 9, 12].map((index) => lastFourteen[index]));
    const firstDay = days.slice(0, 1);
    const cappedBudget = dailyBudgetOf(profile, capped.manual);
    // Capped: spend reaches the budget on 5 of the last 14 days with 400 impressions against 1000 on a
    // full day → served share 0.4 → early. Its auto campaign has no traffic at all → too thin.
    plant(profile, capped.exact, days, (date) =>
      cappedDays.has(date)
        ? { impressions: 400, clicks: cappedBudget, cost: cappedBudget, purchases: 2, sales: 120 }
        : { impressions: 1000, clicks: 10, cost: 10, purchases: 1, sales: 60 },
    );
    for (const id of [capped.phrase, capped.broad])
      plant(profile, id, firstDay, () => ({ impressions: 150, clicks: 0, cost: 0 }));
    // Clean: steady, converting, under budget, every keyword and target seen → no finding.
    plant(profile, clean.exact, days, () => ({
      impressions: 1000,
      clicks: 20,
      cost: 20,
      purchases: 2,
      sales: 60,
    }));
    for (const id of [clean.phrase, clean.broad, ...clean.otherTargets])
      plant(profile, id, firstDay, () => ({ impressions: 150, clicks: 0, cost: 0 }));
    plant(profile, clean.closeMatch, days, () => ({
      impressions: 500,
      clicks: 10,
      cost: 8,
      purchases: 1,
      sales: 45,
      searchTerm: 'reflective leash',
    }));
    // Problems (manual): CPC 1.50 on top of search; product pages 300 clicks and 450.00 without a sale.
    plant(profile, problems.exact, days, () => ({
      impressions: 1000,
      clicks: 20,
      cost: 30,
      purchases: 2,
      sales: 90,
    }));
    plant(profile, problems.exact, days, () => ({
      impressions: 200,
      clicks: 5,
      cost: 7.5,
      placement: 'PRODUCT',
    }));
    // Phrase bid 0.85 under the 1.50 typical CPC with 40 impressions → bid below winning.
    plant(profile, problems.phrase, firstDay, () => ({ impressions: 40, clicks: 0, cost: 0 }));
    // Broad: a term spending 40.00 over 25 clicks without an order; "dog leash" (the Clean campaign's
    // exact keyword) bought broad without a negative; "harness for large dogs" also bought by the auto.
    plant(profile, problems.broad, days.slice(10, 15), () => ({
      impressions: 100,
      clicks: 5,
      cost: 8,
      searchTerm: 'cheap pet vest',
    }));
    plant(profile, problems.broad, days.slice(20, 22), () => ({
      impressions: 100,
      clicks: 4,
      cost: 4,
      purchases: 1,
      sales: 30,
      searchTerm: 'dog leash',
    }));
    plant(profile, problems.broad, days.slice(30, 32), () => ({
      impressions: 100,
      clicks: 3,
      cost: 3,
      purchases: 1,
      sales: 30,
      searchTerm: 'harness for large dogs',
    }));
    plant(profile, problems.closeMatch, days, () => ({
      impressions: 500,
      clicks: 10,
      cost: 8,
      purchases: 1,
      sales: 45,
      searchTerm: 'small dog harness',
    }));
    plant(profile, problems.closeMatch, days.slice(40, 42), () => ({
      impressions: 100,
      clicks: 2,
      cost: 2.5,
      searchTerm: 'harness for large dogs',
    }));
    for (const id of problems.otherTargets)
      plant(profile, id, firstDay, () => ({ impressions: 150, clicks: 0, cost: 0 }));
    // The 3 unsettled days after the window and the day before it must not be read.
    plant(profile, clean.exact, ['2026-01-15', '2026-03-17', '2026-03-18'], () => ({
      impressions: 100_000,
      clicks: 5000,
      cost: 9000,
      searchTerm: 'outside the window',
    }));
  }

  /** Starts a diagnosis, runs its job (real report runs in the fake) and reads it back. */
  const runDiagnosis = async (
    payload: Record<string, unknown> = { shop_id: shopId },
    language: 'zh' | 'en' = 'en',
  ) => {
    const response = await s.call(DIAGNOSTICS_CALLS.adDiagnose, payload, { language });
    if (response.statusCode !== 200) throw new Error(`ad_diagnose: ${response.body}`);
    const started = DIAGNOSTICS_CALLS.adDiagnose.answer.parse(response.json()).data;
    expect(started.state).toBe('running');
    await s.jobs.drain();
    const detail = await s.call(
      DIAGNOSTICS_CALLS.diagnosisDetail,
      { diagnosis_id: started.diagnosis_id },
      { language },
    );
    return DIAGNOSTICS_CALLS.diagnosisDetail.answer.parse(detail.json()).data;
  };
  const diagnose = async (payload: Record<string, unknown> = { shop_id: shopId }) => {
    const data = await runDiagnosis(payload);
    if (data.state !== 'done') throw new Error(`diagnosis ${data.state}: ${JSON.stringify(data.error)}`);
    return data;
  };

  it('finds each planted problem through real report runs, and nothing on the clean campaigns', async () => {
    const data = await diagnose();
    const name = (campaignId: string) =>
      ({
        [capped.manual]: 'Capped',
        [capped.auto]: 'Capped auto',
        [clean.manual]: 'Clean',
        [clean.auto]: 'Clean auto',
        [problems.manual]: 'Problems',
        [problems.auto]: 'Problems auto',
        [fresh.manual]: 'Fresh',
        [fresh.auto]: 'Fresh auto',
      })[campaignId] ?? campaignId;
    const summary = data.findings.map((finding) => `${finding.kind}:${name(finding.campaign_id)}`).sort();
    expect(summary).toEqual(
      [
        'budget_capped:Capped',
        'too_early:Capped auto',
        'bid_below_winning:Problems',
        'term_without_orders:Problems',
        'missing_negative:Problems',
        'competing_term:Problems',
        'placement_poor_return:Problems',
        'too_early:Fresh',
        'too_early:Fresh auto',
      ].sort(),
    );
    expect(data.window_start).toBe(WINDOW.start);
    expect(data.window_end).toBe(WINDOW.end);
    expect(data.summary.campaigns).toBe(8);
    const only = (kind: DiagnosticFinding['kind'], campaignId = problems.manual) => {
      const found = data.findings.filter((f) => f.kind === kind && f.campaign_id === campaignId);
      expect(found).toHaveLength(1);
      return found[0];
    };
    const cappedBudget = dailyBudgetOf(profile, capped.manual);
    const budget = only('budget_capped', capped.manual);
    expect(budget?.severity).toBe('high');
    expect(figuresOf(budget)).toMatchObject({
      daily_budget: cappedBudget,
      capped_days: 5,
      judged_days: 14,
      average_spend_capped_days: cappedBudget,
      served_share: 0.4,
    });
    const lowBid = only('bid_below_winning');
    expect(lowBid?.target).toBe('dog harness');
    expect(figuresOf(lowBid)).toEqual({ impressions: 40, bid: 0.85, typical_cpc: 1.5, suggested_bid: 1.5 });
    // Campaign: 1539 clicks, 2304.00 spend, 124 orders → reference CPS 18.58, click gate ceil(1/CVR) = 13.
    const noOrders = only('term_without_orders');
    expect(noOrders).toMatchObject({ search_term: 'cheap pet vest', severity: 'high' });
    expect(figuresOf(noOrders)).toEqual({
      clicks: 25,
      spend: 40,
      orders: 0,
      reference_cps: 18.58,
      click_gate: 13,
    });
    const negative = only('missing_negative');
    expect(negative).toMatchObject({ search_term: 'dog leash', target: 'dog leash' });
    expect(figuresOf(negative)).toEqual({ clicks: 8, spend: 8, orders: 2, sales: 60 });
    expect(negative?.action.en).toContain('"Clean"');
    const competing = only('competing_term');
    expect(competing?.search_term).toBe('harness for large dogs');
    expect(figuresOf(competing)).toEqual({ campaigns: 2, clicks: 10, spend: 11, orders: 2 });
    const placement = only('placement_poor_return');
    expect(placement).toMatchObject({ target: 'product pages', severity: 'high' });
    expect(figuresOf(placement)).toEqual({
      clicks: 300,
      spend: 450,
      sales: 0,
      campaign_acos: 0.4174,
      placement_percent: 0,
    });
    expect(figuresOf(only('too_early', capped.auto))).toEqual({ clicks: 0, click_gate: 15 });
    // One marketplace day live (18 → 19 March in Los Angeles), not 0 as the UTC dates would say.
    for (const campaignId of [fresh.manual, fresh.auto]) {
      const tooEarly = only('too_early', campaignId);
      expect(tooEarly?.rule_id).toBe('DIAG-TOO-EARLY-FRESH');
      expect(figuresOf(tooEarly)).toEqual({ days_live: 1, clicks: 0 });
    }
    // The three unsettled days and the day before the window were never read.
    expect(data.findings.some((f) => f.search_term === 'outside the window')).toBe(false);

    // Reports ran over HTTP: 4 SP reports × 2 ranges of ≤ 31 days, each created, polled from PENDING to
    // COMPLETED, and its gzip file downloaded.
    const reports = Object.values(s.fake.state.state.reports).filter((report) =>
      report.request.name?.startsWith('AdPlan diagnosis'),
    );
    expect(reports.map((report) => `${report.request.startDate}..${report.request.endDate}`).sort()).toEqual(
      [...Array(4).fill(`${WINDOW.start}..2026-02-15`), ...Array(4).fill(`2026-02-16..${WINDOW.end}`)].sort(),
    );
    const paths = s.fake.requests.map((request) => `${request.method} ${request.path} ${request.status}`);
    expect(paths.filter((path) => path === 'POST /ads/reporting/reports 200').length).toBe(8);
    expect(
      paths.filter((path) => /^GET \/ads\/reporting\/reports\/\S+ 200$/.test(path)).length,
    ).toBeGreaterThan(8);
    expect(paths.filter((path) => /^GET \S*report-files?\S* 200$/i.test(path)).length).toBe(8);
  });

  it('diagnoses only the named tool campaign, and refuses one the tool did not make (20014)', async () => {
    const data = await diagnose({ shop_id: shopId, campaign_ids: [capped.manual] });
    expect(data.findings.map((f) => f.kind)).toEqual(['budget_capped']);
    const generated = profile.sp.campaigns.find(
      (campaign) =>
        ![capped, clean, problems, fresh].some((made) =>
          [made.manual, made.auto].includes(String(campaign.campaignId)),
        ),
    );
    const refused = expectRefusal(
      await s.call(DIAGNOSTICS_CALLS.adDiagnose, {
        shop_id: shopId,
        campaign_ids: [String(generated?.campaignId)],
      }),
      400,
    );
    expect(refused.code).toBe(20014);
  });

  it('stores 20010 with words when a report fails in the fake, and no findings', async () => {
    s.fake.sandbox.faults.failNextReport('Internal error while generating the report');
    const failed = await runDiagnosis({ shop_id: shopId }, 'zh');
    expect(failed).toMatchObject({
      state: 'failed',
      findings: [],
      error: { code: 20010, reason: 'report_failed' },
    });
    expect(failed.error?.message).toMatch(/[\u4e00-\u9fa5]/);
    const list = await s.call(DIAGNOSTICS_CALLS.diagnosisList, { shop_id: shopId });
    expect(DIAGNOSTICS_CALLS.diagnosisList.answer.parse(list.json()).data.diagnoses).toMatchObject([
      { state: 'failed', error_code: 20010, findings: 0 },
    ]);
  });

  it('answers 20014 for a linked shop whose campaigns the tool never made', async () => {
    const other = await linkUsShop(s);
    s.t.clock.advance(3 * DAY_MS);
    await s.signInAgain();
    const refused = expectRefusal(
      await s.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: other.shopId }, { language: 'en' }),
      400,
    );
    expect(refused.code).toBe(20014);
    expect(refused.msg.length).toBeGreaterThan(10);
  });
});
