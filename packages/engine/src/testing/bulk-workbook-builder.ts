// Builds realistic bulk-operations workbooks from a compact description, the way Amazon writes them:
// header language, SP layout, IDs as text (or numbers), blank Operation, four placement rows per
// campaign, names of child rows only in the informational columns, ratios as fractions.
import type { SbAdFormat, SbPlacement, SpPlacement } from '../model/account';
import type { SbLandingPageType } from '../model/bulk-row';
import {
  BRAND_ASSET_HEADERS,
  keyOfHeader,
  PORTFOLIO_HEADERS,
  SB_LEGACY_HEADERS,
  SB_MAG_HEADERS,
  SB_SEARCH_TERM_HEADERS,
  spHeaders,
  SP_SEARCH_TERM_HEADERS,
} from './bulk-layouts';
import { BulkSpeller, localizeHeader, localizeSheet } from './bulk-localization';
import type {
  BulkTab,
  BulkWorkbookSpec,
  CellValue,
  MetricsSpec,
  OperationSpec,
  SbAdGroupSpec,
  SbCampaignSpec,
  SbLegacyCampaignSpec,
  SearchTermSpec,
  SpAdGroupSpec,
  SpBiddingAdjustmentSpec,
  SpCampaignSpec,
} from './bulk-workbook-spec';
import { writeXlsx, type SheetToWrite } from './xlsx-file-writer';

type Row = Record<string, CellValue>;

/** The targeting entities both SP and SB ad groups hold (same names in both spellers). */
type TargetingEntity = 'keyword' | 'productTargeting' | 'negativeKeyword' | 'negativeProductTargeting';

const SP_PLACEMENTS: readonly SpPlacement[] = ['top', 'productPage', 'restOfSearch', 'amazonBusiness'];
const SB_PLACEMENTS: readonly SbPlacement[] = ['home', 'detailPage', 'other'];
const SB_AD_ENTITY: Record<
  SbAdFormat,
  'videoAd' | 'brandVideoAd' | 'productCollectionAd' | 'storeSpotlightAd'
> = {
  video: 'videoAd',
  brandVideo: 'brandVideoAd',
  productCollection: 'productCollectionAd',
  storeSpotlight: 'storeSpotlightAd',
};
const LANDING_PAGE_TEXT: Record<SbLandingPageType, string> = {
  detailPage: 'Detail Page',
  store: 'Store',
  productList: 'Product list',
  customUrl: 'Custom URL',
};

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** The eleven metric cells of an export row; ratios are fractions and 0 without a denominator. */
export function metricCells(metrics: MetricsSpec | undefined): Row {
  const m = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0, ...metrics };
  return {
    impressions: m.impressions,
    clicks: m.clicks,
    clickThroughRate: m.impressions > 0 ? round(m.clicks / m.impressions, 4) : 0,
    spend: m.spend,
    sales: m.sales,
    orders: m.orders,
    units: m.units,
    conversionRate: m.clicks > 0 ? round(m.orders / m.clicks, 4) : 0,
    acos: m.sales > 0 ? round(m.spend / m.sales, 4) : 0,
    cpc: m.clicks > 0 ? round(m.spend / m.clicks, 2) : 0,
    roas: m.spend > 0 && m.sales > 0 ? round(m.sales / m.spend, 2) : 0,
  };
}

class RowFactory {
  readonly speller: BulkSpeller;

  constructor(private readonly spec: BulkWorkbookSpec) {
    this.speller = new BulkSpeller(spec.language ?? 'en', spec.spLayout === 'template31');
  }

  id(value: string | undefined): CellValue {
    if (value === undefined || value === '') return null;
    return this.spec.idsAs === 'number' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  }

  op(own: OperationSpec | undefined): string {
    return this.speller.operation(own ?? this.spec.operation ?? '');
  }

  /** Every row of one SP campaign, parents first. */
  spCampaign(c: SpCampaignSpec): Row[] {
    const s = this.speller;
    const base: Row = { product: s.product('sp'), campaignId: this.id(c.id), campaignNameInfo: c.name };
    const state = c.state ?? 'enabled';
    const rows: Row[] = [
      {
        ...base,
        entity: s.spEntity('campaign'),
        operation: this.op(c.operation),
        portfolioId: this.id(c.portfolioId),
        campaignName: c.name,
        startDate: c.startDate ?? '20260109',
        endDate: c.endDate ?? null,
        targetingType: s.targetingType(c.targetingType ?? 'manual'),
        state: s.state(state),
        campaignStateInfo: s.state(state),
        dailyBudget: c.dailyBudget ?? 10,
        biddingStrategy: s.strategy(c.biddingStrategy ?? 'downOnly'),
        ...metricCells(c.metrics),
      },
    ];
    const adjustments: SpBiddingAdjustmentSpec[] =
      c.biddingAdjustments ?? SP_PLACEMENTS.map((placement) => ({ placement, percentage: 0 }));
    for (const adjustment of adjustments) {
      rows.push({
        ...base,
        entity: s.spEntity('biddingAdjustment'),
        operation: this.op(adjustment.operation ?? c.operation),
        campaignStateInfo: s.state(state),
        biddingStrategy: s.strategy(c.biddingStrategy ?? 'downOnly'),
        placement: s.spPlacement(adjustment.placement),
        percentage: adjustment.percentage,
        ...metricCells(adjustment.metrics),
      });
    }
    for (const adGroup of c.adGroups ?? []) rows.push(...this.spAdGroup(c, adGroup));
    for (const negative of c.campaignNegativeKeywords ?? []) {
      rows.push({
        ...base,
        entity: s.spEntity('campaignNegativeKeyword'),
        operation: this.op(negative.operation ?? c.operation),
        keywordId: this.id(negative.id),
        state: s.state(negative.state ?? 'enabled'),
        keywordText: negative.text,
        matchType: s.matchType(negative.matchType),
      });
    }
    return rows;
  }

  private spAdGroup(c: SpCampaignSpec, g: SpAdGroupSpec): Row[] {
    const s = this.speller;
    const campaignState = s.state(c.state ?? 'enabled');
    const groupState = s.state(g.state ?? 'enabled');
    const base: Row = {
      product: s.product('sp'),
      campaignId: this.id(c.id),
      adGroupId: this.id(g.id),
      campaignNameInfo: c.name,
      adGroupNameInfo: g.name,
      campaignStateInfo: campaignState,
      adGroupStateInfo: groupState,
    };
    const child = (
      entity: Parameters<BulkSpeller['spEntity']>[0],
      operation: OperationSpec | undefined,
    ): Row => ({
      ...base,
      entity: s.spEntity(entity),
      operation: this.op(operation ?? g.operation ?? c.operation),
    });
    const rows: Row[] = [
      {
        ...child('adGroup', undefined),
        adGroupName: g.name,
        state: groupState,
        adGroupDefaultBid: g.defaultBid ?? 0.75,
        ...metricCells(g.metrics),
      },
    ];
    for (const ad of g.productAds ?? []) {
      rows.push({
        ...child('productAd', ad.operation),
        adId: this.id(ad.id),
        state: s.state(ad.state ?? 'enabled'),
        sku: ad.sku ?? null,
        asinInfo: ad.asin ?? null,
        eligibilityStatusInfo: ad.eligibility ?? 'Eligible',
        reasonForIneligibilityInfo: ad.reasonForIneligibility ?? null,
        ...metricCells(ad.metrics),
      });
    }
    // SP exports repeat the ad group's default bid on keyword and target rows, and resolve negatives too.
    rows.push(
      ...this.targetingRows(g, (entity, operation) => child(entity, operation), {
        targetExtras: { adGroupDefaultBidInfo: g.defaultBid ?? 0.75 },
        resolveNegativeTargets: true,
      }),
    );
    return rows;
  }

  /**
   * The keyword, product-target and negative rows of an ad group (SP or SB): `head` gives each row its
   * entity, operation and parent cells; `targetExtras` are added to keyword and target rows.
   */
  private targetingRows(
    g: SpAdGroupSpec | SbAdGroupSpec,
    head: (entity: TargetingEntity, operation: OperationSpec | undefined) => Row,
    options: { targetExtras: Row; resolveNegativeTargets: boolean },
  ): Row[] {
    const s = this.speller;
    const rows: Row[] = [];
    for (const keyword of g.keywords ?? []) {
      rows.push({
        ...head('keyword', keyword.operation),
        keywordId: this.id(keyword.id),
        state: s.state(keyword.state ?? 'enabled'),
        ...options.targetExtras,
        bid: keyword.bid ?? null,
        keywordText: keyword.text,
        matchType: s.matchType(keyword.matchType),
        ...metricCells(keyword.metrics),
      });
    }
    for (const target of g.productTargets ?? []) {
      rows.push({
        ...head('productTargeting', target.operation),
        productTargetingId: this.id(target.id),
        state: s.state(target.state ?? 'enabled'),
        ...options.targetExtras,
        bid: target.bid ?? null,
        productTargetingExpression: target.expression,
        resolvedProductTargetingExpressionInfo: target.resolvedExpression ?? target.expression,
        ...metricCells(target.metrics),
      });
    }
    for (const negative of g.negativeKeywords ?? []) {
      rows.push({
        ...head('negativeKeyword', negative.operation),
        keywordId: this.id(negative.id),
        state: s.state(negative.state ?? 'enabled'),
        keywordText: negative.text,
        matchType: s.matchType(negative.matchType),
      });
    }
    for (const negative of g.negativeProductTargets ?? []) {
      rows.push({
        ...head('negativeProductTargeting', negative.operation),
        productTargetingId: this.id(negative.id),
        state: s.state(negative.state ?? 'enabled'),
        productTargetingExpression: negative.expression,
        ...(options.resolveNegativeTargets
          ? { resolvedProductTargetingExpressionInfo: negative.expression }
          : {}),
      });
    }
    return rows;
  }

  /** Every row of one SB multi-ad-group campaign. */
  sbCampaign(c: SbCampaignSpec): Row[] {
    const s = this.speller;
    const state = s.state(c.state ?? 'enabled');
    const base: Row = { product: s.product('sb'), campaignId: this.id(c.id), campaignNameInfo: c.name };
    const rows: Row[] = [
      {
        ...base,
        entity: s.sbEntity('campaign'),
        operation: this.op(c.operation),
        portfolioId: this.id(c.portfolioId),
        campaignName: c.name,
        startDate: c.startDate ?? '20260109',
        endDate: c.endDate ?? null,
        state,
        campaignStateInfo: state,
        brandEntityId: c.brandEntityId ?? 'ENTITY1ABCDEF',
        budgetType: this.budgetType(c.budgetType ?? 'daily'),
        budget: c.budget ?? 20,
        bidOptimization: c.bidOptimization ?? false,
        ...metricCells(c.metrics),
      },
    ];
    const adjustments =
      c.placementAdjustments ??
      SB_PLACEMENTS.map((placement) => ({ placement, percentage: 0, metrics: undefined }));
    for (const adjustment of adjustments) {
      rows.push({
        ...base,
        entity: s.sbEntity('biddingAdjustmentByPlacement'),
        operation: this.op(c.operation),
        placement: s.sbPlacement(adjustment.placement),
        percentage: adjustment.percentage,
        ...metricCells(adjustment.metrics),
      });
    }
    for (const g of c.adGroups ?? []) {
      const groupBase: Row = {
        ...base,
        adGroupId: this.id(g.id),
        adGroupNameInfo: g.name,
        campaignStateInfo: state,
      };
      const op = (own: OperationSpec | undefined) => this.op(own ?? g.operation ?? c.operation);
      rows.push({
        ...groupBase,
        entity: s.sbEntity('adGroup'),
        operation: op(undefined),
        adGroupName: g.name,
        state: s.state(g.state ?? 'enabled'),
        ...metricCells(g.metrics),
      });
      for (const ad of g.ads ?? []) {
        rows.push({
          ...groupBase,
          entity: s.sbEntity(SB_AD_ENTITY[ad.format]),
          operation: op(ad.operation),
          adId: this.id(ad.id),
          adName: ad.name ?? null,
          state: s.state(ad.state ?? 'enabled'),
          landingPageUrl: ad.landingPageUrl ?? null,
          landingPageType: ad.landingPageType ? LANDING_PAGE_TEXT[ad.landingPageType] : null,
          brandName: ad.brandName ?? null,
          brandLogoAssetId: ad.brandLogoAssetId ?? null,
          creativeHeadline: ad.headline ?? null,
          creativeAsins: ad.creativeAsins?.join(', ') ?? null,
          videoAssetIds: ad.videoAssetIds?.join(', ') ?? null,
          ...metricCells(ad.metrics),
        });
      }
      rows.push(
        ...this.targetingRows(
          g,
          (entity, operation) => ({ ...groupBase, entity: s.sbEntity(entity), operation: op(operation) }),
          { targetExtras: {}, resolveNegativeTargets: false },
        ),
      );
    }
    return rows;
  }

  /** Every row of one legacy SB campaign. */
  sbLegacyCampaign(c: SbLegacyCampaignSpec): Row[] {
    const s = this.speller;
    const state = s.state(c.state ?? 'enabled');
    const base: Row = { product: s.product('sb'), campaignId: this.id(c.id), campaignNameInfo: c.name };
    const rows: Row[] = [
      {
        ...base,
        entity: s.sbEntity('campaign'),
        operation: this.op(undefined),
        campaignName: c.name,
        startDate: '20220101',
        state,
        campaignStateInfo: state,
        budgetType: this.budgetType(c.budgetType ?? 'daily'),
        budget: c.budget ?? 15,
        bidOptimization: 'auto',
        adFormat: c.adFormat ?? 'video',
        landingPageUrl: c.landingPageUrl ?? null,
        brandName: c.brandName ?? null,
        creativeHeadline: c.headline ?? null,
        creativeAsins: c.creativeAsins?.join(', ') ?? null,
        videoMediaIds: c.videoMediaIds?.join(', ') ?? null,
        ...metricCells(c.metrics),
      },
    ];
    for (const keyword of c.keywords ?? []) {
      rows.push({
        ...base,
        entity: s.sbEntity('keyword'),
        operation: this.op(keyword.operation),
        keywordId: this.id(keyword.id),
        state: s.state(keyword.state ?? 'enabled'),
        bid: keyword.bid ?? null,
        keywordText: keyword.text,
        matchType: s.matchType(keyword.matchType),
        ...metricCells(keyword.metrics),
      });
    }
    for (const target of c.productTargets ?? []) {
      rows.push({
        ...base,
        entity: s.sbEntity('productTargeting'),
        operation: this.op(target.operation),
        productTargetingId: this.id(target.id),
        state: s.state(target.state ?? 'enabled'),
        bid: target.bid ?? null,
        productTargetingExpression: target.expression,
        ...metricCells(target.metrics),
      });
    }
    for (const negative of c.negativeKeywords ?? []) {
      rows.push({
        ...base,
        entity: s.sbEntity('negativeKeyword'),
        operation: this.op(negative.operation),
        keywordId: this.id(negative.id),
        state: s.state(negative.state ?? 'enabled'),
        keywordText: negative.text,
        matchType: s.matchType(negative.matchType),
      });
    }
    return rows;
  }

  private budgetType(type: 'daily' | 'lifetime'): string {
    const text = {
      en: { daily: 'Daily', lifetime: 'Lifetime' },
      zh: { daily: '每日', lifetime: '总预算' },
      ja: { daily: '日次', lifetime: '期間' },
    };
    return text[this.spec.language ?? 'en'][type];
  }

  /** One row of a search term tab. */
  searchTerm(t: SearchTermSpec, product: 'sp' | 'sb'): Row {
    const s = this.speller;
    return {
      product: s.product(product),
      campaignId: this.id(t.campaignId),
      adGroupId: this.id(t.adGroupId),
      keywordId: this.id(t.keywordId),
      productTargetingId: this.id(t.productTargetingId),
      campaignNameInfo: t.campaignName,
      adGroupNameInfo: t.adGroupName,
      state: s.state(t.state ?? 'enabled'),
      campaignStateInfo: s.state('enabled'),
      bid: t.bid ?? null,
      keywordText: t.keywordText ?? null,
      matchType: t.matchType ? s.matchType(t.matchType) : null,
      productTargetingExpression: t.productTargetingExpression ?? null,
      resolvedProductTargetingExpressionInfo: t.productTargetingExpression ?? null,
      customerSearchTerm: t.searchTerm,
      ...metricCells(t.metrics),
    };
  }
}

function tabSheet(spec: BulkWorkbookSpec, tab: BulkTab, english: string[], rows: Row[]): SheetToWrite {
  const language = spec.language ?? 'en';
  const extraColumns = spec.extraColumns ?? [];
  const keys = english.map(keyOfHeader);
  const all = [...rows, ...(spec.extraRows?.[tab] ?? [])];
  const header = [...english.map((text) => localizeHeader(text, language)), ...extraColumns];
  return {
    name: spec.sheetNames?.[tab] ?? localizeSheet(tab, language),
    rows: [
      header,
      ...all.map((row) => [...keys.map((key) => row[key] ?? null), ...extraColumns.map(() => 'x')]),
    ],
  };
}

function knownSheets(spec: BulkWorkbookSpec, factory: RowFactory): Map<BulkTab, SheetToWrite> {
  const s = factory.speller;
  const sheets = new Map<BulkTab, SheetToWrite>();
  const wanted = (tab: BulkTab, hasContent: boolean) =>
    spec.tabs ? spec.tabs.includes(tab) : hasContent || (spec.extraRows?.[tab]?.length ?? 0) > 0;
  if (wanted('portfolios', (spec.portfolios?.length ?? 0) > 0)) {
    const rows = (spec.portfolios ?? []).map<Row>((p) => ({
      product: s.product('portfolios'),
      entity: spec.language === 'zh' ? '广告组合' : spec.language === 'ja' ? 'ポートフォリオ' : 'Portfolio',
      operation: factory.op(undefined),
      portfolioId: factory.id(p.id),
      portfolioName: p.name,
      budgetAmount: p.budgetAmount ?? null,
      budgetPolicy: p.budgetPolicy ?? 'No Cap',
      budgetCurrencyCode: p.currency ?? null,
      stateInfo: p.state ?? 'enabled',
    }));
    sheets.set('portfolios', tabSheet(spec, 'portfolios', PORTFOLIO_HEADERS, rows));
  }
  if (wanted('sponsoredProducts', true)) {
    const rows = (spec.sponsoredProducts ?? []).flatMap((c) => factory.spCampaign(c));
    sheets.set(
      'sponsoredProducts',
      tabSheet(spec, 'sponsoredProducts', spHeaders(spec.spLayout ?? 'export52'), rows),
    );
  }
  if (wanted('sbLegacy', (spec.legacySponsoredBrands?.length ?? 0) > 0)) {
    const rows = (spec.legacySponsoredBrands ?? []).flatMap((c) => factory.sbLegacyCampaign(c));
    sheets.set('sbLegacy', tabSheet(spec, 'sbLegacy', SB_LEGACY_HEADERS, rows));
  }
  if (wanted('sbMultiAdGroup', (spec.sponsoredBrands?.length ?? 0) > 0)) {
    const rows = (spec.sponsoredBrands ?? []).flatMap((c) => factory.sbCampaign(c));
    sheets.set('sbMultiAdGroup', tabSheet(spec, 'sbMultiAdGroup', SB_MAG_HEADERS, rows));
  }
  if (wanted('spSearchTerms', (spec.spSearchTerms?.length ?? 0) > 0)) {
    const rows = (spec.spSearchTerms ?? []).map((t) => factory.searchTerm(t, 'sp'));
    sheets.set('spSearchTerms', tabSheet(spec, 'spSearchTerms', SP_SEARCH_TERM_HEADERS, rows));
  }
  if (wanted('sbSearchTerms', (spec.sbSearchTerms?.length ?? 0) > 0)) {
    const rows = (spec.sbSearchTerms ?? []).map((t) => factory.searchTerm(t, 'sb'));
    sheets.set('sbSearchTerms', tabSheet(spec, 'sbSearchTerms', SB_SEARCH_TERM_HEADERS, rows));
  }
  if (wanted('brandAssets', (spec.brandAssets?.length ?? 0) > 0)) {
    const rows = (spec.brandAssets ?? []).map<Row>((a) => ({
      brandEntityId: a.brandEntityId ?? null,
      brandName: a.brandName ?? null,
      assetId: a.assetId,
      assetType: a.assetType,
      assetName: a.name ?? null,
    }));
    sheets.set('brandAssets', tabSheet(spec, 'brandAssets', BRAND_ASSET_HEADERS, rows));
  }
  return sheets;
}

/** The sheets buildBulkWorkbook() would write, in workbook order (for builders of other file kinds). */
export function bulkWorkbookSheets(spec: BulkWorkbookSpec): SheetToWrite[] {
  const sheets = knownSheets(spec, new RowFactory(spec));
  return [...sheets.values(), ...(spec.extraSheets ?? []).map((sheet) => ({ ...sheet }))];
}

/** Writes a bulk-operations workbook (xlsx bytes) from a compact description. */
export async function buildBulkWorkbook(spec: BulkWorkbookSpec = {}): Promise<Uint8Array> {
  return writeXlsx(bulkWorkbookSheets(spec), { strings: spec.strings ?? 'inline' });
}
