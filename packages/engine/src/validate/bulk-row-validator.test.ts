import { describe, expect, it } from 'vitest';
import type { Marketplace } from '@adplan/contracts';
import type { BulkRow, ReadBulkRow, SbBulkRow, SpBulkRow } from '../model/bulk-row';
import {
  adGroupId as toAdGroupId,
  campaignId as toCampaignId,
  keywordId,
  sku as toSku,
  type Asin,
} from '../model/ids';
import {
  FIXTURE_TODAY,
  fixturePlan,
  fixturePlanRow,
  sbVideoRows,
  spKeywordUpdateRow,
  spManualRows,
} from '../testing/plan-fixtures';
import { PlanRuleViolationError, assertPlanValid, validateBulkRows } from './bulk-row-validator';
import type { ViolationRule } from './violation';

type SpPatch = Partial<SpBulkRow>;
type SbPatch = Partial<SbBulkRow>;

/** All fixture rows: a valid SP manual campaign, an SP keyword update and an SB video campaign. */
const validRows = (): BulkRow[] => [...spManualRows(), spKeywordUpdateRow(), ...sbVideoRows()];

/** Validates rows with today = FIXTURE_TODAY. */
const check = (
  rows: ReadonlyArray<BulkRow | ReadBulkRow>,
  marketplace: Marketplace = 'US',
  existing: string[] = [],
) => validateBulkRows(rows, { marketplace, today: FIXTURE_TODAY, existingCampaignNames: existing });

const rulesOf = (rows: ReadonlyArray<BulkRow | ReadBulkRow>, marketplace: Marketplace = 'US') =>
  check(rows, marketplace).map((violation) => violation.rule);

/** The fixture rows with the first SP row of `entity` patched. */
function withSp(entity: SpBulkRow['entity'], patch: SpPatch): BulkRow[] {
  const rows = validRows();
  const index = rows.findIndex(
    (row) => row.product === 'sponsoredProducts' && row.entity === entity && row.operation === 'create',
  );
  rows[index] = { ...(rows[index] as SpBulkRow), ...patch } as SpBulkRow;
  return rows;
}

/** The fixture rows with the first SB row of `entity` patched. */
function withSb(entity: SbBulkRow['entity'], patch: SbPatch): BulkRow[] {
  const rows = validRows();
  const index = rows.findIndex((row) => row.product === 'sponsoredBrands' && row.entity === entity);
  rows[index] = { ...(rows[index] as SbBulkRow), ...patch } as SbBulkRow;
  return rows;
}

/** Expects exactly the given rules (in any order and multiplicity) to fire. */
const expectRules = (rows: BulkRow[], rules: ViolationRule[], marketplace: Marketplace = 'US') =>
  expect([...new Set(rulesOf(rows, marketplace))].sort()).toEqual([...new Set(rules)].sort());

describe('validateBulkRows: a valid file', () => {
  it('accepts the fixture plan in every marketplace it fits', () => {
    expect(check(validRows())).toEqual([]);
    expect(check(validRows(), 'UK')).toEqual([]);
    expect(check(validRows(), 'CA')).toEqual([]);
  });

  it('numbers plain rows the way the writer prints them', () => {
    const [violation] = check(withSp('keyword', { bid: 5000 }));
    expect(violation).toMatchObject({
      sheet: 'Sponsored Products Campaigns',
      row: 6,
      column: 'Bid',
      rule: 'bid-range',
    });
    expect(violation?.message.en).toContain('0.02–1000 USD');
    expect(violation?.message.zh).toContain('0.02–1000 USD');
  });

  it('keeps the sheet and row of read rows and reports unparsed cells', () => {
    const read: ReadBulkRow = {
      row: spKeywordUpdateRow(),
      source: { sheet: '商品推广活动', row: 17 },
      unparsed: { 匹配类型: 'exactly' },
    };
    expect(check([read])).toEqual([
      expect.objectContaining({ sheet: '商品推广活动', row: 17, column: '匹配类型', rule: 'invalid-value' }),
    ]);
  });
});

describe('validateBulkRows: money', () => {
  it('checks SP bids, default bids and budgets per marketplace', () => {
    expectRules(withSp('keyword', { bid: 0.01 }), ['bid-range']);
    expectRules(withSp('adGroup', { adGroupDefaultBid: 1001 }), ['bid-range']);
    expectRules(withSp('campaign', { dailyBudget: 0.5 }), ['budget-range']);
    expectRules(withSp('campaign', { dailyBudget: 1_000_001 }), ['budget-range']);
    expectRules(withSp('keyword', { bid: 1.234 }), ['money-decimals']);
  });

  it('uses JP limits and whole yen', () => {
    const jp = (rows: BulkRow[]) =>
      rows.map((row) =>
        row.product === 'sponsoredProducts'
          ? {
              ...row,
              ...(row.bid ? { bid: 20 } : {}),
              ...(row.adGroupDefaultBid ? { adGroupDefaultBid: 20 } : {}),
              ...(row.dailyBudget ? { dailyBudget: 2000 } : {}),
            }
          : { ...row, ...(row.bid ? { bid: 100 } : {}), ...(row.budget ? { budget: 3000 } : {}) },
      );
    expect(check(jp(validRows()), 'JP')).toEqual([]);
    expectRules(
      jp(validRows()).map((row) =>
        row.entity === 'keyword' && row.product === 'sponsoredProducts' && row.operation === 'create'
          ? { ...row, bid: 20.5 }
          : row,
      ),
      ['money-decimals'],
      'JP',
    );
    expectRules(validRows(), ['bid-range', 'budget-range', 'money-decimals'], 'JP');
  });

  it('checks SB bids by ad format and budgets by budget type', () => {
    expectRules(withSb('keyword', { bid: 0.2 }), ['bid-range']);
    const imageGroup = validRows().filter((row) => row.entity !== 'videoAd');
    expect(
      rulesOf(
        imageGroup.map((row) =>
          row.product === 'sponsoredBrands' && row.entity === 'keyword' ? { ...row, bid: 0.2 } : row,
        ),
      ),
    ).not.toContain('bid-range');
    expectRules(withSb('keyword', { bid: 50 }), ['bid-range']);
    expectRules(withSb('campaign', { budgetType: 'lifetime', budget: 50 }), ['budget-range']);
    expect(check(withSb('campaign', { budgetType: 'lifetime', budget: 150 }))).toEqual([]);
  });
});

describe('validateBulkRows: placements', () => {
  it('accepts 0-900 for SP with at most 2 decimals', () => {
    expect(check(withSp('biddingAdjustment', { percentage: 900 }))).toEqual([]);
    expect(check(withSp('biddingAdjustment', { percentage: 10.25 }))).toEqual([]);
    expectRules(withSp('biddingAdjustment', { percentage: 901 }), ['placement-percentage']);
    expectRules(withSp('biddingAdjustment', { percentage: -5 }), ['placement-percentage']);
    expectRules(withSp('biddingAdjustment', { percentage: 10.255 }), ['placement-percentage']);
  });

  it('accepts -99..900 for SB only with bid optimization off', () => {
    expect(check(withSb('biddingAdjustmentByPlacement', { percentage: -99 }))).toEqual([]);
    expectRules(withSb('biddingAdjustmentByPlacement', { percentage: -100 }), ['placement-percentage']);
    expectRules(withSb('campaign', { bidOptimization: true }), ['placement-with-bid-optimization']);
  });

  it('rejects the same placement twice for a campaign', () => {
    const rows = validRows();
    rows.push({
      ...(spManualRows().find((row) => row.entity === 'biddingAdjustment') as SpBulkRow),
      percentage: 50,
    });
    expectRules(rows, ['duplicate-placement']);
  });
});

describe('validateBulkRows: names', () => {
  it('checks campaign and ad group name length and characters', () => {
    expectRules(withSp('campaign', { campaignName: 'x'.repeat(129) }), ['name-length']);
    expect(check(withSp('campaign', { campaignName: 'x'.repeat(128) }))).toEqual([]);
    expectRules(withSp('adGroup', { adGroupName: 'g'.repeat(256) }), ['name-length']);
    for (const bad of ['Sale!', 'Shoes #1', '50% off', 'a<b', 'Shoes 👟', 'Shoes（JP）'])
      expectRules(withSp('campaign', { campaignName: bad }), ['name-characters']);
    expect(
      check(withSp('campaign', { campaignName: 'Shoes - Exact (US) / 2026: [A] $5 @home {x}|y' })),
    ).toEqual([]);
    expect(check(withSp('campaign', { campaignName: '跑鞋 ランニングシューズ Café' }))).toEqual([]);
  });

  it('rejects surrounding spaces', () => {
    expectRules(withSp('adGroup', { adGroupName: ' Exact' }), ['surrounding-spaces']);
  });

  it('accepts names that start with = + - @, which Amazon allows (the writer keeps them inert)', () => {
    expect(check(withSp('campaign', { campaignName: '=Shoes' }))).toEqual([]);
    expect(check(withSp('productAd', { sku: toSku('@SKU') }))).toEqual([]);
    expect(check(withSb('videoAd', { adName: '+ad' }))).toEqual([]);
  });

  it('requires unique campaign names in the file and against the account', () => {
    const rows = validRows();
    const sbCampaign = rows.find((row) => row.product === 'sponsoredBrands' && row.entity === 'campaign')!;
    expect(check(rows, 'US', ['Other'])).toEqual([]);
    expect(check(rows, 'US', ['Shoes - Exact']).map((v) => v.rule)).toEqual(['duplicate-campaign-name']);
    const second = { ...(rows[8] as SpBulkRow), campaignId: toCampaignId('C_Second') };
    expectRules([...rows, second], ['duplicate-campaign-name']);
    expect(sbCampaign.campaignName).toBe('Video - Shoes');
  });

  it('requires unique ad group names within a campaign', () => {
    const group = spManualRows().find((row) => row.entity === 'adGroup')!;
    expectRules(
      [...validRows(), { ...group, adGroupId: toAdGroupId('AG_Two') }],
      ['duplicate-ad-group-name'],
    );
  });
});

describe('validateBulkRows: keywords', () => {
  const keyword = (text: string, patch: SpPatch = {}) => withSp('keyword', { keywordText: text, ...patch });

  it('accepts allowed symbols in place', () => {
    for (const ok of [
      't-shirt',
      '1+1 offer',
      'kids 2.5 inch',
      'tom & jerry',
      `men's "big" shoes`,
      '[kit]',
      'ランニングシューズ',
    ])
      expect(check(keyword(ok)), ok).toEqual([]);
  });

  it('rejects over-long and over-wordy keywords', () => {
    expectRules(keyword('a'.repeat(81)), ['keyword-length']);
    expectRules(keyword('one two three four five six seven eight nine ten eleven'), ['keyword-word-count']);
    expectRules(
      withSp('negativeKeyword', { keywordText: 'one two three four five', matchType: 'negativePhrase' }),
      ['keyword-word-count'],
    );
    expect(
      check(
        withSp('negativeKeyword', { keywordText: 'one two three four five', matchType: 'negativeExact' }),
      ),
    ).toEqual([]);
  });

  it('rejects forbidden characters, misplaced symbols and unpaired quotes', () => {
    for (const bad of ['shoes/boots', 'a^b', 'red, blue', 'shoes!', 'ｓｈｏｅｓ', 'shoes 👟'])
      expectRules(keyword(bad), ['keyword-characters']);
    for (const bad of ['shoes..boots', '-shoes', 'shoes -', 'a - b', 'size +1', 'dr. shoes'])
      expectRules(keyword(bad), ['keyword-symbol-placement']);
    expectRules(keyword('40" screen'), ['keyword-quotes']);
    expectRules(keyword(' shoes'), ['surrounding-spaces']);
  });

  it('checks the match type fits the entity', () => {
    expectRules(withSp('keyword', { matchType: 'negativeExact' }), ['match-type']);
    expectRules(withSp('negativeKeyword', { matchType: 'broad' }), ['match-type']);
  });

  it('rejects duplicate keyword text + match type in one ad group', () => {
    const kw = spManualRows().find((row) => row.entity === 'keyword')!;
    expectRules([...validRows(), { ...kw, keywordText: 'Running  Shoes' }], ['duplicate-keyword']);
    expect(check([...validRows(), { ...kw, matchType: 'phrase' }])).toEqual([]);
    const negative = spManualRows().find((row) => row.entity === 'negativeKeyword')!;
    expectRules([...validRows(), negative], ['duplicate-keyword']);
  });

  it('rejects duplicate targets in one ad group', () => {
    const target = spManualRows().find((row) => row.entity === 'productTargeting')!;
    expectRules([...validRows(), target], ['duplicate-target']);
  });
});

describe('validateBulkRows: IDs and parents', () => {
  it('needs a temporary non-numeric ID starting with a letter on Create campaign/ad group', () => {
    const numeric = validRows().map((row) =>
      row.product === 'sponsoredProducts' && row.operation === 'create'
        ? { ...row, campaignId: toCampaignId('12345') }
        : row,
    );
    expect(rulesOf(numeric)).toContain('temporary-id');
    const digitFirst = validRows().map((row) =>
      row.product === 'sponsoredBrands'
        ? { ...row, adGroupId: row.adGroupId && toAdGroupId('1st group') }
        : row,
    );
    expectRules(digitFirst, ['temporary-id']);
  });

  it('needs real numeric IDs on Update and Archive', () => {
    expectRules([{ ...spKeywordUpdateRow(), keywordId: keywordId('K_new') }], ['real-id']);
    expectRules(
      [{ ...spKeywordUpdateRow(), operation: 'archive', keywordId: keywordId('abc') }],
      ['real-id'],
    );
  });

  it('leaves assigned IDs blank on Create', () => {
    expectRules(withSp('keyword', { keywordId: keywordId('123') }), ['id-on-create']);
  });

  it('resolves children to a parent row or a real ID', () => {
    expectRules(withSp('keyword', { campaignId: toCampaignId('C_Missing') }), ['parent-not-found']);
    expectRules(withSp('keyword', { adGroupId: toAdGroupId('AG_Missing') }), ['parent-not-found']);
    expect(
      check([
        {
          ...spKeywordUpdateRow(),
          operation: 'create',
          keywordId: undefined,
          keywordText: 'new kw',
          matchType: 'exact',
        },
      ]),
    ).toEqual([]);
  });
});

describe('validateBulkRows: dates', () => {
  it('needs YYYYMMDD start dates today or later', () => {
    expectRules(withSp('campaign', { startDate: '20260228' }), ['start-date']);
    expectRules(withSp('campaign', { startDate: '2026-03-01' }), ['start-date']);
    expectRules(withSp('campaign', { startDate: '20260230' }), ['start-date']);
    expect(check(withSp('campaign', { startDate: '20260302' }))).toEqual([]);
  });

  it('needs end dates not before the start date', () => {
    expect(check(withSp('campaign', { endDate: '20260401' }))).toEqual([]);
    expectRules(withSp('campaign', { startDate: '20260310', endDate: '20260305' }), ['end-date']);
    // An Update row repeating an ended campaign's end date is no error (the catalogue lists none, and a
    // blank cell would remove the end date); a new campaign may not end before today.
    const update = { product: 'sponsoredProducts', entity: 'campaign', operation: 'update' } as const;
    expect(check([{ ...update, campaignId: toCampaignId('1'), endDate: '20250101' }])).toEqual([]);
    expectRules(withSp('campaign', { startDate: undefined, endDate: '20250101' }), ['end-date']);
  });
});

describe('validateBulkRows: required fields and states', () => {
  it('reports each missing required field of the entity and operation', () => {
    const violations = check(withSp('campaign', { dailyBudget: undefined, biddingStrategy: undefined }));
    expect(violations.map((v) => [v.rule, v.column])).toEqual([
      ['required-field', 'Bidding Strategy'],
      ['required-field', 'Daily Budget'],
    ]);
    expectRules(withSp('productAd', { sku: undefined }), ['required-field']);
    expectRules(withSp('keyword', { matchType: undefined }), ['required-field']);
    expectRules([{ ...spKeywordUpdateRow(), state: undefined }], ['required-field']);
    expectRules(withSb('keyword', { bid: undefined }), ['required-field']);
    expectRules(withSb('videoAd', { videoAssetIds: [] }), ['required-field']);
    expectRules(withSb('campaign', { bidOptimization: undefined }), ['required-field']);
  });

  it('does not report a required field twice when the reader could not parse it', () => {
    const read: ReadBulkRow = {
      row: { ...spKeywordUpdateRow(), state: undefined },
      source: { sheet: 'S', row: 2 },
      unparsed: { State: 'on' },
    };
    expect(check([read]).map((v) => v.rule)).toEqual(['invalid-value']);
  });

  it('allows only enabled/paused on Create and archived for campaign negative keyword updates', () => {
    expectRules(withSp('keyword', { state: 'archived' }), ['state-for-operation']);
    expectRules(
      [
        {
          product: 'sponsoredProducts',
          entity: 'campaignNegativeKeyword',
          operation: 'update',
          campaignId: toCampaignId('1'),
          keywordId: keywordId('2'),
          state: 'paused',
        },
      ],
      ['state-for-operation'],
    );
  });
});

describe('validateBulkRows: targeting', () => {
  it('checks expression syntax', () => {
    for (const ok of [
      'asin="B0ABCDEFGH"',
      'asin-expanded="B0ABCDEFGH"',
      'category="5524098011" brand="8046181011" price=10-20 rating>4.5',
      'keyword-group="peerbrand"',
    ])
      expect(check(withSp('productTargeting', { productTargetingExpression: ok })), ok).toEqual([]);
    for (const bad of [
      'asin="b0abcdefgh"',
      'ASIN="B0ABCDEFGH"',
      'asin="B0ABC"',
      'brand="123" price<10',
      'asin="B0ABCDEFGH" category="1"',
      'rating=4-6',
      'price=20-10',
      'category="Shoes"',
      'shoes',
    ])
      expectRules(withSp('productTargeting', { productTargetingExpression: bad }), ['targeting-expression']);
  });

  it('accepts only asin or brand as negative product targets', () => {
    expect(
      check(withSp('negativeProductTargeting', { productTargetingExpression: 'brand="12345"' })),
    ).toEqual([]);
    expectRules(withSp('negativeProductTargeting', { productTargetingExpression: 'category="1"' }), [
      'targeting-expression',
    ]);
  });

  it('keeps auto groups in auto campaigns and keywords out of them', () => {
    expectRules(withSp('productTargeting', { productTargetingExpression: 'close-match' }), [
      'auto-campaign-targeting',
    ]);
    const auto = withSp('campaign', { targetingType: 'auto' });
    expect(rulesOf(auto).sort()).toEqual(['auto-campaign-targeting', 'auto-campaign-targeting']);
    const autoOk = auto
      .filter(
        (row) =>
          !(row.product === 'sponsoredProducts' && row.entity === 'keyword' && row.operation === 'create'),
      )
      .map((row) =>
        row.entity === 'productTargeting' ? { ...row, productTargetingExpression: 'loose-match' } : row,
      );
    expect(check(autoOk)).toEqual([]);
  });

  it('allows no auto groups or keyword groups in SB', () => {
    const rows = validRows();
    rows.push({
      ...(sbVideoRows()[4] as SbBulkRow),
      entity: 'productTargeting',
      keywordText: undefined,
      matchType: undefined,
      productTargetingExpression: 'close-match',
    });
    expectRules(rows, ['targeting-expression']);
  });
});

describe('validateBulkRows: Sponsored Brands', () => {
  it('needs an ad group, an ad and a target for a new campaign', () => {
    expectRules(
      validRows().filter(
        (row) =>
          !(
            row.product === 'sponsoredBrands' &&
            row.entity !== 'campaign' &&
            row.entity !== 'biddingAdjustmentByPlacement'
          ),
      ),
      ['sb-campaign-incomplete'],
    );
    const noTarget = validRows().filter(
      (row) => !(row.product === 'sponsoredBrands' && row.entity === 'keyword'),
    );
    expect(check(noTarget).map((v) => v.message.en)).toEqual([
      'A new Sponsored Brands ad group needs a keyword or product targeting row.',
    ]);
  });

  it('checks creative ASINs and landing page types per ad format', () => {
    expectRules(withSb('videoAd', { creativeAsins: ['B0ABCDEFGH', 'B0ABCDEFGJ'] as Asin[] }), [
      'sb-ad-creative',
    ]);
    expectRules(withSb('videoAd', { landingPageType: 'store' }), ['sb-ad-creative']);
    expectRules(withSb('videoAd', { creativeAsins: ['b0abcdefgh'] as Asin[] }), ['sb-ad-creative']);
  });

  it('limits headline (JP 35) and brand name lengths', () => {
    const brandVideo = (headline: string): BulkRow[] =>
      withSb('videoAd', {
        entity: 'brandVideoAd',
        landingPageType: 'store',
        brandName: 'Brand',
        brandLogoAssetId: 'logo',
        creativeHeadline: headline,
      });
    expect(check(brandVideo('h'.repeat(50)))).toEqual([]);
    expectRules(brandVideo('h'.repeat(51)), ['sb-text-length']);
    const jp = brandVideo('h'.repeat(36)).map((row) =>
      row.product === 'sponsoredBrands' && row.entity === 'keyword'
        ? { ...row, bid: 100 }
        : row.entity === 'campaign' && row.product === 'sponsoredBrands'
          ? { ...row, budget: 3000 }
          : row,
    );
    expect(
      rulesOf(
        jp.filter((row) => row.product === 'sponsoredBrands'),
        'JP',
      ),
    ).toEqual(['sb-text-length']);
    expectRules(withSb('videoAd', { brandName: 'b'.repeat(31) }), ['sb-text-length']);
  });
});

describe('assertPlanValid', () => {
  it('passes a valid plan and throws PlanRuleViolationError with the violations otherwise', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(() => assertPlanValid(fixturePlan(), { now })).not.toThrow();
    const plan = fixturePlan();
    plan.rows.push(
      fixturePlanRow(
        { ...spKeywordUpdateRow(), keywordId: keywordId('999999999999999'), bid: 0 },
        'bidDecrease',
      ),
    );
    try {
      assertPlanValid(plan, { now });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PlanRuleViolationError);
      expect((error as PlanRuleViolationError).violations.map((v) => v.rule)).toEqual(['bid-range']);
      expect((error as Error).message).toContain('bid-range');
    }
  });
});
