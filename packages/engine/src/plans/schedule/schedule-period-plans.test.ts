import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors/engine-error';
import type { AccountModel, SpCampaign } from '../../model/account';
import type { SpBulkRow } from '../../model/bulk-row';
import { adGroupId, campaignId, keywordId, targetId } from '../../model/ids';
import { emptyMetrics } from '../../model/metrics';
import type { Plan } from '../../model/plan';
import type { ScheduleRule } from '../../model/schedule';
import { sbvAccount } from '../../testing/sbv-fixtures';
import { buildPeriodPlans, periodAt, scheduledBid } from './schedule-period-plans';

const NOW = new Date('2026-10-20T19:00:00Z');
const source = { sheet: 'Sponsored Products Campaigns', row: 2 };

function spCampaign(
  name: string,
  bids: { keyword?: number; target?: number; defaultBid?: number },
): SpCampaign {
  const cid = campaignId('347066231335202');
  const gid = adGroupId('447066231335202');
  return {
    id: cid,
    name,
    state: 'enabled',
    targetingType: 'manual',
    biddingAdjustments: [],
    campaignNegativeKeywords: [],
    metrics: emptyMetrics(),
    source,
    adGroups: [
      {
        id: gid,
        campaignId: cid,
        name: 'Exact',
        state: 'enabled',
        ...(bids.defaultBid === undefined ? {} : { defaultBid: bids.defaultBid }),
        productAds: [],
        keywords: [
          {
            id: keywordId('547066231335202'),
            text: 'dog collar',
            matchType: 'exact',
            state: 'enabled',
            ...(bids.keyword === undefined ? {} : { bid: bids.keyword }),
            metrics: emptyMetrics(),
            source,
          },
          {
            id: keywordId('547066231335203'),
            text: 'old term',
            matchType: 'exact',
            state: 'paused',
            bid: 1,
            metrics: emptyMetrics(),
            source,
          },
        ],
        productTargets: [
          {
            id: targetId('647066231335202'),
            expression: 'asin="B07SBHTQMC"',
            state: 'enabled',
            ...(bids.target === undefined ? {} : { bid: bids.target }),
            metrics: emptyMetrics(),
            source,
          },
        ],
        negativeKeywords: [],
        negativeProductTargets: [],
        metrics: emptyMetrics(),
        source,
      },
    ],
  };
}

function model(campaigns: SpCampaign[]): AccountModel {
  return {
    sponsoredProducts: { campaigns },
    sponsoredBrands: { campaigns: [] },
    searchTerms: { sponsoredProducts: [], sponsoredBrands: [] },
    portfolios: [],
    brandAssets: [],
    sheets: ['Sponsored Products Campaigns'],
    problems: [],
  };
}

const period = (
  name: ScheduleRule['periods'][number]['name'],
  start: string,
  end: string,
  bidAdjustment: number,
  startBeijing: string,
) => ({
  name,
  start,
  end,
  bidAdjustment,
  startBeijing,
  endBeijing: '',
});

const rule: ScheduleRule = {
  campaignName: 'Evening buyers',
  timeZone: 'America/Los_Angeles',
  periods: [
    period('sleep', '00:00', '07:00', -40, '15:00'),
    period('other', '07:00', '18:00', 0, '22:00'),
    period('rest', '18:00', '00:00', 25, '09:00'),
  ],
};

const schedulePlan = (marketplace: Plan['marketplace'], rules: ScheduleRule[] = [rule]): Plan => ({
  flow: 'schedule',
  marketplace,
  rows: [],
  summary: { changeCounts: {}, bidChanges: [], notes: [] },
  warnings: [],
  schedules: rules,
});

const bids = (plan: Plan) => plan.rows.map((r) => (r.row as SpBulkRow).bid);

describe('buildPeriodPlans', () => {
  it('writes one workbook per period with base bid x (1 + adjustment) for enabled keywords and targets', () => {
    const plans = buildPeriodPlans(
      schedulePlan('US'),
      model([spCampaign('Evening buyers', { keyword: 1.2, defaultBid: 0.8 })]),
      { now: NOW, requireCampaigns: true },
    ).periods;
    expect(plans.map((p) => [p.period, p.start, p.startBeijing])).toEqual([
      ['sleep', '00:00', '15:00'],
      ['other', '07:00', '22:00'],
      ['rest', '18:00', '09:00'],
    ]);
    expect(bids(plans[0]!.plan)).toEqual([0.72, 0.48]);
    expect(bids(plans[1]!.plan)).toEqual([1.2, 0.8]);
    expect(bids(plans[2]!.plan)).toEqual([1.5, 1]);
    const row = plans[2]!.plan.rows[0]!;
    expect(row.row).toMatchObject({
      entity: 'keyword',
      operation: 'update',
      keywordId: '547066231335202',
      state: 'enabled',
    });
    expect(row.change).toEqual({ type: 'bidIncrease', bidBefore: 1.2, bidAfter: 1.5 });
    expect(plans[0]!.plan.rows[0]!.change.type).toBe('bidDecrease');
    expect(plans[0]!.plan.summary.notes[0]?.zh).toContain('北京时间 15:00');
  });

  it('keeps JPY bids whole yen and inside the SP limits', () => {
    const plans = buildPeriodPlans(
      schedulePlan('JP'),
      model([spCampaign('Evening buyers', { keyword: 37, target: 3 })]),
      { now: NOW, requireCampaigns: true },
    ).periods;
    for (const { plan } of plans) for (const bid of bids(plan)) expect(Number.isInteger(bid)).toBe(true);
    expect(bids(plans[0]!.plan)).toEqual([22, 2]);
    expect(scheduledBid('JP', 3, -40, { min: 2, max: 100_000 })).toBe(2);
  });

  it('writes SB keyword updates within the video limits for an SB video campaign', () => {
    const sbRule: ScheduleRule = { ...rule, campaignName: 'SBV Dog Collar' };
    const { periods: plans } = buildPeriodPlans(schedulePlan('US', [sbRule]), sbvAccount(), {
      now: NOW,
      requireCampaigns: true,
    });
    const sleep = plans[0]!.plan.rows.map((r) => r.row);
    expect(
      sleep.every(
        (r) => r.product === 'sponsoredBrands' && r.entity === 'keyword' && r.operation === 'update',
      ),
    ).toBe(true);
    expect(sleep.map((r) => r.bid)).toEqual([0.6, 0.9, 0.48]);
  });

  it('returns nothing when every adjustment is 0', () => {
    const flat: ScheduleRule = { ...rule, periods: rule.periods.map((p) => ({ ...p, bidAdjustment: 0 })) };
    expect(
      buildPeriodPlans(schedulePlan('US', [flat]), model([]), { now: NOW, requireCampaigns: true }),
    ).toEqual({ periods: [], leftOut: [] });
  });

  it('leaves out a period whose workbook would change no bid, and says so', () => {
    // At Amazon's minimum bid the -40 % sleep period and the 0 % "other" period both write $0.02: the
    // "other" workbook, uploaded after the sleep one, would change nothing.
    const { periods, leftOut } = buildPeriodPlans(
      schedulePlan('US'),
      model([spCampaign('Evening buyers', { keyword: 0.02, target: 0.02 })]),
      { now: NOW, requireCampaigns: true },
    );
    expect(periods.map((p) => p.period)).toEqual(['sleep', 'rest']);
    for (const { plan } of periods)
      for (const { change } of plan.rows) expect(change.bidAfter).not.toBe(change.bidBefore);
    expect(leftOut).toHaveLength(1);
    expect(leftOut[0]?.zh).toContain('北京时间 22:00');
    expect(leftOut[0]?.en).toContain('nothing to upload');
  });

  it('throws 20006 for a named campaign missing from the bulk sheet and 10011 without targets', () => {
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return isEngineError(error) ? error.code : -1;
      }
      return 0;
    };
    expect(
      codeOf(() => buildPeriodPlans(schedulePlan('US'), model([]), { now: NOW, requireCampaigns: true })),
    ).toBe(20006);
    const bare = spCampaign('Evening buyers', {});
    expect(
      codeOf(() => buildPeriodPlans(schedulePlan('US'), model([bare]), { now: NOW, requireCampaigns: true })),
    ).toBe(10011);
  });

  it('finds the period in force at any minute, across midnight', () => {
    expect(periodAt(rule, 0)?.name).toBe('sleep');
    expect(periodAt(rule, 18 * 60)?.name).toBe('rest');
    expect(periodAt(rule, 23 * 60 + 59)?.name).toBe('rest');
    const wrapping: ScheduleRule = {
      ...rule,
      periods: [period('other', '18:00', '07:00', 10, ''), period('morning', '07:00', '18:00', 0, '')],
    };
    expect(periodAt(wrapping, 3 * 60)?.name).toBe('other');
  });
});
