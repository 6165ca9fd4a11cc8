// Turns an account blueprint (account-generator.ts) into what a seller uploads: a BulkWorkbookSpec written as
// real xlsx bytes by the bulk workbook builder (legacy layouts, renamed tabs, header languages), and an hourly
// campaign report for the schedule flow. Money is scaled per marketplace: cents in US/UK/CA, whole yen in JP.
import { marketplaceInfo, type Marketplace } from '@adplan/contracts';
import type { InputFile } from '../model/flow';
import { closeVariantOf, FOREIGN_TERMS, WASTING_MODIFIERS } from './account-generator-names';
import type {
  AccountBlueprint,
  CampaignBlueprint,
  PerformanceBlueprint,
  SearchTermBlueprint,
  TargetBlueprint,
} from './account-generator';
import { buildBulkWorkbook } from './bulk-workbook-builder';
import type {
  BulkWorkbookSpec,
  MetricsSpec,
  SbAdGroupSpec,
  SbCampaignSpec,
  SearchTermSpec,
  SpAdGroupSpec,
  SpCampaignSpec,
} from './bulk-workbook-spec';
import { buildHourlyReport, type HourlyRowSpec } from './report-builders';
import { existingSbvCampaignSpec } from './sbv-bulk-fixtures';
import { hourlyRows } from './schedule-fixtures';
import { SP_BULK_FILE_NAME, SP_NOW } from './sp-flow-fixtures';

/** The generation time of every generated account's plans (the bulk file name's window ends 2026-03-01). */
export const GENERATED_NOW = SP_NOW;

/** A seller product: SKU and ASIN (every advertised ASIN is the seller's own). */
export interface GeneratedProduct {
  sku: string;
  asin: string;
}

/** A generated account: the blueprint it came from, the workbook spec, and the figures flows need. */
export interface GeneratedAccount {
  blueprint: AccountBlueprint;
  marketplace: Marketplace;
  spec: BulkWorkbookSpec;
  products: GeneratedProduct[];
  /** Competitor ASINs the account's targets and search terms use. */
  competitorAsins: string[];
  /** Target cost per sale in the marketplace currency, and organic conversion rate in %. */
  targetCps: number;
  organicConversionRate: number;
  /** Hourly rows of up to two enabled campaigns, for the schedule flow. */
  hourly: HourlyRowSpec[];
}

const AUTO_EXPRESSIONS = ['close-match', 'loose-match', 'substitutes', 'complements'] as const;
const PRICE_USD = 25;
/** Days of the generated bulk file's window (2026-01-01 – 2026-03-01). */
const WINDOW_DAYS = 60;

/** Own product ASINs B0OWNPRD01 …, competitor ASINs B0COMPET00 … B0COMPET09. */
const ownAsin = (index: number) => `B0OWNPRD0${index + 1}`;
const competitorAsin = (index: number) => `B0COMPET0${index % 10}`;

class IdSequence {
  private next = 1;
  /** A 15-digit numeric ID starting with `prefix` (Amazon IDs are numeric texts). */
  id(prefix: number): string {
    const value = `${prefix}${String(this.next).padStart(14, '0')}`;
    this.next += 1;
    return value;
  }
}

/** Money in the marketplace: whole yen for JP (x100), cents elsewhere. */
function scaler(marketplace: Marketplace) {
  const jp = marketplace === 'JP';
  return {
    money: (usd: number) => (jp ? Math.round(usd * 100) : Math.round(usd * 100) / 100),
    bid: (usd: number) =>
      jp ? Math.max(2, Math.round(usd * 100)) : Math.max(0.02, Math.round(usd * 100) / 100),
  };
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.trim().toLowerCase()); n += 1)
    candidate = `${name.trim().slice(0, 120)} (${n})`;
  taken.add(candidate.trim().toLowerCase());
  return candidate;
}

const addMetrics = (items: MetricsSpec[]): MetricsSpec => {
  const sum = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 };
  for (const m of items)
    for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += m[key] ?? 0;
  sum.spend = Math.round(sum.spend * 100) / 100;
  sum.sales = Math.round(sum.sales * 100) / 100;
  return sum;
};

class AccountBuilder {
  private readonly ids = new IdSequence();
  private readonly scale: ReturnType<typeof scaler>;
  readonly searchTerms: SearchTermSpec[] = [];
  readonly products: GeneratedProduct[];

  constructor(private readonly blueprint: AccountBlueprint) {
    this.scale = scaler(blueprint.marketplace);
    this.products = Array.from({ length: blueprint.productCount }, (_, i) => ({
      sku: `SKU-${i + 1}`,
      asin: ownAsin(i),
    }));
  }

  /** Clicks bought at the campaign's CPC/bid ratio; after a mid-window bid cut at 2.5 – 4 x today's bid. */
  private metrics(performance: PerformanceBlueprint, bid: number, c: CampaignBlueprint): MetricsSpec {
    const ratio = c.bidChangedMidWindow ? 2.5 + ((c.cpcRatio - 0.3) / 3.7) * 1.5 : c.cpcRatio;
    const clicks = performance.clicks;
    // A budget-capped campaign sells at about 0.7 x the target cost per sale (never more orders than clicks).
    const good = c.budgetCapped ? Math.ceil((clicks * bid * ratio) / (0.7 * this.blueprint.targetCps)) : 0;
    const orders = Math.min(clicks, Math.max(good, Math.round(clicks * performance.conversionRate)));
    return {
      impressions: clicks * 30 + performance.idleImpressions,
      clicks,
      spend: this.scale.money(clicks * bid * ratio),
      sales: this.scale.money(orders * PRICE_USD),
      orders,
      units: orders,
    };
  }

  private searchTermText(st: SearchTermBlueprint, target: string): string {
    switch (st.kind) {
      case 'same':
        return target;
      case 'variant':
        return closeVariantOf(target);
      case 'other':
        return st.text;
      case 'ownAsin':
        return ownAsin(st.index % this.blueprint.productCount).toLowerCase();
      case 'competitorAsin':
        return competitorAsin(st.index).toLowerCase();
      case 'foreign':
        return FOREIGN_TERMS[st.index % FOREIGN_TERMS.length] ?? 'yoga mat';
      case 'wasting': {
        // The same few words spread over several terms, before or after the target's text.
        const word = WASTING_MODIFIERS[st.index % WASTING_MODIFIERS.length] ?? 'free';
        const base = /^b0/i.test(target) ? st.text : target;
        return st.index % 2 === 0 ? `${word} ${base}` : `${base} ${word}`;
      }
    }
  }

  /** A wasting term converts only now and then (every third draw keeps its rate): the rest waste spend. */
  private performanceOf(st: SearchTermBlueprint): PerformanceBlueprint {
    return st.kind === 'wasting' && st.index % 3 !== 0
      ? { ...st.performance, conversionRate: 0 }
      : st.performance;
  }

  private addSearchTerms(
    c: CampaignBlueprint,
    ids: { campaignId: string; adGroupId: string; campaignName: string; adGroupName: string },
    target: TargetBlueprint,
    via: Partial<SearchTermSpec>,
    ownText: string,
  ): void {
    for (const st of target.searchTerms)
      this.searchTerms.push({
        ...ids,
        ...via,
        searchTerm: this.searchTermText(st, ownText),
        metrics: this.metrics(this.performanceOf(st), target.bid, c),
      });
  }

  private keywordGroup(
    c: CampaignBlueprint,
    campaignId: string,
    campaignName: string,
    targets: TargetBlueprint[],
  ) {
    const adGroupId = this.ids.id(2);
    const ids = { campaignId, adGroupId, campaignName, adGroupName: c.groupName };
    const keywords = targets.map((t) => {
      const id = this.ids.id(3);
      const bid = this.scale.bid(t.bid);
      const via = { keywordId: id, keywordText: t.text, matchType: t.matchType };
      this.addSearchTerms(c, ids, t, via, t.text);
      return {
        id,
        text: t.text,
        matchType: t.matchType,
        state: t.state,
        bid,
        metrics: this.metrics(t.performance, t.bid, c),
      };
    });
    return this.group(c, adGroupId, c.groupName, { keywords });
  }

  private targetGroup(
    c: CampaignBlueprint,
    campaignId: string,
    campaignName: string,
    name: string,
    targets: TargetBlueprint[],
    expressionOf: (index: number) => string,
  ) {
    const adGroupId = this.ids.id(2);
    const ids = { campaignId, adGroupId, campaignName, adGroupName: name };
    const productTargets = targets.map((t, index) => {
      const id = this.ids.id(4);
      const expression = expressionOf(index);
      const asin = /asin="(\w+)"/.exec(expression)?.[1];
      const via = { productTargetingId: id, productTargetingExpression: expression };
      this.addSearchTerms(c, ids, t, via, asin ? asin.toLowerCase() : t.text);
      return {
        id,
        expression,
        state: t.state,
        bid: this.scale.bid(t.bid),
        metrics: this.metrics(t.performance, t.bid, c),
      };
    });
    return this.group(c, adGroupId, name, { productTargets });
  }

  private group(
    c: CampaignBlueprint,
    id: string,
    name: string,
    children: Pick<SpAdGroupSpec, 'keywords' | 'productTargets'>,
  ): SpAdGroupSpec {
    const childMetrics = [...(children.keywords ?? []), ...(children.productTargets ?? [])].map(
      (x) => x.metrics ?? {},
    );
    const metrics = addMetrics(childMetrics);
    const product = this.products[c.product] ?? this.products[0];
    return {
      id,
      name,
      state: c.groupState,
      defaultBid: this.scale.bid(c.targets[0]?.bid ?? 1),
      metrics,
      productAds: [{ id: this.ids.id(6), sku: product?.sku, asin: product?.asin, metrics }],
      ...children,
    };
  }

  /**
   * The daily budget: the drawn one, or for a budget-capped campaign its average daily spend over the window's
   * 60 days / 0.95 (it spends 95 % of its budget on an average day), at least one unit.
   */
  private budgetOf(c: CampaignBlueprint, spend: number): number {
    if (!c.budgetCapped || spend <= 0) return this.scale.money(c.budget);
    const jp = this.blueprint.marketplace === 'JP';
    const daily = spend / WINDOW_DAYS / 0.95;
    return jp ? Math.max(100, Math.ceil(daily)) : Math.max(1, Math.ceil(daily * 100) / 100);
  }

  campaign(c: CampaignBlueprint, name: string): SpCampaignSpec {
    const id = this.ids.id(1);
    const groups: SpAdGroupSpec[] = [];
    if (c.kind === 'auto')
      groups.push(
        this.targetGroup(
          c,
          id,
          name,
          c.groupName,
          c.targets,
          (i) => AUTO_EXPRESSIONS[i % 4] ?? 'close-match',
        ),
      );
    else if (c.kind === 'productTargeting')
      groups.push(
        this.targetGroup(c, id, name, c.groupName, c.targets, (i) => `asin="${competitorAsin(i)}"`),
      );
    else if (c.kind === 'keywordWithProductTargeting') {
      const [pt, ...keywords] = c.targets;
      groups.push(this.keywordGroup(c, id, name, keywords));
      if (pt)
        groups.push(
          this.targetGroup(
            c,
            id,
            name,
            `${c.groupName.trim()} pt`,
            [pt],
            () => `asin="${competitorAsin(5)}"`,
          ),
        );
    } else groups.push(this.keywordGroup(c, id, name, c.targets));
    const metrics = addMetrics(groups.map((g) => g.metrics ?? {}));
    return {
      id,
      name,
      state: c.state,
      targetingType: c.kind === 'auto' ? 'auto' : 'manual',
      dailyBudget: this.budgetOf(c, metrics.spend ?? 0),
      biddingStrategy: c.strategy,
      metrics,
      biddingAdjustments: [
        { placement: 'top', percentage: c.topOfSearch },
        { placement: 'productPage', percentage: 0 },
        { placement: 'restOfSearch', percentage: 0 },
        { placement: 'amazonBusiness', percentage: 0 },
      ],
      adGroups: groups,
      ...(c.campaignNegative && c.kind !== 'auto'
        ? {
            campaignNegativeKeywords: [
              { id: this.ids.id(5), text: c.campaignNegative, matchType: 'negativeExact' },
            ],
          }
        : {}),
    };
  }

  sbvCampaign(): { campaign: SbCampaignSpec; searchTerms: SearchTermSpec[] } | undefined {
    const sbv = this.blueprint.sbv;
    if (!sbv) return undefined;
    const asin = (this.products[sbv.product] ?? this.products[0])?.asin ?? ownAsin(0);
    const base = existingSbvCampaignSpec();
    const video = base.adGroups?.[0];
    if (!video) return undefined;
    const videoGroup: SbAdGroupSpec = {
      ...video,
      ads: (video.ads ?? []).map((ad) => ({
        ...ad,
        creativeAsins: [asin],
        landingPageUrl: `https://www.amazon.com/dp/${asin}`,
      })),
      keywords: (video.keywords ?? []).map((k) => ({ ...k, bid: this.scale.bid(k.bid ?? 1) })),
    };
    const groups: SbAdGroupSpec[] = [videoGroup];
    if (sbv.withProductTargetingGroup)
      groups.push({
        id: '362003785216749',
        name: 'Video products',
        ads: [
          {
            id: '465625743252509',
            format: 'video',
            creativeAsins: [asin],
            videoAssetIds: video.ads?.[0]?.videoAssetIds ?? [],
            landingPageUrl: `https://www.amazon.com/dp/${asin}`,
            landingPageType: 'detailPage',
          },
        ],
        productTargets: [
          {
            id: '483071962064140',
            expression: `asin="${competitorAsin(7)}"`,
            bid: this.scale.bid(0.9),
            metrics: { clicks: 60, orders: 2, spend: this.scale.money(60), sales: this.scale.money(50) },
          },
        ],
      });
    const campaign: SbCampaignSpec = {
      ...base,
      budget: this.scale.money(base.budget ?? 50),
      adGroups: groups,
    };
    const orders = sbv.keywordConverts ? 6 : 0;
    const term = (searchTerm: string, clicks: number, o: number): SearchTermSpec => ({
      campaignId: base.id,
      adGroupId: video.id,
      campaignName: base.name,
      adGroupName: video.name,
      keywordId: '483071962064135',
      keywordText: 'collar',
      matchType: 'broad',
      searchTerm,
      metrics: {
        impressions: clicks * 30,
        clicks,
        orders: o,
        spend: this.scale.money(clicks * 0.9),
        sales: this.scale.money(o * 40),
      },
    });
    return {
      campaign,
      searchTerms: [
        term('dog collar', 60, orders),
        term('cat collar', 40, 0),
        term(asin.toLowerCase(), 30, 0),
      ],
    };
  }

  hourly(campaigns: SpCampaignSpec[]): HourlyRowSpec[] {
    const money = this.scale.money;
    return campaigns
      .filter((c) => (c.state ?? 'enabled') === 'enabled')
      .slice(0, 2)
      .flatMap((c) =>
        hourlyRows({
          campaignName: c.name,
          from: '2026-02-20',
          days: 14,
          clicksPerHour: (hour) => 2 + (hour % 3),
          conversionRate: (hour) => (hour >= 18 ? 0.2 : hour < 7 ? 0 : 0.08),
          costPerClick: money(0.8),
          averageOrderValue: money(PRICE_USD),
        }).map((row) => ({
          campaignName: row.campaignName,
          date: row.date,
          hour: row.hour,
          metrics: row.metrics,
        })),
      );
  }
}

/** The account a blueprint describes: workbook spec, products, target figures and hourly rows. */
export function buildGeneratedAccount(blueprint: AccountBlueprint): GeneratedAccount {
  const builder = new AccountBuilder(blueprint);
  const taken = new Set<string>();
  const campaigns = blueprint.campaigns.map((c) => builder.campaign(c, uniqueName(c.name, taken)));
  const sbv = builder.sbvCampaign();
  const money = scaler(blueprint.marketplace).money;
  const spec: BulkWorkbookSpec = {
    language: blueprint.language,
    spLayout: blueprint.spLayout,
    sponsoredProducts: campaigns,
    spSearchTerms: builder.searchTerms,
    ...(sbv ? { sponsoredBrands: [sbv.campaign], sbSearchTerms: sbv.searchTerms } : {}),
    ...(blueprint.renamedTabs
      ? { sheetNames: { sponsoredProducts: 'Sheet1', spSearchTerms: 'Sheet2' } }
      : {}),
  };
  return {
    blueprint,
    marketplace: blueprint.marketplace,
    spec,
    products: builder.products,
    competitorAsins: Array.from({ length: 10 }, (_, i) => competitorAsin(i)),
    targetCps: money(blueprint.targetCps),
    organicConversionRate: Math.round(blueprint.organicConversionRate * 10) / 10,
    hourly: builder.hourly(campaigns),
  };
}

/** The files a seller uploads for a generated account: the bulk workbook and the hourly report. */
export async function generatedAccountFiles(
  account: GeneratedAccount,
): Promise<{ bulk: InputFile; hourly: InputFile[] }> {
  const bulk = { name: SP_BULK_FILE_NAME, bytes: await buildBulkWorkbook(account.spec) };
  const hourly =
    account.hourly.length === 0
      ? []
      : [
          {
            name: 'hourly.csv',
            bytes: await buildHourlyReport({
              rows: account.hourly,
              currency: marketplaceInfo(account.marketplace).currency,
            }),
          },
        ];
  return { bulk, hourly };
}
