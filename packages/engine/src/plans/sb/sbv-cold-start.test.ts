import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETPLACES, marketplaceInfo, marketplaceToday, type Marketplace } from '@adplan/contracts';
import type { SbBulkRow } from '../../model/bulk-row';
import type { Asin } from '../../model/ids';
import type { Plan } from '../../model/plan';
import { assertPlanValid } from '../../validate/bulk-row-validator';
import { buildSbvColdStartRows, detailPageUrl, type SbvColdStartSettings } from './sbv-cold-start';

const NOW = new Date('2026-10-20T19:00:00Z');
const VIDEO = 'amzn1.assetlibrary.asset1.735ec75f93ae1d0704411a3fc2aeff83:version_v1';
const LOGO = 'amzn1.assetlibrary.asset1.38f47f3fd2fa825c5ca2d4923aead105:version_v1';

function settings(
  marketplace: Marketplace,
  overrides: Partial<SbvColdStartSettings> = {},
): SbvColdStartSettings {
  const jp = marketplace === 'JP';
  return {
    marketplace,
    campaignName: 'SBV Dog Collar',
    adGroupName: 'Dog Collar Video',
    dailyBudget: jp ? 3000 : 30,
    startDate: marketplaceToday(marketplace, NOW),
    brandEntityId: 'ENTITY1ABC2DEF3GH',
    asin: 'B08CK9FVB9' as Asin,
    creative: { format: 'video', videoAssetId: VIDEO },
    targeting: {
      type: 'keyword',
      searchTerms: ['dog collar', 'dog collars for large dogs', 'Ｄｏｇ　Collar'],
    },
    negativeKeywords: ['cat collar', 'dog collar'],
    organicConversionRate: 0.12,
    targetCostPerSale: jp ? 1500 : 12,
    bidOptimization: false,
    placements: { home: 20, detailPage: -30 },
    ...overrides,
  };
}

const plan = (s: SbvColdStartSettings, rows: Plan['rows']): Plan => ({
  flow: 'sbv-cold-start',
  marketplace: s.marketplace,
  rows,
  summary: { changeCounts: {}, bidChanges: [], notes: [] },
  warnings: [],
});

const sbRows = (rows: Plan['rows']) => rows.map((r) => r.row as SbBulkRow);

describe('buildSbvColdStartRows', () => {
  it.each(MARKETPLACES)('writes a video campaign that passes the upload validator in %s', (marketplace) => {
    const s = settings(marketplace);
    const { rows } = buildSbvColdStartRows(s);
    expect(() => assertPlanValid(plan(s, rows), { now: NOW })).not.toThrow();
    const entities = sbRows(rows).map((r) => r.entity);
    expect(entities.slice(0, 5)).toEqual([
      'campaign',
      'biddingAdjustmentByPlacement',
      'biddingAdjustmentByPlacement',
      'adGroup',
      'videoAd',
    ]);
    const { min, max } = marketplaceInfo(marketplace).sbVideoBid;
    for (const row of sbRows(rows).filter((r) => r.bid !== undefined)) {
      expect(row.bid).toBeGreaterThanOrEqual(min);
      expect(row.bid).toBeLessThanOrEqual(max);
    }
  });

  it('puts the detail page, the single ASIN and the video asset on the video ad', () => {
    const { rows } = buildSbvColdStartRows(settings('UK'));
    const ad = sbRows(rows).find((r) => r.entity === 'videoAd');
    expect(ad).toMatchObject({
      landingPageUrl: 'https://www.amazon.co.uk/dp/B08CK9FVB9',
      landingPageType: 'detailPage',
      creativeAsins: ['B08CK9FVB9'],
      videoAssetIds: [VIDEO],
    });
    expect(detailPageUrl('JP', 'B08CK9FVB9' as Asin)).toBe('https://www.amazon.co.jp/dp/B08CK9FVB9');
    const campaign = sbRows(rows)[0];
    expect(campaign).toMatchObject({
      brandEntityId: 'ENTITY1ABC2DEF3GH',
      budgetType: 'daily',
      bidOptimization: false,
    });
  });

  it('bids target CPS x organic CVR x match factor: exact above broad, whole yen in JP', () => {
    const { rows } = buildSbvColdStartRows(settings('JP', { placements: {} }));
    const keywords = sbRows(rows).filter((r) => r.entity === 'keyword');
    // NFKC folds the full-width duplicate of "dog collar": 2 terms x exact and broad.
    expect(keywords).toHaveLength(4);
    const exact = keywords.find((k) => k.keywordText === 'dog collar' && k.matchType === 'exact');
    const broad = keywords.find((k) => k.keywordText === 'dog collar' && k.matchType === 'broad');
    expect(exact?.bid).toBe(180); // 1500 x 0.12
    expect(broad?.bid).toBe(126); // 1500 x 0.12 x 0.7
    for (const k of keywords) expect(Number.isInteger(k.bid)).toBe(true);
  });

  it('lowers base bids for positive placement adjustments and raises too-low bids to the video minimum', () => {
    const withPlacements = buildSbvColdStartRows(settings('US', { placements: { home: 60 } }));
    const exact = sbRows(withPlacements.rows).find((r) => r.matchType === 'exact');
    expect(exact?.bid).toBe(1.2); // 12 x 0.12 / 1.2 average multiplier
    const cheap = buildSbvColdStartRows(settings('US', { targetCostPerSale: 1 }));
    expect(sbRows(cheap.rows).find((r) => r.matchType === 'broad')?.bid).toBe(0.25);
    expect(cheap.warnings.some((w) => w.en.includes('video minimum'))).toBe(true);
  });

  it('negates the listed irrelevant terms but never a main search term', () => {
    const { rows, warnings } = buildSbvColdStartRows(settings('US'));
    const negatives = sbRows(rows).filter((r) => r.entity === 'negativeKeyword');
    expect(negatives).toEqual([
      expect.objectContaining({ keywordText: 'cat collar', matchType: 'negativePhrase' }),
    ]);
    expect(warnings.some((w) => w.en.includes('"dog collar"'))).toBe(true);
  });

  it('never writes a negative that would block a main search term or the brand', () => {
    const { rows, warnings } = buildSbvColdStartRows(
      settings('US', {
        negativeKeywords: ['large dogs', 'dog', 'Pawsome', 'pawsome leash', 'cat collar', 'cheap'],
        brandTerms: ['pawsome'],
      }),
    );
    const negatives = sbRows(rows).filter((r) => r.entity === 'negativeKeyword');
    // 'large dogs' and 'dog' as negative phrases would stop "dog collars for large dogs" and "dog collar".
    expect(negatives.map((r) => r.keywordText)).toEqual(['cat collar', 'cheap']);
    expect(warnings.filter((w) => w.en.includes('would block'))).toHaveLength(4);
  });

  it('targets competitor ASINs as product targets', () => {
    const s = settings('CA', {
      targeting: { type: 'product', competitorAsins: ['B07SBHTQMC', 'B0058DKFBS'] as Asin[] },
    });
    const { rows, warnings } = buildSbvColdStartRows(s);
    const targets = sbRows(rows).filter((r) => r.entity === 'productTargeting');
    expect(targets.map((t) => t.productTargetingExpression)).toEqual([
      'asin="B07SBHTQMC"',
      'asin="B0058DKFBS"',
    ]);
    // The seller's negative keywords have no place in a product-targeting ad group: a note says so.
    expect(sbRows(rows).filter((r) => r.entity === 'negativeKeyword')).toEqual([]);
    expect(s.negativeKeywords).toEqual(['cat collar', 'dog collar']);
    expect(warnings.some((w) => w.en.includes('cannot hold negative keywords'))).toBe(true);
    expect(() => assertPlanValid(plan(s, rows), { now: NOW })).not.toThrow();
  });

  it('writes a brand video ad to the Store with brand name, logo, headline and up to 3 ASINs', () => {
    const s = settings('US', {
      creative: {
        format: 'brandVideo',
        videoAssetId: VIDEO,
        landingPageUrl: 'https://www.amazon.com/stores/page/BF7D4D7A-F099-4F46-9121-70690ABAD03E',
        brandName: 'Pawsome',
        brandLogoAssetId: LOGO,
        headline: 'Collars that last',
        creativeAsins: ['B08CK9FVB9', 'B0BM1YWSML'] as Asin[],
      },
    });
    const { rows } = buildSbvColdStartRows(s);
    expect(sbRows(rows).find((r) => r.entity === 'brandVideoAd')).toMatchObject({
      landingPageType: 'store',
      brandName: 'Pawsome',
      brandLogoAssetId: LOGO,
    });
    expect(() => assertPlanValid(plan(s, rows), { now: NOW })).not.toThrow();
  });

  it('writes no placement rows with automated bidding on, and says why', () => {
    const { rows, warnings } = buildSbvColdStartRows(settings('US', { bidOptimization: true }));
    expect(sbRows(rows).some((r) => r.entity === 'biddingAdjustmentByPlacement')).toBe(false);
    expect(warnings.some((w) => w.en.includes('Automated bidding is on'))).toBe(true);
  });
});

describe('every SBV cold-start plan (property)', () => {
  it('passes the upload validator with the SB video limits of its marketplace, whole yen in JP', () => {
    const word = fc.constantFrom(
      'dog',
      'collar',
      'leash',
      'leather',
      'large',
      'puppy',
      'harness',
      'reflective',
    );
    const term = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETPLACES),
        fc.array(term, { minLength: 1, maxLength: 60 }),
        fc.array(term, { maxLength: 5 }),
        fc.double({ min: 0.001, max: 0.5, noNaN: true }),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        fc.record({
          home: fc.integer({ min: -99, max: 900 }),
          detailPage: fc.integer({ min: -99, max: 900 }),
          other: fc.integer({ min: -99, max: 900 }),
        }),
        fc.boolean(),
        (marketplace, searchTerms, negativeKeywords, cvr, cpsUsd, placements, bidOptimization) => {
          const jp = marketplace === 'JP';
          const s = settings(marketplace, {
            targeting: { type: 'keyword', searchTerms },
            negativeKeywords,
            organicConversionRate: cvr,
            targetCostPerSale: jp ? Math.round(cpsUsd * 150) + 1 : cpsUsd,
            placements,
            bidOptimization,
          });
          const { rows } = buildSbvColdStartRows(s);
          expect(() => assertPlanValid(plan(s, rows), { now: NOW })).not.toThrow();
          const { min, max } = marketplaceInfo(marketplace).sbVideoBid;
          for (const row of sbRows(rows).filter((r) => r.bid !== undefined)) {
            expect(row.bid).toBeGreaterThanOrEqual(min);
            expect(row.bid).toBeLessThanOrEqual(max);
            if (jp) expect(Number.isInteger(row.bid)).toBe(true);
          }
          expect(sbRows(rows).filter((r) => r.entity === 'keyword').length).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 60 },
    );
  });
});
