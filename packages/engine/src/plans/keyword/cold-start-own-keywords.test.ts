import { describe, expect, it } from 'vitest';
import type { SpBulkRow } from '../../model/bulk-row';
import { assertPlanValid } from '../../validate/validate-api';
import { checkPlanParameters } from '../parameters/plan-parameters';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureProductAd,
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

describe('keyword cold start into an existing campaign of another product', () => {
  it("isolates no term toward an exact keyword that serves another product's ad group", () => {
    // Generated account #153: the campaign's exact "garlic presses" advertises another product (SKU-2); the
    // launched SKU-1 converts on "garlic presses" in its own campaign. The phrase group negated it exact
    // "toward the exact group", which holds no such keyword: SKU-1 lost a converting term.
    const kitchen = fixtureCampaign({
      id: '111111111111117',
      name: 'Kitchen manual',
      adGroups: [
        {
          id: '222222222222227',
          name: 'presses',
          defaultBid: 0.8,
          productAds: [fixtureProductAd('444444444444471', 'SKU-2', 'B0OTHERAS2')],
          keywords: [fixtureKeyword('333333333333371', 'garlic presses', 'exact', 0.9, { clicks: 40 })],
        },
      ],
    });
    const competitors = fixtureCampaign({
      id: '111111111111116',
      name: 'Competitors',
      adGroups: [
        {
          id: '222222222222226',
          name: 'dog collar',
          keywords: [fixtureKeyword('333333333333361', 'dog collar', 'exact', 0.9, { clicks: 40 })],
        },
      ],
    });
    const terms = [
      fixtureSearchTerm('111111111111116', '222222222222226', 'garlic presses', { clicks: 30, orders: 5 }),
    ];
    const params = checkPlanParameters('keyword-cold-start', {
      marketplace: 'US',
      campaign_mode: 'existing',
      campaign_id: '111111111111117',
      ad_group_name_broad: 'Launch broad',
      sku: 'SKU-1',
      organic_conversion_rate: 12,
      target_cps: 10,
      main_search_terms: ['garlic presses', 'water bottle'],
    });
    const plan = planKeywordColdStart(params, {
      now: NOW,
      account: fixtureAccount([kitchen, competitors], terms),
      searchTerms: terms,
      searchTermSource: 'bulkTab',
    });
    const negatives = plan.rows
      .map((r) => r.row as SpBulkRow)
      .filter((r) => r.entity === 'negativeKeyword')
      .map((r) => r.keywordText);
    expect(negatives).not.toContain('garlic presses');
    expect(
      plan.summary.notes.some((n) => n.en.includes('"presses" of this campaign, which advertises another')),
    ).toBe(true);
    // A term whose exact keyword the plan creates for SKU-1 is still isolated.
    expect(negatives).toContain('water bottle');
    assertPlanValid(plan, { now: NOW, existingCampaignNames: ['Kitchen manual', 'Competitors'] });
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
