// Generates the description of a large, realistic account (many SP campaigns of every kind, SB video
// campaigns, portfolios, a search term tab) whose bulk workbook comes out near a target size.
import type { MatchType } from '../model/account';
import type {
  BulkWorkbookSpec,
  MetricsSpec,
  SbCampaignSpec,
  SearchTermSpec,
  SpAdGroupSpec,
  SpCampaignSpec,
} from './bulk-workbook-spec';

/** Options of generateLargeAccount(). */
export interface LargeAccountOptions {
  /** Approximate size of the xlsx buildBulkWorkbook() writes from the result, in bytes. */
  targetBytes: number;
  /** Seed of the deterministic random generator (same seed, same account). */
  seed: number;
}

/** Measured compressed size of one generated campaign with its ad groups and search terms (inline strings). */
const BYTES_PER_CAMPAIGN = 6750;

const WORDS = [
  'dog',
  'bed',
  'large',
  'orthopedic',
  'washable',
  'memory',
  'foam',
  'pet',
  'cushion',
  'calming',
  'donut',
  'cat',
  'puppy',
  'crate',
  'mat',
  'waterproof',
  'small',
  'medium',
  'xl',
  'sofa',
  'pillow',
  'bolster',
  'cooling',
  'heated',
  'outdoor',
  'travel',
];
const MATCHES: MatchType[] = ['exact', 'phrase', 'broad'];
const AUTO = ['close-match', 'loose-match', 'substitutes', 'complements'];

/** A small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Generator {
  private nextId = 300_000_000_000_000;
  constructor(readonly rnd: () => number) {}

  id(): string {
    this.nextId += 1 + Math.floor(this.rnd() * 97);
    return String(this.nextId);
  }

  int(max: number): number {
    return Math.floor(this.rnd() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  phrase(words: number): string {
    return Array.from({ length: words }, () => this.pick(WORDS)).join(' ');
  }

  asin(): string {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    return `B0${Array.from({ length: 8 }, () => this.pick([...chars])).join('')}`;
  }

  metrics(scale: number): MetricsSpec {
    const impressions = this.int(5000 * scale);
    const clicks = Math.floor(impressions * (0.002 + this.rnd() * 0.01));
    const orders = Math.floor(clicks * this.rnd() * 0.2);
    const spend = Number((clicks * (0.3 + this.rnd() * 1.5)).toFixed(2));
    const sales = Number((orders * (15 + this.rnd() * 40)).toFixed(2));
    return { impressions, clicks, spend, sales, orders, units: orders + this.int(2) };
  }
}

function adGroup(g: Generator, auto: boolean, index: number): SpAdGroupSpec {
  const group: SpAdGroupSpec = {
    id: g.id(),
    name: `Ad group ${index} ${g.phrase(2)}`,
    state: g.rnd() < 0.9 ? 'enabled' : 'paused',
    defaultBid: Number((0.3 + g.rnd() * 1.5).toFixed(2)),
    metrics: g.metrics(3),
    productAds: Array.from({ length: 1 + g.int(2) }, () => ({
      id: g.id(),
      sku: `SKU-${g.int(99999)}`,
      asin: g.asin(),
      state: g.rnd() < 0.9 ? 'enabled' : 'paused',
      eligibility: g.rnd() < 0.95 ? 'Eligible' : 'Ineligible',
      metrics: g.metrics(2),
    })),
    negativeKeywords: Array.from({ length: g.int(3) }, () => ({
      id: g.id(),
      text: g.phrase(2),
      matchType: g.rnd() < 0.5 ? 'negativeExact' : 'negativePhrase',
    })),
  };
  if (auto) {
    group.productTargets = AUTO.map((expression) => ({
      id: g.id(),
      expression,
      bid: Number((0.2 + g.rnd()).toFixed(2)),
      metrics: g.metrics(1),
    }));
    group.negativeProductTargets = Array.from({ length: g.int(2) }, () => ({
      id: g.id(),
      expression: `asin="${g.asin()}"`,
    }));
  } else if (g.rnd() < 0.25) {
    group.productTargets = Array.from({ length: 3 + g.int(8) }, () => ({
      id: g.id(),
      expression: `asin="${g.asin()}"`,
      bid: Number((0.2 + g.rnd()).toFixed(2)),
      metrics: g.metrics(1),
    }));
  } else {
    group.keywords = Array.from({ length: 5 + g.int(25) }, (_, k) => ({
      id: g.id(),
      text: `${g.phrase(1 + g.int(3))} ${k}`,
      matchType: g.pick(MATCHES),
      bid: Number((0.2 + g.rnd() * 2).toFixed(2)),
      metrics: g.metrics(1),
    }));
  }
  return group;
}

function campaign(g: Generator, index: number, portfolios: string[]): SpCampaignSpec {
  const auto = g.rnd() < 0.3;
  return {
    id: g.id(),
    name: `SP ${auto ? 'Auto' : 'Manual'} ${index} ${g.phrase(2)}`,
    state: g.rnd() < 0.8 ? 'enabled' : g.rnd() < 0.5 ? 'paused' : 'archived',
    targetingType: auto ? 'auto' : 'manual',
    dailyBudget: 10 + g.int(90),
    biddingStrategy: g.pick(['downOnly', 'upAndDown', 'fixed'] as const),
    portfolioId: g.rnd() < 0.5 ? g.pick(portfolios) : undefined,
    metrics: g.metrics(10),
    biddingAdjustments: (['top', 'productPage', 'restOfSearch', 'amazonBusiness'] as const).map(
      (placement) => ({ placement, percentage: g.int(4) * 25, metrics: g.metrics(3) }),
    ),
    adGroups: Array.from({ length: 1 + g.int(3) }, (_, i) => adGroup(g, auto, i + 1)),
    campaignNegativeKeywords: Array.from({ length: g.int(2) }, () => ({
      id: g.id(),
      text: g.phrase(2),
      matchType: 'negativeExact' as const,
    })),
  };
}

function searchTerms(g: Generator, c: SpCampaignSpec): SearchTermSpec[] {
  const terms: SearchTermSpec[] = [];
  for (const group of c.adGroups ?? []) {
    for (const keyword of group.keywords ?? []) {
      if (g.rnd() < 0.5) continue;
      terms.push({
        campaignId: c.id,
        adGroupId: group.id,
        campaignName: c.name,
        adGroupName: group.name,
        keywordId: keyword.id,
        keywordText: keyword.text,
        matchType: keyword.matchType,
        searchTerm: `${keyword.text} ${g.phrase(1)}`,
        metrics: g.metrics(0.5),
      });
    }
    for (const target of group.productTargets ?? []) {
      terms.push({
        campaignId: c.id,
        adGroupId: group.id,
        campaignName: c.name,
        adGroupName: group.name,
        productTargetingId: target.id,
        productTargetingExpression: target.expression,
        searchTerm: g.rnd() < 0.5 ? g.asin().toLowerCase() : g.phrase(3),
        metrics: g.metrics(0.5),
      });
    }
  }
  return terms;
}

function sbCampaign(g: Generator, index: number): SbCampaignSpec {
  const asin = g.asin();
  return {
    id: g.id(),
    name: `SBV ${index} ${g.phrase(2)}`,
    budget: 20 + g.int(80),
    metrics: g.metrics(5),
    adGroups: [
      {
        id: g.id(),
        name: `SBV group ${index}`,
        ads: [
          {
            id: g.id(),
            format: 'video',
            name: `Video ${index}`,
            creativeAsins: [asin],
            videoAssetIds: [
              `amzn1.assetlibrary.asset1.${g.int(1e9).toString(16).padStart(32, '0')}:version_v1`,
            ],
            landingPageType: 'detailPage',
            landingPageUrl: `https://www.amazon.com/dp/${asin}`,
            metrics: g.metrics(3),
          },
        ],
        keywords: Array.from({ length: 3 + g.int(8) }, () => ({
          id: g.id(),
          text: g.phrase(2),
          matchType: g.pick(MATCHES),
          bid: Number((0.5 + g.rnd() * 2).toFixed(2)),
          metrics: g.metrics(1),
        })),
      },
    ],
  };
}

/** A large account description for buildBulkWorkbook(), near `targetBytes` once written (±20 %). */
export function generateLargeAccount(options: LargeAccountOptions): BulkWorkbookSpec {
  const g = new Generator(random(options.seed));
  const count = Math.max(1, Math.round(options.targetBytes / BYTES_PER_CAMPAIGN));
  const portfolios = Array.from({ length: 5 }, (_, i) => ({ id: g.id(), name: `Portfolio ${i + 1}` }));
  const sponsoredProducts = Array.from({ length: count }, (_, i) =>
    campaign(
      g,
      i + 1,
      portfolios.map((p) => p.id),
    ),
  );
  const sponsoredBrands = Array.from({ length: Math.max(1, Math.round(count / 20)) }, (_, i) =>
    sbCampaign(g, i + 1),
  );
  return {
    portfolios,
    sponsoredProducts,
    sponsoredBrands,
    spSearchTerms: sponsoredProducts.flatMap((c) => searchTerms(g, c)),
  };
}
