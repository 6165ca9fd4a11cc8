// The property-based account generator (ADR 0023): fast-check arbitraries for messy seller accounts, shaped
// like testing/messy-account.ts but drawn at random — single-keyword campaigns of every match type, several
// campaigns on one term, plural/singular variants, paused and archived parents, product targeting inside
// keyword campaigns, own ASINs among search terms, every bidding strategy with CPC/bid ratios 0.3 – 4, bids
// changed during the window, legacy layouts, renamed tabs, odd names and all four marketplaces.
// An arbitrary draws a small blueprint (so shrinking works on decisions, not bytes); account-generator-build.ts
// turns it into a BulkWorkbookSpec and real file bytes.
import { MARKETPLACES, type Marketplace } from '@adplan/contracts';
import fc from 'fast-check';
import type { BiddingStrategy, EntityState, MatchType } from '../model/account';
import { entityNameArbitrary, keywordTextArbitrary } from './account-generator-names';
import type { BulkLanguage, SpLayout } from './bulk-workbook-spec';

/** How one keyword, target or search term performed in the window (before currency scaling). */
export interface PerformanceBlueprint {
  clicks: number;
  /** Orders per click, 0 – 0.3. */
  conversionRate: number;
  /** Extra impressions that did not click (an entity can serve without clicks). */
  idleImpressions: number;
}

/** What a search term row says about a term that matched one target. */
export interface SearchTermBlueprint {
  /**
   * Which text: the target's own, its close variant, a tail term, an own ASIN, a competitor ASIN, a foreign
   * script, or the target's text with a wasting word (`wasting`: mostly without orders, issue 20).
   */
  kind: 'same' | 'variant' | 'other' | 'ownAsin' | 'competitorAsin' | 'foreign' | 'wasting';
  /** The other keyword text (`other`) or the index into ASIN / foreign lists. */
  text: string;
  index: number;
  performance: PerformanceBlueprint;
}

/** A keyword or product target of an ad group. */
export interface TargetBlueprint {
  text: string;
  matchType: MatchType;
  state: EntityState;
  /** Bid in US dollars (scaled per marketplace). */
  bid: number;
  performance: PerformanceBlueprint;
  searchTerms: SearchTermBlueprint[];
}

/** The campaign shapes real accounts hold. */
export type CampaignKind =
  | 'skagExact'
  | 'skagPhrase'
  | 'skagBroad'
  | 'multiKeyword'
  | 'keywordWithProductTargeting'
  | 'productTargeting'
  | 'auto';

/** One SP campaign of a generated account. */
export interface CampaignBlueprint {
  kind: CampaignKind;
  name: string;
  groupName: string;
  state: EntityState;
  groupState: EntityState;
  strategy: BiddingStrategy;
  /** Index of the advertised product. */
  product: number;
  /** Daily budget in US dollars. */
  budget: number;
  /**
   * The budget is just above the window's average daily spend and its targets sell at about 0.7 x the target
   * cost per sale: a campaign that runs out of budget at a good cost per sale (issue 20's budget moves).
   */
  budgetCapped: boolean;
  topOfSearch: number;
  /** What clicks cost relative to today's bids (0.3 – 4). */
  cpcRatio: number;
  /** Bids were cut during the window: clicks were bought at 2.5 – 4 x today's bid. */
  bidChangedMidWindow: boolean;
  targets: TargetBlueprint[];
  /** Campaign-level negative exact keyword (a keyword text) or none. */
  campaignNegative?: string;
}

/** An SB video campaign advertising one of the seller's products, optionally with a product-targeting group. */
export interface SbvBlueprint {
  product: number;
  withProductTargetingGroup: boolean;
  keywordConverts: boolean;
}

/** The whole drawn account before it becomes a workbook. */
export interface AccountBlueprint {
  marketplace: Marketplace;
  language: BulkLanguage;
  spLayout: SpLayout;
  renamedTabs: boolean;
  /** How many products the seller advertises (1 – 3); their ASINs are the seller's own. */
  productCount: number;
  /** Target cost per sale and organic conversion rate (%), in US dollars. */
  targetCps: number;
  organicConversionRate: number;
  campaigns: CampaignBlueprint[];
  sbv?: SbvBlueprint;
}

const performanceArbitrary: fc.Arbitrary<PerformanceBlueprint> = fc.record({
  clicks: fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 14 }) },
    { weight: 5, arbitrary: fc.integer({ min: 15, max: 250 }) },
  ),
  conversionRate: fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 5, arbitrary: fc.double({ min: 0.02, max: 0.3, noNaN: true }) },
  ),
  idleImpressions: fc.oneof(fc.constant(0), fc.integer({ min: 10, max: 20_000 })),
});

const searchTermArbitrary: fc.Arbitrary<SearchTermBlueprint> = fc.record({
  kind: fc.constantFrom(
    'same',
    'variant',
    'other',
    'other',
    'ownAsin',
    'competitorAsin',
    'foreign',
    'wasting',
    'wasting',
  ),
  text: keywordTextArbitrary,
  index: fc.nat({ max: 9 }),
  performance: performanceArbitrary,
});

const stateArbitrary: fc.Arbitrary<EntityState> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('enabled' as const) },
  { weight: 1, arbitrary: fc.constant('paused' as const) },
  { weight: 1, arbitrary: fc.constant('archived' as const) },
);

function targetArbitrary(matchType: fc.Arbitrary<MatchType>): fc.Arbitrary<TargetBlueprint> {
  return fc.record({
    text: keywordTextArbitrary,
    matchType,
    state: stateArbitrary,
    bid: fc.double({ min: 0.2, max: 3, noNaN: true }),
    performance: performanceArbitrary,
    searchTerms: fc.array(searchTermArbitrary, { maxLength: 6 }),
  });
}

const TARGET_COUNT: Record<CampaignKind, { min: number; max: number; match?: MatchType }> = {
  skagExact: { min: 1, max: 1, match: 'exact' },
  skagPhrase: { min: 1, max: 1, match: 'phrase' },
  skagBroad: { min: 1, max: 1, match: 'broad' },
  multiKeyword: { min: 2, max: 5 },
  keywordWithProductTargeting: { min: 2, max: 4 },
  productTargeting: { min: 1, max: 3, match: 'exact' },
  auto: { min: 1, max: 4, match: 'exact' },
};

function campaignArbitrary(productCount: number): fc.Arbitrary<CampaignBlueprint> {
  return fc
    .constantFrom<CampaignKind>(
      'skagExact',
      'skagPhrase',
      'skagBroad',
      'multiKeyword',
      'keywordWithProductTargeting',
      'productTargeting',
      'auto',
    )
    .chain((kind) => {
      const count = TARGET_COUNT[kind];
      const match = count.match
        ? fc.constant(count.match)
        : fc.constantFrom<MatchType>('exact', 'phrase', 'broad');
      return fc.record({
        kind: fc.constant(kind),
        name: entityNameArbitrary,
        groupName: entityNameArbitrary,
        state: stateArbitrary,
        groupState: fc.oneof(
          { weight: 8, arbitrary: fc.constant('enabled' as const) },
          { weight: 1, arbitrary: fc.constant('paused' as const) },
        ),
        strategy: fc.constantFrom<BiddingStrategy>('downOnly', 'upAndDown', 'fixed'),
        product: fc.nat({ max: productCount - 1 }),
        budget: fc.double({ min: 5, max: 200, noNaN: true }),
        budgetCapped: fc.oneof(
          { weight: 2, arbitrary: fc.constant(false) },
          { weight: 1, arbitrary: fc.constant(true) },
        ),
        topOfSearch: fc.constantFrom(0, 0, 50, 200),
        cpcRatio: fc.double({ min: 0.3, max: 4, noNaN: true }),
        bidChangedMidWindow: fc.boolean(),
        targets: fc.array(targetArbitrary(match), { minLength: count.min, maxLength: count.max }),
        campaignNegative: fc.option(keywordTextArbitrary, { nil: undefined, freq: 4 }),
      });
    });
}

const marketplaceArbitrary = fc.constantFrom<Marketplace>(...MARKETPLACES);

/** A messy seller account blueprint (1 – 3 products, 1 – `maxCampaigns` SP campaigns, maybe an SB video campaign). */
export function accountBlueprintArbitrary(maxCampaigns = 8): fc.Arbitrary<AccountBlueprint> {
  return fc
    .record({ marketplace: marketplaceArbitrary, productCount: fc.integer({ min: 1, max: 3 }) })
    .chain(({ marketplace, productCount }) =>
      fc.record({
        marketplace: fc.constant(marketplace),
        language:
          marketplace === 'JP'
            ? fc.constantFrom<BulkLanguage>('en', 'ja')
            : fc.constantFrom<BulkLanguage>('en', 'en', 'zh'),
        spLayout: fc.constantFrom<SpLayout>('export52', 'export52', 'export46'),
        renamedTabs: fc.boolean(),
        productCount: fc.constant(productCount),
        targetCps: fc.double({ min: 5, max: 30, noNaN: true }),
        organicConversionRate: fc.double({ min: 5, max: 25, noNaN: true }),
        campaigns: fc.array(campaignArbitrary(productCount), { minLength: 1, maxLength: maxCampaigns }),
        sbv: fc.option(
          fc.record({
            product: fc.nat({ max: productCount - 1 }),
            withProductTargetingGroup: fc.boolean(),
            keywordConverts: fc.boolean(),
          }),
          { nil: undefined, freq: 3 },
        ),
      }),
    );
}

/** `count` account blueprints drawn reproducibly from `seed` (for scripts that do not use fast-check directly). */
export function sampleAccountBlueprints(count: number, seed: number, maxCampaigns = 8): AccountBlueprint[] {
  return fc.sample(accountBlueprintArbitrary(maxCampaigns), { numRuns: count, seed });
}
