// Campaign intents (docs/algorithms.md §17.2, ADR 0032): read from names in English and Chinese or set by the
// seller; a rank campaign runs up to 1.3 x the target, a defensive one is never cut for cost alone, a
// catch-all keeps its bids under its cap and nothing is harvested into it; the rows name the intent.
import { describe, expect, it } from 'vitest';
import { PLAN_PARAMETER_SCHEMAS } from '@adplan/contracts';
import type { SearchTermRow, SpCampaign } from '../../model/account';
import type { SpBulkRow } from '../../model/bulk-row';
import type { Plan } from '../../model/plan';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { planKeywordOptimisation } from '../keyword/keyword-optimisation-flow';
import { checkPlanParameters } from '../parameters/plan-parameters';
import { parseBulkFileName } from '../shared/data-window';
import type { PlanningData } from '../shared/planning-data';
import { campaignIntentOf, intentFromName, withoutIntentWords } from './campaign-intents';

const NOW = new Date('2026-03-10T12:00:00Z');
const A = { id: '130000000000001', g: '230000000000001' };
const B = { id: '130000000000002', g: '230000000000002' };

/** Campaign A: a loser (CPS 30 against 10), a keyword at 12 a sale and a cheap converter worth raising. */
function campaignA(name: string): SpCampaign {
  return fixtureCampaign({
    id: A.id,
    name,
    adGroups: [
      {
        id: A.g,
        name: 'lamp broad',
        defaultBid: 0.4,
        keywords: [
          fixtureKeyword('330000000000001', 'lamp', 'broad', 1, {
            impressions: 5000,
            clicks: 60,
            orders: 2,
            spend: 60,
          }),
          fixtureKeyword('330000000000002', 'desk lamp', 'broad', 1, {
            impressions: 5000,
            clicks: 120,
            orders: 10,
            spend: 120,
          }),
          fixtureKeyword('330000000000003', 'lamp light', 'broad', 0.4, {
            impressions: 9000,
            clicks: 200,
            orders: 40,
            spend: 80,
          }),
        ],
      },
    ],
  });
}

/** Another campaign of the product at usual bids (the catch-all cap is half their median, 0.50). */
const campaignB = (): SpCampaign =>
  fixtureCampaign({
    id: B.id,
    name: 'Lamp main',
    adGroups: [
      {
        id: B.g,
        name: 'main exact',
        defaultBid: 1,
        keywords: [
          fixtureKeyword('330000000000011', 'lamp stand', 'exact', 1, { clicks: 5, orders: 1, spend: 6 }),
        ],
      },
    ],
  });

const terms: SearchTermRow[] = [
  // Converts at 3 a sale: harvested.
  fixtureSearchTerm(
    A.id,
    A.g,
    'bedside lamp',
    { clicks: 20, orders: 3, spend: 9, sales: 90 },
    { keywordText: 'lamp', matchType: 'broad' },
  ),
  // 20 spent, no order: negated (unless the campaign is defensive).
  fixtureSearchTerm(
    A.id,
    A.g,
    'lava lamp',
    { clicks: 20, orders: 0, spend: 20 },
    { keywordText: 'lamp', matchType: 'broad' },
  ),
];

function plan(name: string, extra: Record<string, unknown> = {}): Plan {
  const account = fixtureAccount([campaignA(name), campaignB()], terms);
  const data: PlanningData = {
    now: NOW,
    account,
    searchTerms: account.searchTerms.sponsoredProducts,
    searchTermSource: 'bulkTab',
    dataWindow: parseBulkFileName('bulk-a3snsjclchkfi8-20260101-20260301-1773144000000.xlsx', 'US'),
  };
  const params = checkPlanParameters('keyword-optimisation', {
    marketplace: 'US',
    campaign_id: A.id,
    organic_conversion_rate: 10,
    target_cps: 10,
    ...extra,
  });
  return planKeywordOptimisation(params, data);
}

const rowOf = (p: Plan, keywordId: string) =>
  p.rows.find((r) => (r.row as SpBulkRow).keywordId === keywordId);
const created = (p: Plan, text: string) =>
  p.rows.filter((r) => r.row.operation === 'create' && (r.row as SpBulkRow).keywordText === text);

describe('campaign intents', () => {
  it('reads the intent from names as sellers write them, in English and Chinese', () => {
    const cases: Array<[string, string]> = [
      ['Lamp - Rank TOS', 'rank'],
      ['Lamp launch exact', 'rank'],
      ['冲排名-台灯', 'rank'],
      ['台灯 首页置顶', 'rank'],
      ['Brand defense', 'defensive'],
      ['品牌防守 台灯', 'defensive'],
      ['Catch-all auto', 'catchAll'],
      ['Lamp low bid', 'catchAll'],
      ['捡漏 自动', 'catchAll'],
      ['Profit exact', 'profit'],
      ['台灯利润组', 'profit'],
      ['Lamp broad', 'standard'],
      ['Prank lamp brandy', 'standard'],
    ];
    for (const [name, intent] of cases) expect([name, intentFromName(name)]).toEqual([name, intent]);
  });

  it("lets the seller's choice by ID or name override the name, and strips intent words from derived names", () => {
    expect(campaignIntentOf({ id: A.id, name: 'Catch-all auto' } as SpCampaign, { [A.id]: 'rank' })).toBe(
      'rank',
    );
    expect(
      campaignIntentOf({ id: A.id, name: 'Lamp Broad' } as SpCampaign, { 'lamp broad': 'defensive' }),
    ).toBe('defensive');
    expect(withoutIntentWords('Catch-all auto')).toBe('auto');
    expect(withoutIntentWords('捡漏 自动')).toBe('自动');
    expect(intentFromName(withoutIntentWords('Lamp low brand bid'))).toBe('standard');
  });

  it('reads campaign_intents as an object, JSON text or lines, and refuses an unknown intent in zh and en', () => {
    const schema = PLAN_PARAMETER_SCHEMAS['keyword-optimisation'];
    const base = { marketplace: 'US', campaign_id: A.id, organic_conversion_rate: 10, target_cps: 10 };
    const lines = schema.safeParse({ ...base, campaign_intents: 'Lamp broad = 冲排名\n123：catch-all' });
    expect(lines.success && lines.data.campaign_intents).toEqual({ 'Lamp broad': 'rank', '123': 'catchAll' });
    const json = schema.safeParse({ ...base, campaign_intents: '{"Lamp broad":"防守"}' });
    expect(json.success && json.data.campaign_intents).toEqual({ 'Lamp broad': 'defensive' });
    expect(() =>
      checkPlanParameters('keyword-optimisation', { ...base, campaign_intents: 'Lamp = bravado' }),
    ).toThrow(expect.objectContaining({ code: 20001 }));
  });

  it('cuts a standard campaign over target but holds a defensive one, cuts and negations alike', () => {
    const standard = plan('Lamp broad');
    expect(rowOf(standard, '330000000000001')?.change.type).toMatch(/bidDecrease|pause/);
    expect(created(standard, 'lava lamp')).toHaveLength(1);
    const defensive = plan('Lamp brand defense');
    expect(rowOf(defensive, '330000000000001')).toBeUndefined();
    expect(rowOf(defensive, '330000000000002')).toBeUndefined();
    expect(created(defensive, 'lava lamp')).toEqual([]);
    expect(defensive.summary.notes.map((n) => n.en).join('\n')).toContain('is a defensive campaign');
  });

  it('lets a rank campaign run up to 1.3 x the target: a keyword at 12 a sale is kept, not cut', () => {
    expect(rowOf(plan('Lamp broad'), '330000000000002')?.change.type).toBe('bidDecrease');
    // Judged against 13 a sale, the keyword at 12 is within target: raised toward its ideal bid.
    expect(rowOf(plan('Lamp rank'), '330000000000002')?.change.type).toBe('bidIncrease');
    // The override does the same for a campaign whose name says nothing.
    const overridden = plan('Lamp broad', { campaign_intents: { 'Lamp broad': 'rank' } });
    expect(rowOf(overridden, '330000000000002')?.change.type).toBe('bidIncrease');
    expect(rowOf(overridden, '330000000000002')?.explanation.reason.en).toContain('rank (set by you;');
  });

  it('keeps a catch-all under its cap and harvests nothing into it; its rows name the intent', () => {
    const standard = plan('Lamp broad');
    const raised = rowOf(standard, '330000000000003')?.change.bidAfter ?? 0;
    expect(raised).toBeGreaterThan(0.5);
    const catchAll = plan('Lamp catch-all');
    expect(rowOf(catchAll, '330000000000003')?.change.bidAfter).toBe(0.5);
    const harvest = created(catchAll, 'bedside lamp').filter((r) => r.row.entity === 'keyword');
    expect(harvest).toHaveLength(1);
    expect(harvest[0]?.row.campaignId).not.toBe(A.id);
    const newCampaign = catchAll.rows.find(
      (r) => r.row.entity === 'campaign' && r.row.operation === 'create',
    );
    expect(newCampaign && intentFromName((newCampaign.row as SpBulkRow).campaignName ?? '')).toBe('standard');
    expect(rowOf(catchAll, '330000000000003')?.explanation.reason.en).toContain('Campaign intent: catch-all');
    expect(rowOf(catchAll, '330000000000003')?.explanation.reason.zh).toContain('活动意图：低价捡漏');
  });
});
