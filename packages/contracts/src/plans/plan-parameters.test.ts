import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import {
  PLAN_FLOW_FILES,
  PLAN_FLOWS,
  PLAN_PARAMETER_FIELDS,
  PLAN_PARAMETER_LABELS,
  PLAN_PARAMETER_LIMITS,
  PLAN_PARAMETER_PROBLEM_KEYS,
  PLAN_PARAMETER_SCHEMAS,
  planParameterErrorCode,
  planParameterMessageKey,
  planParameterProblems,
  type PlanFlowName,
} from './plan-parameters';
import { DAILY_BUDGET_MAX, TARGET_CPS_MAX } from './plans-constants';

const keywordNew = {
  marketplace: 'us',
  campaign_mode: 'new',
  campaign_name: 'Bamboo board SP',
  ad_group_name_broad: 'board broad',
  daily_budget: '1,060',
  organic_conversion_rate: '12.5%',
  target_cps: 12,
  sku: 'BB-001',
  main_search_terms: ['bamboo cutting board', 'cutting board'],
  relevant_search_terms: 'wood chopping board\nkitchen board,wood chopping board',
};

function problemsOf(flow: PlanFlowName, raw: Record<string, unknown>) {
  const result = PLAN_PARAMETER_SCHEMAS[flow].safeParse(raw);
  if (result.success) throw new Error('expected problems');
  return planParameterProblems(result.error);
}

describe('plan flow parameter schemas', () => {
  it('reads a keyword cold start as a seller types it', () => {
    const values = PLAN_PARAMETER_SCHEMAS['keyword-cold-start'].parse(keywordNew);
    expect(values.marketplace).toBe('US');
    expect(values.daily_budget).toBe(1060);
    expect(values.organic_conversion_rate).toBe(12.5);
    expect(values.relevant_search_terms).toEqual(['wood chopping board', 'kitchen board']);
    expect(values.campaign_mode).toBe('new');
    expect(values.new_product).toBe(false);
  });

  it('reports each missing field with code 20007', () => {
    const problems = problemsOf('keyword-cold-start', { marketplace: 'US', campaign_mode: 'new' });
    expect(problems.map((p) => p.field)).toEqual(
      expect.arrayContaining([
        'organic_conversion_rate',
        'target_cps',
        'campaign_name',
        'daily_budget',
        'sku',
        'ad_group_name_broad',
        'main_search_terms',
      ]),
    );
    expect(planParameterErrorCode(problems)).toBe(20007);
  });

  it('holds the spec §5 limits exactly at the boundary, with code 20001 beyond them', () => {
    const at = { ...keywordNew, daily_budget: DAILY_BUDGET_MAX, target_cps: TARGET_CPS_MAX };
    expect(PLAN_PARAMETER_SCHEMAS['keyword-cold-start'].safeParse(at).success).toBe(true);
    const beyond = problemsOf('keyword-cold-start', {
      ...keywordNew,
      daily_budget: DAILY_BUDGET_MAX + 1,
      target_cps: 0,
      organic_conversion_rate: 50.01,
      sku: 'x'.repeat(PLAN_PARAMETER_LIMITS.skuMaxLength + 1),
      main_search_terms: ['y'.repeat(PLAN_PARAMETER_LIMITS.searchTermMaxLength + 1)],
    });
    expect(beyond.map((p) => [p.field, p.key])).toEqual([
      ['daily_budget', 'outOfRange'],
      ['organic_conversion_rate', 'outOfRange'],
      ['target_cps', 'outOfRange'],
      ['sku', 'tooLong'],
      ['main_search_terms', 'tooLong'],
    ]);
    expect(planParameterErrorCode(beyond)).toBe(20001);
  });

  it('needs a campaign reference for an optimisation, and a competitor for a new product', () => {
    const optimisation = problemsOf('keyword-optimisation', { marketplace: 'US', target_cps: 5 });
    expect(optimisation.map((p) => p.field)).toContain('campaign_id');
    expect(
      PLAN_PARAMETER_SCHEMAS['keyword-optimisation'].safeParse({
        marketplace: 'US',
        organic_conversion_rate: 10,
        target_cps: 5,
        asin: 'b0aaaaaaaa',
      }).success,
    ).toBe(true);
    const newProduct = problemsOf('auto-cold-start', { ...keywordNew, new_product: '是' });
    expect(newProduct.map((p) => p.key)).toContain('competitorRequired');
  });

  it('checks the SB brand video creative and placements', () => {
    const problems = problemsOf('sbv-cold-start', {
      marketplace: 'JP',
      campaign_name: 'Video',
      daily_budget: 3000,
      asin: 'B0AAAAAAAA',
      organic_conversion_rate: 10,
      target_cps: 1500,
      main_search_terms: 'board',
      ad_format: 'brandVideo',
      headline: 'h'.repeat(36),
      creative_asset_url: 'not a url',
      placement_home: 901,
    });
    expect(problems.map((p) => [p.field, p.key])).toEqual(
      expect.arrayContaining([
        ['landing_page_url', 'required'],
        ['headline', 'tooLong'],
        ['creative_asset_url', 'invalidUrl'],
        ['placement_home', 'outOfRange'],
      ]),
    );
  });

  it('reads the schedule: one campaign or a list, a real date and the delivery mode', () => {
    const values = PLAN_PARAMETER_SCHEMAS.schedule.parse({
      marketplace: 'gb',
      campaign_name: ['A', 'B'],
      schedule_mode: 'console-rules',
    });
    expect(values).toEqual({ marketplace: 'UK', campaign_name: ['A', 'B'], schedule_mode: 'console-rules' });
    expect(PLAN_PARAMETER_SCHEMAS.schedule.parse({ marketplace: 'US' }).schedule_mode).toBe('periods');
    const problems = problemsOf('schedule', { marketplace: 'DE', reference_date: '2026-02-30' });
    expect(problems.map((p) => [p.field, p.key])).toEqual([
      ['marketplace', 'invalidChoice'],
      ['reference_date', 'invalidChoice'],
    ]);
  });

  it('checks one form field at a time for the web forms', () => {
    expect(PLAN_PARAMETER_FIELDS.target_cps.parse('')).toBeUndefined();
    expect(PLAN_PARAMETER_FIELDS.target_cps.parse('12')).toBe(12);
    const result = PLAN_PARAMETER_FIELDS.asin.safeParse('B01');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('validation.planParameter.invalidAsin');
  });

  it('says every problem in both languages with the field label', () => {
    for (const key of PLAN_PARAMETER_PROBLEM_KEYS) {
      const params = { field: PLAN_PARAMETER_LABELS.sku.zh, detail: '<= 40' };
      const zh = translate(planParameterMessageKey(key), 'zh', params);
      expect(zh, key).not.toContain('validation.');
      expect(zh, key).not.toMatch(/\{[a-z]+\}/);
    }
    expect(translate(planParameterMessageKey('tooLong'), 'en', { field: 'SKU', detail: '<= 40' })).toBe(
      'SKU is too long: <= 40',
    );
  });

  it('names the files of every flow; only the schedule needs hourly reports', () => {
    expect(Object.keys(PLAN_FLOW_FILES)).toEqual([...PLAN_FLOWS]);
    expect(PLAN_FLOWS.filter((flow) => PLAN_FLOW_FILES[flow].hourly === 'required')).toEqual(['schedule']);
    expect(PLAN_FLOW_FILES['keyword-optimisation'].bulk).toBe('required');
  });
});
