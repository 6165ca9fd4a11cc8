import { describe, expect, it } from 'vitest';
import { checkSbvColdStartParameters, checkSbvOptimisationParameters } from '../sb/sbv-parameters';
import { checkScheduleParameters } from '../schedule/schedule-flow';
import { FIELD_LABELS } from './parameter-messages';
import { ParameterCheckError } from './parameter-fields';
import { checkPlanParameters, SP_PLAN_FLOWS } from './plan-parameters';

/** A wrong value for every field the SP checks read. */
const BAD_SP = {
  marketplace: 'DE',
  campaign_mode: 'maybe',
  campaign_name: 'Bad name!',
  campaign_id: 'abc',
  ad_group_name_broad: 'Bad group!',
  ad_group_name: 'Bad group!',
  daily_budget: 'lots',
  organic_conversion_rate: 60,
  target_cps: 0,
  sku: 'x'.repeat(41),
  asin: 'B01',
  main_search_terms: ['y'.repeat(101)],
  relevant_search_terms: ['z'.repeat(101)],
  competitor_asins: 'nope',
  brand_terms: { a: 1 },
  new_product: 'perhaps',
  product_price: -1,
  bidding_strategy: 'aggressive',
  harvest_campaign_name: 'Bad harvest!',
  harvest_campaign_id: 'abc',
  harvest_ad_group_name: 'Bad harvest group!',
};

/** A wrong value for every SBV field (brand video, so its own fields are checked too). */
const BAD_SBV = {
  ...BAD_SP,
  marketplace: 'US',
  brand_entity_id: 'no!',
  asset_id: 'video-1',
  creative_asset_url: 'not a url',
  ad_format: 'brandVideo',
  landing_page_url: 'https://www.amazon.de/stores/page/X',
  brand_name: 'b'.repeat(31),
  brand_logo_asset_id: 'logo-1',
  headline: 'h'.repeat(51),
  creative_asins: 'B0AAAAAAAA,B0AAAAAAAB,B0AAAAAAAC,B0AAAAAAAD',
  target_type: 'banner',
  negative_keywords: { a: 1 },
  bid_optimization: 'perhaps',
  placement_home: 1000,
  placement_detail_page: 'lots',
  placement_other: -100,
};

function problemsOf(check: () => unknown): ParameterCheckError {
  try {
    check();
  } catch (error) {
    if (error instanceof ParameterCheckError) return error;
    throw error;
  }
  throw new Error('expected a parameter error');
}

describe('parameter field labels', () => {
  const errors = [
    ...SP_PLAN_FLOWS.map((flow) => problemsOf(() => checkPlanParameters(flow, BAD_SP))),
    problemsOf(() => checkSbvColdStartParameters(BAD_SBV)),
    problemsOf(() => checkSbvColdStartParameters({ marketplace: 'US', ad_format: 'brandVideo' })),
    problemsOf(() => checkSbvOptimisationParameters(BAD_SBV)),
    problemsOf(() =>
      checkScheduleParameters({ marketplace: 'DE', reference_date: '2026-02-30', campaign_name: {} }),
    ),
  ];
  const fields = [...new Set(errors.flatMap((e) => e.problems.map((p) => p.field)))];

  it('has a label for every field the SP, SBV and schedule checks report', () => {
    expect(fields.length).toBeGreaterThan(35);
    // The flows also report their input files as fields: the SBV optimisation's bulk sheet, the hourly reports.
    const all = [...fields, 'bulk', 'hourly'];
    expect(all.filter((field) => !(field in FIELD_LABELS))).toEqual([]);
  });

  it('never shows a raw snake_case field name to the seller', () => {
    const names = Object.keys(FIELD_LABELS).filter((name) => name.includes('_'));
    for (const error of errors) {
      for (const text of [error.localized.zh, error.localized.en]) {
        expect(names.filter((name) => text.includes(name))).toEqual([]);
      }
    }
  });

  it('checks the shared fields the same way in every flow', () => {
    const spKeys = problemsOf(() => checkPlanParameters('auto-optimisation', BAD_SP)).problems;
    const sbvKeys = problemsOf(() => checkSbvOptimisationParameters(BAD_SP)).problems;
    const shared = ['marketplace', 'campaign_name', 'daily_budget', 'organic_conversion_rate', 'target_cps'];
    const pick = (problems: ParameterCheckError['problems']) =>
      problems.filter((p) => shared.includes(p.field)).map((p) => [p.field, p.key, p.message]);
    expect(pick(sbvKeys)).toEqual(pick(spKeys));
  });

  it('warns when the daily budget is under Amazon’s minimum and the plan writes the minimum', () => {
    const params = checkPlanParameters('auto-cold-start', {
      marketplace: 'JP',
      campaign_name: 'Tiny budget',
      daily_budget: 50,
      organic_conversion_rate: 10,
      target_cps: 1500,
      sku: 'BB-001',
    });
    expect(params.warnings.map((w) => w.en)).toContain(
      "Daily budget ￥50 is below Amazon's minimum ￥100; the plan writes ￥100",
    );
  });
});
