// Diagnostics on a fake account with one planted problem of each kind (test/helpers/diagnostics-account.ts):
// each is found with its figures, the clean campaign gets nothing, fresh and thin campaigns are "too early"
// instead of a verdict, and the reports are pulled in ≤ 31-day windows that leave out the last 3 days.
import { DIAGNOSTICS_CALLS, REPORT_MAX_RANGE_DAYS, type DiagnosticFinding } from '@adplan/contracts';
import { dailyBudgetAdvice } from '@adplan/engine';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { expectAnswerOf } from './helpers/call-answers';
import { WINDOW } from './helpers/diagnostics-account';
import { diagnose, startDiagnosticsApp, type DiagnosticsTestApp } from './helpers/diagnostics-app';
import { describeEachDatabase } from './helpers/test-database';

function figures(finding: DiagnosticFinding | undefined): Record<string, number> {
  return Object.fromEntries((finding?.figures ?? []).map(({ name, value }) => [name, value]));
}

function only(findings: DiagnosticFinding[], predicate: (finding: DiagnosticFinding) => boolean) {
  const matching = findings.filter(predicate);
  expect(matching, JSON.stringify(findings.map((f) => [f.kind, f.campaign_id, f.search_term]))).toHaveLength(
    1,
  );
  return matching[0];
}

describeEachDatabase('diagnostics findings', (target) => {
  let d: DiagnosticsTestApp;
  beforeEach(async () => {
    d = await startDiagnosticsApp(target);
  });
  afterEach(() => d.t.close());

  it('answers the call contract and finds each planted problem exactly once', async () => {
    const response = await d.call(DIAGNOSTICS_CALLS.adDiagnose, { shop_id: 'shop-us-1' });
    expectAnswerOf(DIAGNOSTICS_CALLS.adDiagnose, response);
    const started = DIAGNOSTICS_CALLS.adDiagnose.answer.parse(response.json()).data;
    await d.jobs.drain();
    const detail = await d.call(DIAGNOSTICS_CALLS.diagnosisDetail, { diagnosis_id: started.diagnosis_id });
    expectAnswerOf(DIAGNOSTICS_CALLS.diagnosisDetail, detail);
    const data = DIAGNOSTICS_CALLS.diagnosisDetail.answer.parse(detail.json()).data;
    expect(data.state).toBe('done');
    expect(data.window_start).toBe(WINDOW.start);
    expect(data.window_end).toBe(WINDOW.end);
    expect(data.summary.campaigns).toBe(8);
    expect(data.campaigns.map((c) => c.campaign_id).sort()).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
      '107',
      '201',
    ]);
    const kinds = data.findings.map((finding) => `${finding.kind}:${finding.campaign_id}`).sort();
    expect(kinds).toEqual(
      [
        'budget_capped:101',
        'bid_below_winning:103',
        'term_without_orders:103',
        'term_without_orders:201',
        'missing_negative:103',
        'competing_term:104',
        'placement_poor_return:103',
        'too_early:106',
        'too_early:107',
      ].sort(),
    );
    expect(data.summary.findings).toBe(9);
    expect(data.summary.by_severity.find((entry) => entry.severity === 'high')?.count).toBe(4);
    // Most urgent first.
    expect(data.findings[0]?.severity).toBe('high');
    expect(data.findings.at(-1)?.severity).toBe('info');
  });

  it('budget capped: 5 of 14 days at the budget, served about 40 % of a day → early, high', async () => {
    const { findings } = await diagnose(d);
    const finding = only(findings, (f) => f.kind === 'budget_capped');
    expect(finding?.severity).toBe('high');
    expect(finding?.rule_id).toBe('DIAG-BUDGET-CAPPED');
    expect(figures(finding)).toEqual({
      daily_budget: 20,
      capped_days: 5,
      judged_days: 14,
      average_spend_capped_days: 20,
      served_share: 0.4,
      // The engine's one budget rule, as an optimisation plan of this campaign gives it: 3 x the average
      // daily spend (5 days at 20, 9 at 10: 13.57), rounded once. It was budget x 2 (40), a rule of its own.
      average_daily_spend: 13.57,
      suggested_budget: 40.71,
    });
    expect(dailyBudgetAdvice('US', 13.571428, 20).recommendedDailyBudget).toBe(40.71);
    expect(finding?.action.en).toContain('the same rule as the optimisation plan');
    expect(finding?.reason.en).toContain('early in the day');
    expect(finding?.reason.zh).toContain('较早');
  });

  it('bid below winning: 40 impressions at 0.30 under a 1.00 typical CPC → raise to 1.00', async () => {
    const { findings } = await diagnose(d);
    const finding = only(findings, (f) => f.kind === 'bid_below_winning');
    expect(finding?.target).toBe('garlic crusher');
    expect(finding?.ad_group_id).toBe('1031');
    expect(figures(finding)).toEqual({ impressions: 40, bid: 0.3, typical_cpc: 1, suggested_bid: 1 });
    expect(finding?.action.en).toContain('1.00 USD');
  });

  it('search terms spending without orders, SP and SB, after one reference CPS and the click gate', async () => {
    const { findings } = await diagnose(d);
    const sp = only(findings, (f) => f.kind === 'term_without_orders' && f.ad_product === 'SP');
    expect(sp?.search_term).toBe('cheap garlic tool');
    expect(sp?.severity).toBe('high');
    expect(figures(sp)).toEqual({ clicks: 25, spend: 30, orders: 0, reference_cps: 10, click_gate: 10 });
    const sb = only(findings, (f) => f.kind === 'term_without_orders' && f.ad_product === 'SB');
    expect(sb?.search_term).toBe('ugly term');
    expect(figures(sb)).toMatchObject({ clicks: 20, spend: 30, reference_cps: 15 });
    // A term already negated in its ad group is not reported again.
    expect(findings.some((f) => f.search_term === 'already negated')).toBe(false);
  });

  it('missing negative: an exact keyword of one campaign still bought broad in another', async () => {
    const { findings } = await diagnose(d);
    const finding = only(findings, (f) => f.kind === 'missing_negative');
    expect(finding).toMatchObject({ campaign_id: '103', ad_group_id: '1031', search_term: 'garlic press' });
    expect(figures(finding)).toEqual({ clicks: 8, spend: 8, orders: 1, sales: 30 });
    expect(finding?.action.en).toContain('Budget capped');
  });

  it('competing term: kept in the campaign with the lower cost per sale, negated in the other', async () => {
    const { findings } = await diagnose(d);
    const finding = only(findings, (f) => f.kind === 'competing_term');
    expect(finding?.search_term).toBe('silicone spatula');
    expect(figures(finding)).toEqual({ campaigns: 2, clicks: 10, spend: 11, orders: 1 });
    expect(finding?.action.en).toContain('"Auto B"');
  });

  it('placement with poor returns: product pages at 100 % ACOS against 33.3 %, adjustment 30 → 0', async () => {
    const { findings } = await diagnose(d);
    const finding = only(findings, (f) => f.kind === 'placement_poor_return');
    expect(finding?.severity).toBe('high');
    expect(finding?.target).toBe('product pages');
    // The placement is the tool's words, so the zh console and CSV get them in Chinese.
    expect(finding?.target_words).toEqual({ zh: '商品详情页', en: 'product pages' });
    expect(figures(finding)).toEqual({
      clicks: 200,
      spend: 200,
      sales: 200,
      acos: 1,
      campaign_acos: 0.3333,
      placement_percent: 30,
      suggested_percent: 0,
    });
  });

  it('too early: a fresh campaign and a thin one get "too early to judge", never a verdict', async () => {
    const { findings } = await diagnose(d);
    const fresh = only(findings, (f) => f.campaign_id === '106');
    expect(fresh).toMatchObject({ kind: 'too_early', severity: 'info', rule_id: 'DIAG-TOO-EARLY-FRESH' });
    expect(figures(fresh).days_live).toBe(3);
    const thin = only(findings, (f) => f.campaign_id === '107');
    expect(thin).toMatchObject({ kind: 'too_early', rule_id: 'DIAG-TOO-EARLY-THIN' });
    expect(figures(thin)).toEqual({ clicks: 10, click_gate: 15 });
  });

  it('the clean campaign and the campaign the tool did not make get no finding', async () => {
    const { findings } = await diagnose(d);
    expect(findings.filter((f) => f.campaign_id === '102' || f.campaign_id === '999')).toEqual([]);
  });

  it('pulls SP and SB reports in ≤ 31-day windows ending 3 days ago (SB within its 60-day retention)', async () => {
    await diagnose(d);
    const requests = d.amazon.reportRequests;
    const span = (r: { startDate: string; endDate: string }) =>
      (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 + 1;
    expect(requests.every((r) => span(r) <= REPORT_MAX_RANGE_DAYS)).toBe(true);
    expect(requests.every((r) => r.endDate <= WINDOW.end)).toBe(true);
    const types = new Set(requests.map((r) => r.reportTypeId));
    expect([...types].sort()).toEqual([
      'sbCampaigns',
      'sbSearchTerm',
      'sbTargeting',
      'spCampaigns',
      'spSearchTerm',
      'spTargeting',
    ]);
    const sp = requests.filter((r) => r.reportTypeId === 'spSearchTerm').map((r) => [r.startDate, r.endDate]);
    expect(sp).toEqual([
      [WINDOW.start, '2025-02-16'],
      ['2025-02-17', WINDOW.end],
    ]);
    const sb = requests.filter((r) => r.reportTypeId === 'sbSearchTerm');
    expect(sb[0]?.startDate).toBe(WINDOW.sbStart);
  });

  it('diagnoses only the named campaigns when campaign_ids is given', async () => {
    const data = await diagnose(d, { shop_id: 'shop-us-1', campaign_ids: ['103'] });
    expect(data.summary.campaigns).toBe(1);
    expect(new Set(data.findings.map((f) => f.campaign_id))).toEqual(new Set(['103']));
    // Without 101's exact keyword in the diagnosis there is nothing to isolate "garlic press" against.
    expect(data.findings.map((f) => f.kind).sort()).toEqual(
      ['bid_below_winning', 'placement_poor_return', 'term_without_orders'].sort(),
    );
  });
});
