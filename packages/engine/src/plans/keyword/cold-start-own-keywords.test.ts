import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import { assertPlanValid } from '../../validate/validate-api';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
} from '../../testing/account-fixtures';
import { planKeywordColdStart } from './keyword-cold-start-flow';
import { planKeywordOptimisation } from './keyword-optimisation-flow';

const NOW = new Date('2026-03-10T12:00:00Z');
const GROUP = '222222222222229';

describe('keyword cold start into an existing campaign', () => {
  it("adds no negative exact rows for the ad group's own exact keywords", () => {
    const campaign = fixtureCampaign({
      id: '111111111111119',
      name: 'Board manual',
      adGroups: [
        {
          id: GROUP,
          name: 'board broad',
          defaultBid: 0.8,
          keywords: [
            fixtureKeyword('333333333333391', 'cutting board', 'exact', 0.9, { clicks: 40, orders: 5 }),
            fixtureKeyword('333333333333392', 'wood board', 'broad', 0.8),
          ],
        },
      ],
    });
    const params = checkPlanParameters('keyword-cold-start', {
      marketplace: 'US',
      campaign_mode: 'existing',
      campaign_name: 'Board manual',
      ad_group_name_broad: 'board broad',
      daily_budget: 60,
      organic_conversion_rate: 12,
      target_cps: 10,
      main_search_terms: ['cutting board', 'bamboo cutting board'],
    });
    const plan = planKeywordColdStart(params, {
      now: NOW,
      account: fixtureAccount([campaign]),
      searchTerms: [],
      searchTermSource: 'bulkTab',
    });
    const rows = plan.rows.map((r) => r.row as SpBulkRow);
    const negatives = rows.filter((r) => r.entity === 'negativeKeyword' && r.adGroupId === GROUP);
    expect(negatives.map((r) => r.keywordText)).not.toContain('cutting board');
    // The other exact term is still isolated from the broad group.
    expect(negatives.map((r) => r.keywordText)).toContain('bamboo cutting board');
    assertPlanValid(plan, { now: NOW, existingCampaignNames: ['Board manual'] });
  });
});

describe('keyword optimisation of a single-keyword campaign', () => {
  it('notes a converting term instead of harvesting it into the single-keyword campaign', () => {
    const C = '111111111111118';
    const G = '222222222222228';
    const campaign = fixtureCampaign({
      id: C,
      name: 'Board SKAG',
      adGroups: [
        {
          id: G,
          name: 'cutting board exact',
          defaultBid: 1,
          keywords: [
            fixtureKeyword('333333333333381', 'cutting board', 'exact', 1, { clicks: 50, orders: 5 }),
          ],
        },
      ],
    });
    const account = fixtureAccount(
      [campaign],
      [fixtureSearchTerm(C, G, 'cutting board set', { clicks: 10, orders: 3, spend: 8, sales: 90 })],
    );
    const params = checkPlanParameters('keyword-optimisation', {
      marketplace: 'US',
      campaign_id: C,
      organic_conversion_rate: 12,
      target_cps: 10,
    });
    const plan = planKeywordOptimisation(params, {
      now: NOW,
      account,
      searchTerms: account.searchTerms.sponsoredProducts,
      searchTermSource: 'bulkTab',
    });
    expect(plan.rows.some((r) => r.row.keywordText === 'cutting board set')).toBe(false);
    expect(plan.summary.notes.some((n) => n.en.includes('"cutting board set" converts well'))).toBe(true);
  });
});
