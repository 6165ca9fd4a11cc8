// Diagnostics read SB keywords, targets and negatives in the words the rules and the seller read: SB v3's
// lower-case spellings become the rules' match kinds, and a product target is written as the console
// writes it (`asin="B0…"`), the same as an SP one, not in SB's own `asinSameAs` spelling.
import { describe, expect, it } from 'vitest';
import type { ShopAccountReader, SbAccountSnapshot } from '../../ports/shop-account-reader';
import type { ToolCampaign } from '../../ports/shop-access';
import { sbEntities } from './entity-facts';

const snapshot: SbAccountSnapshot = {
  campaigns: [{ campaignId: 'c1', name: 'Video', state: 'ENABLED', budget: 20, budgetType: 'DAILY' }],
  adGroups: [{ adGroupId: 'g1', campaignId: 'c1', name: 'Group', state: 'ENABLED' }],
  videoAds: [],
  keywords: [
    {
      keywordId: 'k1',
      campaignId: 'c1',
      adGroupId: 'g1',
      keywordText: 'Dog Bed',
      matchType: 'phrase',
      state: 'enabled',
      bid: 1.2,
    },
  ],
  targets: [
    {
      targetId: 't1',
      campaignId: 'c1',
      adGroupId: 'g1',
      expressions: [{ type: 'asinSameAs', value: 'b07fkdzpzw' }],
      state: 'paused',
      bid: 0.9,
    },
  ],
  negativeKeywords: [
    {
      keywordId: 'n1',
      campaignId: 'c1',
      adGroupId: 'g1',
      keywordText: 'cheap',
      matchType: 'negativeExact',
      state: 'enabled',
    },
  ],
};

const reader: ShopAccountReader = {
  readSp: () => Promise.reject(new Error('no SP here')),
  readSb: () => Promise.resolve(snapshot),
  readBrands: () => Promise.resolve([]),
  readReport: () => Promise.resolve([]),
};

const tool: ToolCampaign = {
  shopId: 's1',
  campaignId: 'c1',
  adProduct: 'SPONSORED_BRANDS',
  origin: 'created',
  planId: 'p1',
  campaignName: 'Video',
  appliedAt: new Date('2026-11-01T00:00:00Z'),
};

describe('the SB facts of a diagnosis', () => {
  it('words SB targets like the console and translates SB match types to the rules’ kinds', async () => {
    const facts = await sbEntities(reader, [tool]);
    expect(
      facts.targets.map(({ targetId, text, matchKind, serving }) => ({ targetId, text, matchKind, serving })),
    ).toEqual([
      { targetId: 'k1', text: 'dog bed', matchKind: 'PHRASE', serving: true },
      { targetId: 't1', text: 'asin="B07FKDZPZW"', matchKind: 'TARGETING', serving: false },
    ]);
    expect(facts.negatives).toEqual([
      { adProduct: 'SB', campaignId: 'c1', adGroupId: 'g1', text: 'cheap', matchType: 'NEGATIVE_EXACT' },
    ]);
    expect(facts.campaigns[0]).toMatchObject({ enabled: true, dailyBudget: 20 });
  });
});
