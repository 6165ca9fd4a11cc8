import { describe, expect, it } from 'vitest';
import {
  fixtureAccount,
  fixtureCampaign,
  fixtureKeyword,
  fixtureSearchTerm,
  fixtureTarget,
} from '../../testing/account-fixtures';
import { listCampaignStructure } from './campaign-structure';
import { suggestCompetitorAsins } from './competitor-asin-suggestions';

const C = '100000000000001';
const G = '200000000000001';
const account = fixtureAccount(
  [
    fixtureCampaign({
      id: C,
      name: 'Board auto',
      targetingType: 'auto',
      adGroups: [
        {
          id: G,
          name: 'auto',
          productTargets: [fixtureTarget('4', 'asin="B0TARGETED"', 0.5)],
          keywords: [fixtureKeyword('3', 'x', 'exact', 1)],
        },
      ],
    }),
  ],
  [
    fixtureSearchTerm(C, G, 'b0strong01', { clicks: 20, orders: 5, spend: 10 }),
    fixtureSearchTerm(C, G, 'b0strong01', { clicks: 10, orders: 1, spend: 5 }),
    fixtureSearchTerm(C, G, 'b0lucky000', { clicks: 1, orders: 1, spend: 1 }),
    fixtureSearchTerm(C, G, 'b0targeted', { clicks: 40, orders: 4, spend: 20 }),
    fixtureSearchTerm(C, G, 'b0nosale01', { clicks: 40, orders: 0, spend: 20 }),
    fixtureSearchTerm(C, G, 'b0ownasin1', { clicks: 40, orders: 9, spend: 20 }),
    fixtureSearchTerm(C, G, 'bamboo board', { clicks: 40, orders: 9, spend: 20 }),
  ],
);

describe('suggestCompetitorAsins', () => {
  const suggestions = suggestCompetitorAsins(account);

  it('ranks converting ASIN terms by smoothed conversion rate, so one lucky click (100 %) is not first', () => {
    expect(suggestions.map((s) => s.asin)).toEqual(['B0STRONG01', 'B0LUCKY000', 'B0TARGETED']);
    expect(suggestions[0]).toMatchObject({ clicks: 30, orders: 6, costPerSale: 2.5, alreadyTargeted: false });
    expect(suggestions[2]?.alreadyTargeted).toBe(true);
    expect(suggestions[0]?.reason.zh).toContain('6 单');
  });

  it('leaves out own ASINs, non-converters and keyword terms', () => {
    const asins = suggestions.map((s) => s.asin);
    expect(asins).not.toContain('B0OWNASIN1');
    expect(asins).not.toContain('B0NOSALE01');
  });
});

describe('listCampaignStructure', () => {
  it('lists campaigns and ad groups with IDs, counts and SKUs', () => {
    expect(listCampaignStructure(account)).toEqual([
      expect.objectContaining({
        product: 'sponsoredProducts',
        campaignId: C,
        name: 'Board auto',
        targetingType: 'auto',
        adGroups: [
          expect.objectContaining({
            adGroupId: G,
            name: 'auto',
            keywordCount: 1,
            productTargetCount: 1,
            skus: ['SKU-1'],
            asins: ['B0OWNASIN1'],
          }),
        ],
      }),
    ]);
  });
});
