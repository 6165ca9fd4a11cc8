// A messy seller account as real ones are: an old export (46 columns) whose SP tab was renamed, three advertised
// products, several campaigns targeting the same terms (one exact keyword in two campaigns, a term converting in
// one campaign and wasting in another), paused and archived campaigns, an "up and down" campaign whose clicks
// cost 1.6 x its bids, a single-keyword campaign, a product-targeting ad group inside a keyword campaign, a
// product-targeting campaign whose search terms include keyword terms, an auto campaign whose search terms
// include the seller's own other ASINs, and an ad group whose own exact keyword appears as a search term.
// Target CPS 10, organic conversion rate 10 % (MESSY_PARAMS). The expert-audit test runs every SP flow on it.
import type { BulkWorkbookSpec, MetricsSpec, SearchTermSpec } from './bulk-workbook-spec';

/** The three advertised products: red (most campaigns), blue, green (its own campaign). */
export const MESSY_PRODUCTS = {
  red: { sku: 'MAT-RED', asin: 'B0MESSYRED' },
  blue: { sku: 'MAT-BLU', asin: 'B0MESSYBLU' },
  green: { sku: 'MAT-GRN', asin: 'B0MESSYGRN' },
} as const;

/** Campaign and ad group IDs of the messy account. */
export const MESSY_IDS = {
  redManual: '100000000000101',
  redBroad: '200000000000101',
  redExact: '200000000000102',
  redPt: '200000000000103',
  redUpDown: '100000000000102',
  redUpDownGroup: '200000000000104',
  redUpDownBroad: '200000000000112',
  redSkag: '100000000000103',
  redSkagGroup: '200000000000105',
  redAsin: '100000000000104',
  redAsinGroup: '200000000000106',
  redAuto: '100000000000105',
  redAutoGroup: '200000000000107',
  redAutoOld: '100000000000106',
  redAutoOldGroup: '200000000000108',
  redArchived: '100000000000107',
  redArchivedGroup: '200000000000109',
  green: '100000000000108',
  greenGroup: '200000000000110',
  blueManual: '100000000000109',
  blueGroup: '200000000000111',
} as const;

const I = MESSY_IDS;
let adSeq = 0;
const ad = (product: keyof typeof MESSY_PRODUCTS) => {
  adSeq += 1;
  return {
    id: `6000000000001${String(adSeq).padStart(2, '0')}`,
    sku: MESSY_PRODUCTS[product].sku,
    asin: MESSY_PRODUCTS[product].asin,
    metrics: { clicks: 50, orders: 5 },
  };
};

const st = (
  campaignId: string,
  campaignName: string,
  adGroupId: string,
  adGroupName: string,
  via: Partial<SearchTermSpec>,
) => {
  return (searchTerm: string, metrics: MetricsSpec): SearchTermSpec => ({
    campaignId,
    campaignName,
    adGroupId,
    adGroupName,
    searchTerm,
    ...via,
    metrics,
  });
};

const broadYoga = st(I.redManual, 'Red manual', I.redBroad, 'red broad', {
  keywordId: '300000000000101',
  keywordText: 'yoga mat',
  matchType: 'broad',
});
const exactXl = st(I.redManual, 'Red manual', I.redExact, 'red exact', {
  keywordId: '300000000000107',
  keywordText: 'yoga mat xl',
  matchType: 'exact',
});
const exactLarge = st(I.redManual, 'Red manual', I.redExact, 'red exact', {
  keywordId: '300000000000106',
  keywordText: 'yoga mat large',
  matchType: 'exact',
});
const ptInKeyword = st(I.redManual, 'Red manual', I.redPt, 'red pt', {
  productTargetingId: '400000000000101',
  productTargetingExpression: 'asin="B0COMPET05"',
});
const upDown = (keywordId: string, keywordText: string) =>
  st(I.redUpDown, 'Red exact old', I.redUpDownGroup, 'old exact', {
    keywordId,
    keywordText,
    matchType: 'exact',
  });
const skag = st(I.redSkag, 'Red SKAG yoga mat', I.redSkagGroup, 'skag', {
  keywordId: '300000000000301',
  keywordText: 'yoga mat',
  matchType: 'exact',
});
const asinCampaign = st(I.redAsin, 'Red ASIN', I.redAsinGroup, 'competitors', {
  productTargetingId: '400000000000201',
  productTargetingExpression: 'asin="B0COMPET01"',
});
const auto = st(I.redAuto, 'Red auto', I.redAutoGroup, 'auto', {
  productTargetingId: '400000000000301',
  productTargetingExpression: 'close-match',
});
const autoSubstitutes = st(I.redAuto, 'Red auto', I.redAutoGroup, 'auto', {
  productTargetingId: '400000000000302',
  productTargetingExpression: 'substitutes',
});
const autoOld = st(I.redAutoOld, 'Red auto old', I.redAutoOldGroup, 'auto old', {
  productTargetingId: '400000000000401',
  productTargetingExpression: 'close-match',
});
const blue = st(I.blueManual, 'Blue manual', I.blueGroup, 'blue broad', {
  keywordId: '300000000000601',
  keywordText: 'travel yoga mat',
  matchType: 'broad',
});

/** The messy account (SP tab renamed "Sheet1", search-term tab "Sheet2", the 2023-24 46-column layout). */
export function messyAccount(): BulkWorkbookSpec {
  adSeq = 0;
  return {
    spLayout: 'export46',
    sheetNames: { sponsoredProducts: 'Sheet1', spSearchTerms: 'Sheet2' },
    sponsoredProducts: [
      {
        id: I.redManual,
        name: 'Red manual',
        targetingType: 'manual',
        dailyBudget: 40,
        biddingStrategy: 'downOnly',
        adGroups: [
          {
            id: I.redBroad,
            name: 'red broad',
            defaultBid: 1,
            metrics: { clicks: 265, orders: 17, spend: 222 },
            productAds: [ad('red')],
            keywords: [
              // Converting about at target (CPS 10.5 vs 10): must not be cut ~30 %.
              {
                id: '300000000000101',
                text: 'yoga mat',
                matchType: 'broad',
                bid: 1,
                metrics: { impressions: 20000, clicks: 200, orders: 16, spend: 168, sales: 480 },
              },
              // Over target with an order (CPS 50): cut.
              {
                id: '300000000000102',
                text: 'exercise mat',
                matchType: 'broad',
                bid: 1,
                metrics: { impressions: 6000, clicks: 60, orders: 1, spend: 50, sales: 30 },
              },
              // Below the data gate, bid far above the prior's ideal: not cut on the prior alone.
              {
                id: '300000000000103',
                text: 'thick yoga mat',
                matchType: 'phrase',
                bid: 2,
                metrics: { impressions: 400, clicks: 5, orders: 0, spend: 4 },
              },
            ],
          },
          {
            id: I.redExact,
            name: 'red exact',
            defaultBid: 1.2,
            metrics: { clicks: 96, orders: 13, spend: 137 },
            productAds: [ad('red')],
            keywords: [
              // No click despite many impressions, bid above the ideal: left alone.
              {
                id: '300000000000104',
                text: 'yoga mat thick',
                matchType: 'exact',
                bid: 1.5,
                metrics: { impressions: 5000 },
              },
              // No click and almost no impressions, bid far below the ideal: may be raised within the economics.
              {
                id: '300000000000105',
                text: 'non slip yoga mat',
                matchType: 'exact',
                bid: 0.3,
                metrics: { impressions: 20 },
              },
              {
                id: '300000000000106',
                text: 'yoga mat large',
                matchType: 'exact',
                bid: 1,
                metrics: { impressions: 3000, clicks: 40, orders: 5, spend: 35, sales: 150 },
              },
              // Converts better than its prior but pays 2.2 a click: 10 % over target, cut about 10 %, not 30 %.
              {
                id: '300000000000108',
                text: 'premium yoga mat',
                matchType: 'exact',
                bid: 2,
                metrics: { impressions: 2500, clicks: 40, orders: 8, spend: 88, sales: 320 },
              },
              // The ad group's own exact keyword, seen as a search term without orders: never negated.
              {
                id: '300000000000107',
                text: 'yoga mat xl',
                matchType: 'exact',
                bid: 1,
                metrics: { impressions: 1500, clicks: 16, orders: 0, spend: 14 },
              },
            ],
          },
          {
            // A product-targeting ad group inside the keyword campaign: never a harvest destination.
            id: I.redPt,
            name: 'red pt',
            defaultBid: 0.8,
            metrics: { clicks: 45, orders: 4, spend: 33 },
            productAds: [ad('red')],
            productTargets: [
              {
                id: '400000000000101',
                expression: 'asin="B0COMPET05"',
                bid: 0.8,
                metrics: { impressions: 3000, clicks: 45, orders: 4, spend: 33, sales: 120 },
              },
            ],
          },
        ],
      },
      {
        // "Up and down" with +50 % top of search: clicks cost 1.6 x the bids.
        id: I.redUpDown,
        name: 'Red exact old',
        targetingType: 'manual',
        dailyBudget: 30,
        biddingStrategy: 'upAndDown',
        biddingAdjustments: [
          {
            placement: 'top',
            percentage: 50,
            metrics: { clicks: 120, orders: 14, spend: 170, sales: 420 },
          },
          {
            placement: 'restOfSearch',
            percentage: 0,
            metrics: { clicks: 50, orders: 5, spend: 55, sales: 150 },
          },
          {
            placement: 'productPage',
            percentage: 0,
            metrics: { clicks: 30, orders: 4, spend: 31, sales: 120 },
          },
          { placement: 'amazonBusiness', percentage: 0 },
        ],
        adGroups: [
          {
            id: I.redUpDownGroup,
            name: 'old exact',
            defaultBid: 0.8,
            metrics: { clicks: 200, orders: 23, spend: 256 },
            productAds: [ad('red')],
            keywords: [
              {
                id: '300000000000201',
                text: 'yoga mat for women',
                matchType: 'exact',
                bid: 0.8,
                metrics: { impressions: 9000, clicks: 100, orders: 10, spend: 128, sales: 300 },
              },
              {
                id: '300000000000202',
                text: 'pilates mat',
                matchType: 'exact',
                bid: 0.8,
                metrics: { impressions: 4000, clicks: 50, orders: 6, spend: 64, sales: 180 },
              },
              {
                id: '300000000000203',
                text: 'yoga mat for men',
                matchType: 'exact',
                bid: 0.8,
                metrics: { impressions: 4000, clicks: 50, orders: 7, spend: 64, sales: 210 },
              },
            ],
          },
          {
            // Its broad group finds the same converting term as the red broad group.
            id: I.redUpDownBroad,
            name: 'old broad',
            defaultBid: 0.6,
            metrics: { clicks: 20, orders: 3, spend: 19.2 },
            productAds: [ad('red')],
            keywords: [
              {
                id: '300000000000204',
                text: 'yoga mat',
                matchType: 'broad',
                bid: 0.6,
                metrics: { impressions: 2000, clicks: 20, orders: 3, spend: 19.2, sales: 90 },
              },
            ],
          },
        ],
      },
      {
        // A single-keyword campaign: its one keyword is what it is for.
        id: I.redSkag,
        name: 'Red SKAG yoga mat',
        targetingType: 'manual',
        dailyBudget: 20,
        biddingStrategy: 'downOnly',
        adGroups: [
          {
            id: I.redSkagGroup,
            name: 'skag',
            defaultBid: 1,
            metrics: { clicks: 400, orders: 40, spend: 360 },
            productAds: [ad('red')],
            keywords: [
              {
                id: '300000000000301',
                text: 'yoga mat',
                matchType: 'exact',
                bid: 1,
                metrics: { impressions: 30000, clicks: 400, orders: 40, spend: 360, sales: 1200 },
              },
            ],
          },
        ],
      },
      {
        id: I.redAsin,
        name: 'Red ASIN',
        targetingType: 'manual',
        dailyBudget: 20,
        biddingStrategy: 'downOnly',
        adGroups: [
          {
            id: I.redAsinGroup,
            name: 'competitors',
            defaultBid: 0.7,
            metrics: { clicks: 120, orders: 11, spend: 90 },
            productAds: [ad('red')],
            productTargets: [
              {
                id: '400000000000201',
                expression: 'asin="B0COMPET01"',
                bid: 0.7,
                metrics: { impressions: 8000, clicks: 90, orders: 9, spend: 68, sales: 270 },
              },
              {
                id: '400000000000202',
                expression: 'category="12345"',
                bid: 0.6,
                metrics: { impressions: 5000, clicks: 30, orders: 2, spend: 22, sales: 60 },
              },
            ],
          },
        ],
      },
      {
        id: I.redAuto,
        name: 'Red auto',
        targetingType: 'auto',
        dailyBudget: 25,
        biddingStrategy: 'downOnly',
        adGroups: [
          {
            id: I.redAutoGroup,
            name: 'auto',
            defaultBid: 0.8,
            metrics: { clicks: 210, orders: 14, spend: 150 },
            productAds: [ad('red'), ad('blue')],
            productTargets: [
              {
                id: '400000000000301',
                expression: 'close-match',
                bid: 0.8,
                metrics: { impressions: 12000, clicks: 150, orders: 12, spend: 110, sales: 360 },
              },
              {
                id: '400000000000302',
                expression: 'substitutes',
                bid: 0.7,
                metrics: { impressions: 6000, clicks: 60, orders: 2, spend: 40, sales: 60 },
              },
              { id: '400000000000303', expression: 'loose-match', bid: 0.6 },
              { id: '400000000000304', expression: 'complements', bid: 0.5 },
            ],
          },
        ],
      },
      {
        id: I.redAutoOld,
        name: 'Red auto old',
        state: 'paused',
        targetingType: 'auto',
        dailyBudget: 10,
        biddingStrategy: 'downOnly',
        adGroups: [
          {
            id: I.redAutoOldGroup,
            name: 'auto old',
            defaultBid: 0.5,
            metrics: { clicks: 40, orders: 1, spend: 25 },
            productAds: [ad('red')],
            productTargets: [
              {
                id: '400000000000401',
                expression: 'close-match',
                bid: 0.5,
                metrics: { clicks: 40, orders: 1, spend: 25, sales: 30 },
              },
            ],
          },
        ],
      },
      {
        id: I.redArchived,
        name: 'Red archived',
        state: 'archived',
        targetingType: 'manual',
        dailyBudget: 10,
        adGroups: [
          {
            id: I.redArchivedGroup,
            name: 'archived exact',
            state: 'archived',
            defaultBid: 1,
            productAds: [ad('red')],
            keywords: [
              {
                id: '300000000000501',
                text: 'cork yoga mat',
                matchType: 'exact',
                state: 'archived',
                bid: 1,
              },
            ],
          },
        ],
      },
      {
        // Another product's campaign: its exact keyword does not stop the red mat from harvesting the term.
        id: I.green,
        name: 'Green manual',
        targetingType: 'manual',
        dailyBudget: 15,
        biddingStrategy: 'downOnly',
        adGroups: [
          {
            id: I.greenGroup,
            name: 'green exact',
            defaultBid: 1,
            metrics: { clicks: 20, orders: 2, spend: 15 },
            productAds: [ad('green')],
            keywords: [
              {
                id: '300000000000601',
                text: 'cork yoga mat',
                matchType: 'exact',
                bid: 1,
                metrics: { clicks: 20, orders: 2, spend: 15, sales: 60 },
              },
            ],
          },
        ],
      },
      {
        // Clicks cost 2.4 while the target CPS 10 at a 5 % conversion rate allows 0.5: unreachable.
        id: I.blueManual,
        name: 'Blue manual',
        targetingType: 'manual',
        dailyBudget: 20,
        biddingStrategy: 'downOnly',
        adGroups: [
          {
            id: I.blueGroup,
            name: 'blue broad',
            defaultBid: 2.5,
            metrics: { clicks: 80, orders: 4, spend: 192 },
            productAds: [ad('blue')],
            keywords: [
              {
                id: '300000000000701',
                text: 'travel yoga mat',
                matchType: 'broad',
                bid: 2.5,
                metrics: { impressions: 9000, clicks: 80, orders: 4, spend: 192, sales: 120 },
              },
            ],
          },
        ],
      },
    ],
    spSearchTerms: [
      // Red manual, broad group.
      broadYoga('cork yoga mat', { clicks: 20, orders: 4, spend: 10, sales: 120 }),
      broadYoga('yoga mat for women', { clicks: 30, orders: 3, spend: 21, sales: 90 }),
      broadYoga('pilates mat', { clicks: 25, orders: 0, spend: 15 }),
      broadYoga('non slip yoga mat', { clicks: 25, orders: 0, spend: 20 }),
      broadYoga('yoga mat bag', { clicks: 20, orders: 0, spend: 14 }),
      broadYoga('b0messyblu', { clicks: 20, orders: 0, spend: 18 }),
      broadYoga('yoga mat', { clicks: 80, orders: 8, spend: 70, sales: 240 }),
      // Red manual, exact group: its own exact keywords as search terms.
      exactXl('yoga mat xl', { clicks: 16, orders: 0, spend: 14 }),
      exactLarge('yoga mat large', { clicks: 40, orders: 5, spend: 35, sales: 150 }),
      // Red manual, product-targeting group: a keyword term and another product's ASIN.
      ptInKeyword('yoga mat for kids', { clicks: 12, orders: 2, spend: 8, sales: 60 }),
      ptInKeyword('b0compet05', { clicks: 18, orders: 2, spend: 12, sales: 60 }),
      ptInKeyword('b0messygrn', { clicks: 15, orders: 0, spend: 13 }),
      // Red exact old (up and down).
      upDown('300000000000201', 'yoga mat for women')('yoga mat for women', {
        clicks: 100,
        orders: 10,
        spend: 128,
        sales: 300,
      }),
      upDown('300000000000202', 'pilates mat')('pilates mat', {
        clicks: 50,
        orders: 6,
        spend: 64,
        sales: 180,
      }),
      upDown('300000000000203', 'yoga mat for men')('yoga mats for men', {
        clicks: 20,
        orders: 3,
        spend: 24,
        sales: 90,
      }),
      st(I.redUpDown, 'Red exact old', I.redUpDownBroad, 'old broad', {
        keywordId: '300000000000204',
        keywordText: 'yoga mat',
        matchType: 'broad',
      })('cork yoga mat', { clicks: 20, orders: 3, spend: 19.2, sales: 90 }),
      // Red SKAG: a converting close variant stays where it is (noted).
      skag('yoga mats', { clicks: 30, orders: 4, spend: 24, sales: 120 }),
      // Red ASIN: ASIN and keyword terms.
      asinCampaign('b0compet03', { clicks: 15, orders: 3, spend: 9, sales: 90 }),
      asinCampaign('b0compet04', { clicks: 20, orders: 0, spend: 15 }),
      asinCampaign('b0compet05', { clicks: 12, orders: 2, spend: 8, sales: 60 }),
      asinCampaign('b0messyblu', { clicks: 10, orders: 2, spend: 6, sales: 60 }),
      asinCampaign('b0messygrn', { clicks: 18, orders: 0, spend: 14 }),
      asinCampaign('yoga mat for kids', { clicks: 10, orders: 2, spend: 6, sales: 60 }),
      // Red auto: terms already targeted elsewhere, converting elsewhere, own ASINs.
      auto('cork yoga mat', { clicks: 24, orders: 3, spend: 15, sales: 90 }),
      auto('yoga mat for women', { clicks: 20, orders: 2, spend: 12, sales: 60 }),
      auto('pilates mat', { clicks: 30, orders: 0, spend: 18 }),
      auto('yoga strap', { clicks: 25, orders: 0, spend: 16 }),
      auto('foam yoga mat', { clicks: 18, orders: 3, spend: 11, sales: 90 }),
      autoSubstitutes('b0compet01', { clicks: 15, orders: 2, spend: 9, sales: 60 }),
      autoSubstitutes('b0messyblu', { clicks: 12, orders: 2, spend: 7, sales: 60 }),
      autoSubstitutes('b0messygrn', { clicks: 20, orders: 0, spend: 15 }),
      autoSubstitutes('b0compet07', { clicks: 14, orders: 2, spend: 8, sales: 60 }),
      autoSubstitutes('b0compet08', { clicks: 25, orders: 0, spend: 17 }),
      // Red auto old (paused): a waster that converts in the up-and-down campaign.
      autoOld('pilates mat', { clicks: 20, orders: 0, spend: 14 }),
      // Blue.
      blue('travel yoga mat', { clicks: 80, orders: 4, spend: 192, sales: 120 }),
    ],
  };
}

/** The seller's usual parameters on the messy account (target CPS 10, organic CVR 10 %). */
export const MESSY_PARAMS = { marketplace: 'US', organic_conversion_rate: 10, target_cps: 10 } as const;
