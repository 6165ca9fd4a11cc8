// Small in-code account models for the strategy tests: campaigns, ad groups, keywords, targets and search
// terms with metrics, without going through a workbook. Roll-up metrics are summed from the children.
import { SHEET } from '../amazon/bulk-columns';
import type {
  AccountModel,
  BiddingStrategy,
  EntityState,
  Keyword,
  MatchType,
  NegativeKeyword,
  ProductAd,
  ProductTarget,
  SearchTermRow,
  SpAdGroup,
  SpCampaign,
  SpPlacement,
  TargetingType,
} from '../model/account';
import { adGroupId, adId, campaignId, keywordId, parseAsin, sku, targetId } from '../model/ids';
import { addMetrics, emptyMetrics, type Metrics } from '../model/metrics';

const source = { sheet: SHEET.sponsoredProducts, row: 2 };

/** Metrics with the given counts (others 0). */
export const fixtureMetrics = (m: Partial<Metrics> = {}): Metrics => ({ ...emptyMetrics(), ...m });

/** An enabled keyword. */
export function fixtureKeyword(
  id: string,
  text: string,
  matchType: MatchType,
  bid: number,
  m: Partial<Metrics> = {},
  state: EntityState = 'enabled',
): Keyword {
  return { id: keywordId(id), text, matchType, state, bid, metrics: fixtureMetrics(m), source };
}

/** An enabled product target (`asin="…"`, `close-match` …). */
export function fixtureTarget(
  id: string,
  expression: string,
  bid: number | undefined,
  m: Partial<Metrics> = {},
): ProductTarget {
  const target: ProductTarget = {
    id: targetId(id),
    expression,
    state: 'enabled',
    metrics: fixtureMetrics(m),
    source,
  };
  if (bid !== undefined) target.bid = bid;
  return target;
}

/** An ad-group negative exact keyword. */
export function fixtureNegative(id: string, text: string): NegativeKeyword {
  return { id: keywordId(id), text, matchType: 'negativeExact', state: 'enabled', source };
}

/** An enabled, eligible product ad. */
export function fixtureProductAd(
  id: string,
  skuText: string,
  asin: string,
  m: Partial<Metrics> = {},
): ProductAd {
  const ad: ProductAd = {
    id: adId(id),
    sku: sku(skuText),
    state: 'enabled',
    eligibility: 'eligible',
    metrics: fixtureMetrics(m),
    source,
  };
  const parsed = parseAsin(asin);
  if (parsed) ad.asin = parsed;
  return ad;
}

/** What an ad group fixture is made of. */
export interface AdGroupFixture {
  id: string;
  name: string;
  defaultBid?: number;
  state?: EntityState;
  keywords?: Keyword[];
  productTargets?: ProductTarget[];
  negativeKeywords?: NegativeKeyword[];
  productAds?: ProductAd[];
}

/** What a campaign fixture is made of. */
export interface CampaignFixture {
  id: string;
  name: string;
  targetingType?: TargetingType;
  dailyBudget?: number;
  biddingStrategy?: BiddingStrategy;
  state?: EntityState;
  placements?: Partial<Record<SpPlacement, { percentage: number; metrics?: Partial<Metrics> }>>;
  adGroups: AdGroupFixture[];
}

const sum = (items: ReadonlyArray<{ metrics: Metrics }>): Metrics =>
  items.reduce((m, i) => addMetrics(m, i.metrics), emptyMetrics());

function adGroupOf(campaign: string, g: AdGroupFixture): SpAdGroup {
  const keywords = g.keywords ?? [];
  const productTargets = g.productTargets ?? [];
  const group: SpAdGroup = {
    id: adGroupId(g.id),
    campaignId: campaignId(campaign),
    name: g.name,
    state: g.state ?? 'enabled',
    productAds: g.productAds ?? [fixtureProductAd(`${g.id}1`, 'SKU-1', 'B0OWNASIN1')],
    keywords,
    productTargets,
    negativeKeywords: g.negativeKeywords ?? [],
    negativeProductTargets: [],
    metrics: sum([...keywords, ...productTargets]),
    source,
  };
  if (g.defaultBid !== undefined) group.defaultBid = g.defaultBid;
  return group;
}

/** A campaign with the export's four placement rows (0 % and no metrics unless given). */
export function fixtureCampaign(c: CampaignFixture): SpCampaign {
  const adGroups = c.adGroups.map((g) => adGroupOf(c.id, g));
  const placements: SpPlacement[] = ['top', 'productPage', 'restOfSearch', 'amazonBusiness'];
  return {
    id: campaignId(c.id),
    name: c.name,
    state: c.state ?? 'enabled',
    targetingType: c.targetingType ?? 'manual',
    dailyBudget: c.dailyBudget ?? 100,
    biddingStrategy: c.biddingStrategy ?? 'downOnly',
    biddingAdjustments: placements.map((placement) => ({
      placement,
      percentage: c.placements?.[placement]?.percentage ?? 0,
      metrics: fixtureMetrics(c.placements?.[placement]?.metrics),
      source,
    })),
    adGroups,
    campaignNegativeKeywords: [],
    metrics: sum(adGroups),
    source,
  };
}

/** A search term row of the bulk ST tab, linked by IDs. */
export function fixtureSearchTerm(
  campaign: string,
  group: string,
  searchTerm: string,
  m: Partial<Metrics>,
  via: { keywordText?: string; matchType?: MatchType; expression?: string } = {},
): SearchTermRow {
  const row: SearchTermRow = {
    product: 'sponsoredProducts',
    searchTerm,
    campaignId: campaignId(campaign),
    adGroupId: adGroupId(group),
    metrics: fixtureMetrics(m),
    source: { sheet: SHEET.spSearchTerms, row: 2 },
  };
  if (via.keywordText) row.keywordText = via.keywordText;
  if (via.matchType) row.matchType = via.matchType;
  if (via.expression) row.targetingExpression = via.expression;
  return row;
}

/** An account with SP campaigns and search terms; the sheet list includes the SP search term tab. */
export function fixtureAccount(campaigns: SpCampaign[], searchTerms: SearchTermRow[] = []): AccountModel {
  return {
    sponsoredProducts: { campaigns },
    sponsoredBrands: { campaigns: [] },
    searchTerms: { sponsoredProducts: searchTerms, sponsoredBrands: [] },
    portfolios: [],
    brandAssets: [],
    sheets: [SHEET.sponsoredProducts, SHEET.spSearchTerms],
    problems: [],
  };
}
