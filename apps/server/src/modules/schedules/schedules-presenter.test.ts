import { describe, expect, it } from 'vitest';
import { presentRule } from './schedules-presenter';
import type { ScheduleRuleRow } from './schedules-repository';

const NOW = Date.parse('2026-11-27T12:00:00Z');

function ruleRow(overrides: Partial<ScheduleRuleRow>): ScheduleRuleRow {
  return {
    id: 'rule-1',
    user_id: 1,
    shop_id: 'shop-1',
    marketplace: 'US',
    time_zone: 'America/Los_Angeles',
    campaign_id: '111',
    campaign_name: 'Rank - phone case',
    ad_product: 'SP',
    source: 'hourly',
    order_num: null,
    periods_json: JSON.stringify([{ name: 'evening', start: '18:00', end: '22:00', bid_adjustment: 20 }]),
    state: 'active',
    handled_through: null,
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
    stopped_at: null,
    expires_at: '2027-11-20T00:00:00.000Z',
    ...overrides,
  };
}

describe('presentRule', () => {
  it('shows the marketplace the rule was made for', () => {
    expect(
      presentRule(ruleRow({ marketplace: 'CA', time_zone: 'America/Los_Angeles' }), NOW, undefined)
        .marketplace,
    ).toBe('CA');
    expect(presentRule(ruleRow({}), NOW, undefined).marketplace).toBe('US');
    expect(
      presentRule(ruleRow({ marketplace: 'JP', time_zone: 'Asia/Tokyo' }), NOW, undefined).marketplace,
    ).toBe('JP');
  });

  it('refuses a stored marketplace code no marketplace has, instead of calling it US', () => {
    expect(() => presentRule(ruleRow({ marketplace: 'XX' }), NOW, undefined)).toThrow(/marketplace XX/);
  });
});
