// Generates the Amazon account behind a new grant, deterministically from the grant's seed: a seller gets
// a US and a CA profile (same merchant, same brand), a vendor one US profile. Each profile has 15-30 SP
// campaigns mixing auto, manual keyword and manual product targeting, some paused or archived, overlapping
// search terms, one AUTO_FOR_SALES campaign with a 900% top-of-search adjustment, negatives, SKU product
// ads, one SB video campaign (sellers), and a traffic profile per keyword/target covering 90 days.
import { CATALOGUE_THEMES, VENDOR_NAMES, type CatalogueProduct } from './account-catalogue';
import { addDays, MARKETPLACE_TABLE, marketplaceLocalDate, type Marketplace } from '@adplan/contracts';
import { SeededRandom, roundMoney } from './fake-random';
import {
  emptyEntityStores,
  type FakeAccountType,
  type FakeProduct,
  type FakeProfile,
  type TrafficProfile,
  type WireAccountType,
  type WireProfile,
  type WireRecord,
} from './fake-state';

/** Days of traffic history a generated account has before its grant. */
export const HISTORY_DAYS = 90;

/** How prices and CPCs of a generated account scale per marketplace (the facts are in MARKETPLACE_TABLE). */
const MARKET_FACTORS = {
  US: { priceFactor: 1, cpcFactor: 1 },
  CA: { priceFactor: 1.36, cpcFactor: 1.1 },
} as const;

/** The four clauses Amazon creates in every ad group of an AUTO campaign. */
export const AUTO_TARGET_TYPES = [
  'QUERY_HIGH_REL_MATCHES',
  'QUERY_BROAD_REL_MATCHES',
  'ASIN_ACCESSORY_RELATED',
  'ASIN_SUBSTITUTE_RELATED',
] as const;

/** Builds the SP target records of an AUTO campaign's new ad group. */
export function autoTargetsFor(adGroup: { campaignId: string; adGroupId: string }, newId: () => string) {
  return AUTO_TARGET_TYPES.map((type) => ({
    targetId: newId(),
    campaignId: adGroup.campaignId,
    adGroupId: adGroup.adGroupId,
    expressionType: 'AUTO',
    expression: [{ type }],
    resolvedExpression: [{ type }],
    state: 'ENABLED',
  }));
}

export interface GeneratedAccount {
  profiles: FakeProfile[];
}

/** The account of grant `grantId` generated from `seed` at `now`. */
export function generateAccount(
  grantId: string,
  accountType: FakeAccountType,
  seed: string,
  now: number,
): GeneratedAccount {
  const random = new SeededRandom(`${seed}:account`);
  const theme = random.pick(CATALOGUE_THEMES);
  const lines = random.sample(theme.products, 5);
  if (accountType === 'vendor') {
    const name = random.pick(VENDOR_NAMES);
    const wire = wireProfile(Number(random.digits(15)), 'US', `ENTITY${random.token(13)}`, 'vendor', name);
    const today = marketplaceLocalDate('US', now);
    return {
      profiles: [buildProfile(grantId, 'US', wire, null, lines, theme.modifiers, `${seed}:US`, today)],
    };
  }
  const shopName = random.pick(theme.shopNames);
  const merchantId = `A${random.token(13)}`;
  const brand = {
    brandId: random.digits(13),
    brandEntityId: `ENTITY${random.token(13)}`,
    brandRegistryName: shopName,
  };
  const profiles = (['US', 'CA'] as const).map((country) =>
    buildProfile(
      grantId,
      country,
      wireProfile(Number(random.digits(15)), country, merchantId, 'seller', shopName),
      brand,
      lines,
      theme.modifiers,
      `${seed}:${country}`,
      marketplaceLocalDate(country, now),
    ),
  );
  return { profiles };
}

/**
 * A profile as GET /v2/profiles answers it, its currency and zone from the marketplace table; the generator
 * and the tests' planted profiles both make theirs here.
 */
export function wireProfile(
  profileId: number,
  country: Marketplace,
  accountId: string,
  type: WireAccountType,
  name: string,
): WireProfile {
  const market = MARKETPLACE_TABLE[country];
  return {
    profileId,
    countryCode: country,
    currencyCode: market.currency,
    dailyBudget: 999999999,
    timezone: market.timeZone,
    accountInfo: {
      marketplaceStringId: market.marketplaceStringId,
      id: accountId,
      type,
      name,
      validPaymentMethod: true,
    },
  };
}

/** Per-profile generation context: its random source, ids, dates and the stores being filled. */
interface Builder {
  random: SeededRandom;
  profile: FakeProfile;
  country: 'US' | 'CA';
  historyFrom: string;
  today: string;
  modifiers: string[];
  competitorAsins: string[];
  newId(): string;
}

function buildProfile(
  grantId: string,
  country: 'US' | 'CA',
  wire: WireProfile,
  brand: FakeProfile['brand'],
  lines: CatalogueProduct[],
  modifiers: string[],
  seed: string,
  today: string,
): FakeProfile {
  const random = new SeededRandom(seed);
  const market = MARKET_FACTORS[country];
  const vendor = wire.accountInfo.type === 'vendor';
  const products: FakeProduct[] = lines.map((line, index) => ({
    sku: vendor ? '' : `${line.skuStem}-${String(index + 1).padStart(3, '0')}`,
    asin: `B0${random.token(8)}`,
    title: line.title,
    price: roundMoney(line.price * market.priceFactor),
  }));
  const profile: FakeProfile = {
    profile: wire,
    grantId,
    brand,
    products,
    ...emptyEntityStores(),
    traffic: {},
    planted: [],
  };
  const used = new Set<string>();
  const builder: Builder = {
    random,
    profile,
    country,
    historyFrom: addDays(today, -HISTORY_DAYS),
    today,
    modifiers,
    competitorAsins: Array.from({ length: 12 }, () => `B0${random.token(8)}`),
    newId: () => {
      let id = random.digits(15);
      while (used.has(id)) id = random.digits(15);
      used.add(id);
      return id;
    },
  };
  addSpCampaigns(builder, lines);
  if (brand) addSbVideoCampaign(builder, lines[0] as CatalogueProduct, brand.brandEntityId);
  return profile;
}

type CampaignKind = 'AUTO' | 'EXACT' | 'BROAD' | 'PHRASE' | 'ASIN';
const KIND_ORDER: CampaignKind[] = ['AUTO', 'EXACT', 'BROAD', 'ASIN', 'PHRASE', 'EXACT'];
const KIND_LABEL: Record<CampaignKind, string> = {
  AUTO: 'Auto',
  EXACT: 'Exact',
  BROAD: 'Broad',
  PHRASE: 'Phrase',
  ASIN: 'ASIN',
};

function addSpCampaigns(builder: Builder, lines: CatalogueProduct[]): void {
  const count = builder.random.int(15, 30);
  const names = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const lineIndex = index % lines.length;
    const line = lines[lineIndex] as CatalogueProduct;
    const kind = KIND_ORDER[Math.floor(index / lines.length) % KIND_ORDER.length] as CampaignKind;
    const base = `${line.short} - SP - ${KIND_LABEL[kind]}`;
    const seen = names.get(base) ?? 0;
    names.set(base, seen + 1);
    const name = seen === 0 ? base : `${base} ${seen + 1}`;
    // The first auto campaign is the costly one: Amazon may raise bids and top of search is +900%.
    const inflated = index === 0;
    // Campaigns past the first round may be stopped (paused or archived some weeks ago).
    const stopRoll = index >= lines.length ? builder.random.next() : 1;
    const state = stopRoll < 0.1 ? 'ARCHIVED' : stopRoll < 0.25 ? 'PAUSED' : 'ENABLED';
    addSpCampaign(builder, {
      name,
      kind,
      line,
      product: builder.profile.products[lineIndex] as FakeProduct,
      inflated,
      state,
    });
  }
}

interface CampaignPlan {
  name: string;
  kind: CampaignKind;
  line: CatalogueProduct;
  product: FakeProduct;
  inflated: boolean;
  state: 'ENABLED' | 'PAUSED' | 'ARCHIVED';
}

function addSpCampaign(builder: Builder, plan: CampaignPlan): void {
  const { random, profile } = builder;
  const campaignId = builder.newId();
  const topPercent = plan.inflated ? 900 : random.pick([0, 0, 10, 25, 50]);
  profile.sp.campaigns.push({
    campaignId,
    name: plan.name,
    targetingType: plan.kind === 'AUTO' ? 'AUTO' : 'MANUAL',
    state: plan.state,
    startDate: addDays(builder.historyFrom, -random.int(0, 240)),
    budget: { budgetType: 'DAILY', budget: random.pick([10, 15, 20, 25, 30, 50, 75]) },
    dynamicBidding: {
      strategy: plan.inflated
        ? 'AUTO_FOR_SALES'
        : random.pick(['LEGACY_FOR_SALES', 'LEGACY_FOR_SALES', 'MANUAL']),
      placementBidding: topPercent > 0 ? [{ placement: 'PLACEMENT_TOP', percentage: topPercent }] : [],
    },
  });
  const adGroupId = builder.newId();
  const defaultBid = roundMoney(random.between(0.45, 1.6) * MARKET_FACTORS[builder.country].cpcFactor);
  profile.sp.adGroups.push({
    adGroupId,
    campaignId,
    name: `${plan.line.short} ${KIND_LABEL[plan.kind]}`,
    state: plan.state === 'ARCHIVED' ? 'ARCHIVED' : 'ENABLED',
    defaultBid,
  });
  const stoppedOn = plan.state === 'ENABLED' ? undefined : addDays(builder.today, -random.int(5, 45));
  const context = { campaignId, adGroupId, defaultBid, topPercent, stoppedOn, ...plan };
  profile.sp.productAds.push({
    adId: builder.newId(),
    campaignId,
    adGroupId,
    state: 'ENABLED',
    ...(plan.product.sku ? { sku: plan.product.sku } : {}),
    asin: plan.product.asin,
  });
  if (plan.kind === 'AUTO') addAutoTargets(builder, context);
  else if (plan.kind === 'ASIN') addProductTargets(builder, context);
  else addKeywords(builder, context);
}

type CampaignContext = CampaignPlan & {
  campaignId: string;
  adGroupId: string;
  defaultBid: number;
  topPercent: number;
  stoppedOn: string | undefined;
};

function addAutoTargets(builder: Builder, context: CampaignContext): void {
  const targets = autoTargetsFor(context, () => builder.newId());
  for (const target of targets) {
    const type = (target.expression[0] as { type: string }).type;
    const record: WireRecord = { ...target, state: context.state === 'ARCHIVED' ? 'ARCHIVED' : 'ENABLED' };
    // About half the sellers set their own bid on some auto clauses.
    if (builder.random.chance(0.4))
      record.bid = roundMoney(context.defaultBid * builder.random.between(0.8, 1.4));
    builder.profile.sp.targets.push(record);
    const asinClause = type.startsWith('ASIN_');
    const terms = asinClause
      ? builder.random.sample(builder.competitorAsins, 3).map((asin) => asin.toLowerCase())
      : [...builder.random.sample(context.line.keywords, 3), variant(builder, context.line.keywords)];
    builder.profile.traffic[target.targetId] = traffic(builder, context, {
      impressions: asinClause ? [150, 900] : [300, 2200],
      terms,
      placements: asinClause ? [0.05, 0.2, 0.75] : [0.3, 0.5, 0.2],
      bid: (record.bid as number | undefined) ?? context.defaultBid,
    });
  }
  builder.profile.sp.campaignNegativeKeywords.push({
    keywordId: builder.newId(),
    campaignId: context.campaignId,
    keywordText: `free ${context.line.keywords[0]}`,
    matchType: 'NEGATIVE_PHRASE',
    state: 'ENABLED',
  });
  const negativeAsin = builder.random.pick(builder.competitorAsins);
  builder.profile.sp.negativeTargets.push({
    targetId: builder.newId(),
    campaignId: context.campaignId,
    adGroupId: context.adGroupId,
    expression: [{ type: 'ASIN_SAME_AS', value: negativeAsin }],
    resolvedExpression: [{ type: 'ASIN_SAME_AS', value: negativeAsin }],
    state: 'ENABLED',
  });
}

function addKeywords(builder: Builder, context: CampaignContext): void {
  const matchType = context.kind as 'EXACT' | 'BROAD' | 'PHRASE';
  const texts = builder.random.sample(
    context.line.keywords,
    builder.random.int(3, context.line.keywords.length),
  );
  for (const keywordText of texts) {
    const keywordId = builder.newId();
    const bid = roundMoney(context.defaultBid * builder.random.between(0.7, 1.5));
    builder.profile.sp.keywords.push({
      keywordId,
      campaignId: context.campaignId,
      adGroupId: context.adGroupId,
      keywordText,
      matchType,
      state: context.state === 'ARCHIVED' ? 'ARCHIVED' : builder.random.chance(0.1) ? 'PAUSED' : 'ENABLED',
      bid,
    });
    const terms =
      matchType === 'EXACT'
        ? [keywordText]
        : [
            keywordText,
            `${keywordText} ${builder.random.pick(builder.modifiers)}`,
            variant(builder, [keywordText]),
          ];
    builder.profile.traffic[keywordId] = traffic(builder, context, {
      impressions: matchType === 'EXACT' ? [120, 1200] : [300, 3000],
      terms,
      placements: [0.3, 0.55, 0.15],
      bid,
    });
  }
  if (matchType !== 'EXACT') {
    // Broad/phrase campaigns keep out the terms an exact campaign already covers.
    builder.profile.sp.negativeKeywords.push({
      keywordId: builder.newId(),
      campaignId: context.campaignId,
      adGroupId: context.adGroupId,
      keywordText: context.line.keywords[0],
      matchType: 'NEGATIVE_EXACT',
      state: 'ENABLED',
    });
  }
}

function addProductTargets(builder: Builder, context: CampaignContext): void {
  for (const asin of builder.random.sample(builder.competitorAsins, builder.random.int(2, 5))) {
    const targetId = builder.newId();
    const bid = roundMoney(context.defaultBid * builder.random.between(0.8, 1.3));
    const expression = [{ type: 'ASIN_SAME_AS', value: asin }];
    builder.profile.sp.targets.push({
      targetId,
      campaignId: context.campaignId,
      adGroupId: context.adGroupId,
      expressionType: 'MANUAL',
      expression,
      resolvedExpression: expression,
      state: context.state === 'ARCHIVED' ? 'ARCHIVED' : 'ENABLED',
      bid,
    });
    builder.profile.traffic[targetId] = traffic(builder, context, {
      impressions: [80, 800],
      terms: [asin.toLowerCase()],
      placements: [0.03, 0.12, 0.85],
      bid,
    });
  }
}

function variant(builder: Builder, keywords: string[]): string {
  return `${builder.random.pick(builder.modifiers)} ${builder.random.pick(keywords)}`;
}

function traffic(
  builder: Builder,
  context: { topPercent: number; inflated: boolean; stoppedOn: string | undefined },
  shape: {
    impressions: [number, number];
    terms: string[];
    placements: [number, number, number];
    bid: number;
  },
): TrafficProfile {
  const { random } = builder;
  const weights = shape.terms.map((_, index) => (index === 0 ? 2 : 1) * random.between(0.5, 1.5));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // A few keywords/targets spend without selling: what a diagnosis should find.
  const loser = random.chance(0.15);
  return {
    impressions: Math.round(random.between(...shape.impressions)),
    ctr: random.between(0.002, 0.011),
    cpc: Math.min(shape.bid, random.between(0.4, 2.5) * MARKET_FACTORS[builder.country].cpcFactor),
    cvr: loser ? random.between(0, 0.02) : random.between(0.05, 0.2),
    terms: shape.terms.map((term, index) => ({ term, weight: (weights[index] as number) / total })),
    placements: shape.placements,
    // Top-of-search clicks cost the bid times the adjustment (AUTO_FOR_SALES raises them further).
    topCpcFactor: context.inflated ? 4.5 : 1 + context.topPercent / 100,
    from: builder.historyFrom,
    ...(context.stoppedOn ? { until: context.stoppedOn } : {}),
  };
}

function addSbVideoCampaign(builder: Builder, line: CatalogueProduct, brandEntityId: string): void {
  const { random, profile } = builder;
  const campaignId = builder.newId();
  const adGroupId = builder.newId();
  const product = profile.products[0] as FakeProduct;
  profile.sb.campaigns.push({
    campaignId,
    name: `${line.short} - SBV - Brand`,
    state: 'ENABLED',
    budget: 20,
    budgetType: 'DAILY',
    startDate: addDays(builder.historyFrom, -30),
    brandEntityId,
    productLocation: 'SOLD_ON_AMAZON',
    costType: 'CPC',
    goal: 'PAGE_VISIT',
    isMultiAdGroupsEnabled: true,
    bidding: { bidOptimization: true },
  });
  profile.sb.adGroups.push({ adGroupId, campaignId, name: `${line.short} video`, state: 'ENABLED' });
  profile.sb.ads.push({
    adId: builder.newId(),
    adGroupId,
    campaignId,
    name: `${line.short} video ad`,
    state: 'ENABLED',
    creative: {
      asins: [product.asin],
      videoAssetIds: [`amzn1.assetlibrary.asset1.${random.token(32, '0123456789abcdef')}`],
    },
    landingPage: { pageType: 'DETAIL_PAGE' },
    servingStatus: 'RUNNING',
  });
  for (const keywordText of random.sample(line.keywords, 3)) {
    const keywordId = builder.newId();
    const bid = roundMoney(random.between(0.8, 2) * MARKET_FACTORS[builder.country].cpcFactor);
    profile.sb.keywords.push({
      keywordId,
      adGroupId,
      campaignId,
      keywordText,
      matchType: 'broad',
      state: 'enabled',
      bid,
    });
    profile.traffic[keywordId] = traffic(
      builder,
      { topPercent: 0, inflated: false, stoppedOn: undefined },
      {
        impressions: [400, 2500],
        terms: [keywordText, `${keywordText} ${random.pick(builder.modifiers)}`],
        placements: [0.6, 0.3, 0.1],
        bid,
      },
    );
  }
}
