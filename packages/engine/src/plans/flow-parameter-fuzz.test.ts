// Whatever a seller types into the form, a flow ends in a validated plan or a product error (EngineError):
// never an upload-rule violation of the generated plan (an engine bug) nor any other exception.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors/engine-error';
import type { PlanFlow } from '../model/plan';
import { runFlow } from './flow-registry';

const NOW = new Date('2026-11-02T03:00:00Z');

/** Texts a seller might type: ordinary words, CJK, symbols Amazon forbids, formula starts, blanks. */
const sellerText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('garlic press', 'garlic crusher', 'Garlic Press broad') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'garlic press',
      '  Garlic Press broad  ',
      '=HYPERLINK("http://x")',
      '-Sale',
      '@home',
      '+1 deal',
      'Shoes #1',
      '50% off!',
      '跑鞋 广泛',
      'ランニング',
      'Café – été',
      '👟 shoes',
      'a'.repeat(300),
      '',
      '\t\r\n',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** Mostly plausible amounts (so most runs reach the strategy), sometimes extreme or malformed ones. */
const amount = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: 0.01, max: 50, noNaN: true }) },
  { weight: 2, arbitrary: fc.constantFrom(0.001, 0.02, 1, 49.99, 50, 1000, 100_000, 1e6, 1e8) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1e9, Number.NaN, '12.5', 'abc', '', null) },
);

const asinLike = fc.constantFrom(
  'B0TESTAS12',
  'b0compet01',
  'B0COMPET02',
  '0123456789',
  'B0BAD',
  'NOTANASIN1',
);

const parameters = fc.record({
  marketplace: fc.constantFrom('US', 'UK', 'CA', 'JP', 'US', 'JP', 'DE'),
  campaign_mode: fc.constantFrom('new', 'new', 'new', 'existing', 'other'),
  campaign_name: sellerText,
  ad_group_name_broad: sellerText,
  daily_budget: amount,
  organic_conversion_rate: amount,
  target_cps: amount,
  sku: sellerText,
  asin: asinLike,
  main_search_terms: fc.array(sellerText, { maxLength: 4 }),
  relevant_search_terms: fc.array(sellerText, { maxLength: 3 }),
  competitor_asins: fc.array(asinLike, { maxLength: 3 }),
  new_product: fc.boolean(),
});

/** A valid value most of the time, one of the bad ones otherwise. */
function mostly(good: string, bad: string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(good) },
    { weight: 1, arbitrary: fc.constantFrom(...bad) },
  );
}

/** The SB video fields on top: brand entity, video asset, creative URL, format, headline, negatives. */
const sbvParameters = fc.record({
  base: parameters,
  brand_entity_id: mostly('ENTITY1ABC2DEF3GH', ['', '=cmd', 'ENTITY 1']),
  asset_id: mostly('amzn1.assetlibrary.asset1.0123456789abcdef0123456789abcdef:version_v1', [
    'not-an-asset',
    '',
  ]),
  creative_asset_url: mostly('https://www.amazon.com/dp/B0TESTAS12', ['ftp://x', 'not a url', '']),
  ad_format: mostly('video', ['brandVideo', 'other']),
  headline: sellerText,
  brand_name: sellerText,
  negative_keywords: fc.array(sellerText, { maxLength: 3 }),
});

const COLD_STARTS: PlanFlow[] = ['keyword-cold-start', 'asin-cold-start', 'auto-cold-start'];

describe('flows under arbitrary seller parameters', () => {
  it.each(COLD_STARTS)('%s returns a plan or a product error, nothing else', async (flow) => {
    let plans = 0;
    await fc.assert(
      fc.asyncProperty(parameters, async (raw) => {
        try {
          const plan = await runFlow(flow, { parameters: raw, reports: [], hourly: [], now: NOW });
          expect(plan.rows.length).toBeGreaterThan(0);
          plans += 1;
        } catch (error) {
          if (!isEngineError(error)) throw error;
        }
      }),
      { numRuns: 600, seed: 20261102 },
    );
    // The generators are weighted so that a good share of runs reaches the strategy and the validator.
    expect(plans).toBeGreaterThan(25);
  });

  it('sbv-cold-start returns a plan or a product error, nothing else', async () => {
    let plans = 0;
    await fc.assert(
      fc.asyncProperty(sbvParameters, async ({ base, ...sbv }) => {
        try {
          const parameters = { ...base, ...sbv };
          const plan = await runFlow('sbv-cold-start', { parameters, reports: [], hourly: [], now: NOW });
          expect(plan.rows.length).toBeGreaterThan(0);
          plans += 1;
        } catch (error) {
          if (!isEngineError(error)) throw error;
        }
      }),
      { numRuns: 600, seed: 20261103 },
    );
    expect(plans).toBeGreaterThan(10);
  });
});
