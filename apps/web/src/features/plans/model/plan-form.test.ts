import { describe, expect, it } from 'vitest';
import { buildParams, checkField, checkForm } from './plan-form';
import { TOOL_DEFINITIONS, initialValues, visibleFields } from './tool-definitions';

const keyword = TOOL_DEFINITIONS['keyword-cold-start'];

describe('tool forms', () => {
  it('sends only the fields the seller sees and filled in', () => {
    const values = {
      ...initialValues(keyword),
      campaign_name: '  Board launch ',
      campaign_id: '123',
      sku: '',
      daily_budget: '60',
    };
    expect(buildParams(keyword, values)).toEqual({
      marketplace: 'US',
      campaign_mode: 'new',
      campaign_name: 'Board launch',
      daily_budget: '60',
    });
    // An existing campaign shows the picker and hides the new campaign's fields.
    const existing = { ...values, campaign_mode: 'existing' };
    const names = visibleFields(keyword, existing).map((field) => field.name);
    expect(names).toContain('campaign_id');
    expect(names).not.toContain('campaign_name');
    expect(names).not.toContain('daily_budget');
  });

  it('puts every problem of the flow schema next to its field, in the interface language', () => {
    const fields = checkForm(keyword, { ...initialValues(keyword), organic_conversion_rate: '60' }, 'zh');
    expect(fields.organic_conversion_rate?.[0]).toContain('自然转化率超出范围');
    expect(fields.campaign_name?.[0]).toBe('请填写广告活动名称');
    expect(fields.main_search_terms?.[0]).toBe('请至少填写一个主搜索词');
    const en = checkForm(keyword, { ...initialValues(keyword), target_cps: 'abc' }, 'en');
    expect(en.target_cps).toEqual(['Target CPS (cost per sale) must be a number']);
  });

  it('passes a complete keyword cold start', () => {
    const values = {
      ...initialValues(keyword),
      campaign_name: 'Board launch',
      ad_group_name_broad: 'launch broad',
      sku: 'BB-001',
      daily_budget: '60',
      organic_conversion_rate: '10',
      target_cps: '10',
      main_search_terms: 'bamboo cutting board',
    };
    expect(checkForm(keyword, values, 'en')).toEqual({});
  });

  it('checks one field alone by its format and limits', () => {
    expect(checkField('sku', 'x'.repeat(41), 'en')).toBe('SKU is too long: <= 40');
    expect(checkField('asin', 'B0PARENT', 'en')).toContain('not a valid child ASIN');
    expect(checkField('daily_budget', '0', 'zh')).toContain('每日预算超出范围');
    expect(checkField('daily_budget', '', 'zh')).toBeUndefined();
    expect(checkField('unknown_field', 'x', 'zh')).toBeUndefined();
  });
});
